import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { routeHandle } from '../../shared/lib/route-handle';
import { ModalOutlet } from '../layout/modal-outlet';

function withModalHost(page: ReactNode): ReactNode {
  return <ModalOutlet>{page}</ModalOutlet>;
}

/** Wraps the page of every route with modal children so those children open as dialogs over it. */
export function withModalOutlets(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    if (!route.children) return route;
    const children = withModalOutlets(route.children);
    const hasModalChild = children.some((child) => routeHandle(child.handle).modal);
    const element = hasModalChild ? withModalHost(route.element) : route.element;
    return { ...route, element, children } as RouteObject;
  });
}
