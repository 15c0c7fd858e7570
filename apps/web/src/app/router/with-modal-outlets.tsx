import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { routeHandle } from '../../shared/lib/route-handle';

/** The page inside a modal host; the host (and the dialog it brings) loads with its own chunk. */
async function withModalHost(page: ReactNode): Promise<ReactNode> {
  const { ModalOutlet } = await import('../layout/modal-outlet');
  return <ModalOutlet>{page}</ModalOutlet>;
}

/**
 * Wraps the page of every route with modal children so those children open as dialogs over it.
 * The wrapped page loads when the route is first visited (with the page's own chunk, for a
 * lazyPage route).
 */
export function withModalOutlets(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    if (!route.children) return route;
    const children = withModalOutlets(route.children);
    const hasModalChild = children.some((child) => routeHandle(child.handle).modal);
    if (!hasModalChild) return { ...route, children } as RouteObject;
    const { lazy, element, ...rest } = route;
    return {
      ...rest,
      children,
      lazy: async () => {
        const loaded = typeof lazy === 'function' ? await lazy() : { element };
        return { ...loaded, element: await withModalHost(loaded.element) };
      },
    } as RouteObject;
  });
}
