// A route's page loaded with its own chunk the first time the route is visited: each screen's
// code is split from the rest (issue "Web performance"), so a first visit loads only the app's
// shell and the page it opens. The route's handle (title, side nav entry) stays in the route
// tree, read without loading the page.
import type { ReactNode } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';

export function lazyPage<Module>(
  load: () => Promise<Module>,
  page: (module: Module) => ReactNode,
): LazyRouteFunction<RouteObject> {
  return async () => ({ element: page(await load()) });
}
