// Renders the real route tree in a memory router, as the browser would at `/talent/...`.
import { APP_BASE_PATH } from '@talent/contract';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/app';
import { createQueryClient } from '../app/query-client';
import { createAppRoutes } from '../app/router/app-routes';

export function renderApp(url: string) {
  const queryClient = createQueryClient();
  const routes = createAppRoutes(queryClient);
  const path = url.startsWith(APP_BASE_PATH) ? url : `${APP_BASE_PATH}${url}`;
  const router = createMemoryRouter(routes, { basename: APP_BASE_PATH, initialEntries: [path] });
  const view = render(
    <App router={router} routes={routes} queryClient={queryClient} i18n={i18next} env="test" />,
  );
  return { ...view, router, queryClient };
}

/** The location the router ended on; data routers keep the basename in it ("/talent/home"). */
export function currentUrl(router: ReturnType<typeof renderApp>['router']): string {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
}
