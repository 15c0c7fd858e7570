// Every route the app serves, as registered: the security suites walk it, so a new route is
// covered by them without anyone remembering to add it.
import type { FastifyInstance } from 'fastify';

export interface RouteSummary {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: readonly RouteSummary[];
  }
}

/** Starts collecting (call before any route is registered). */
export function collectRouteTable(app: FastifyInstance) {
  const routes: RouteSummary[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  app.decorate('routeTable', routes);
}
