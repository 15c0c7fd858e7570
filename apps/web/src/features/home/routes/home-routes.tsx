import { IconHome } from '@tabler/icons-react';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../shared/lib/lazy-page';
import type { RouteHandle } from '../../../shared/lib/route-handle';
import { editAvatarRoute } from '../../profile';

export const createHomeRoute = (queryClient: QueryClient): RouteObject => ({
  // Named for the server that draws the page in its first response (src/prerender/signed-in.tsx).
  id: 'home',
  path: 'home',
  // The page's data, loaded with its own chunk while the page's code loads.
  loader: async () => (await import('./home-page-queries')).loadHomePage(queryClient),
  lazy: lazyPage(
    () => import('./home-page'),
    (m) => <m.HomePage />,
  ),
  handle: {
    titleKey: 'pages.home',
    sideNav: { labelKey: 'nav.home', priority: 1, icon: IconHome },
  } satisfies RouteHandle,
  // The business card's 'Update Photo' link opens the photo editor over home too.
  children: [editAvatarRoute],
});
