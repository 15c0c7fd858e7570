// Profile editor routes (spec 2 section 2.2).
import { IconUserCircle } from '@tabler/icons-react';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../shared/lib/lazy-page';
import type { RouteHandle } from '../../../shared/lib/route-handle';
import { editAvatarRoute } from './edit-avatar-route';

/** The page's data, loaded with its own chunk while the page's code loads. */
const pageLoader =
  (queryClient: QueryClient, options: { iframe?: boolean } = {}) =>
  async () =>
    (await import('./profile-page-queries')).loadProfilePage(queryClient, options);

export const createProfileRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    // Named for the server that draws the page in its first response (src/prerender/signed-in.tsx).
    id: 'profile',
    path: 'profile',
    loader: pageLoader(queryClient),
    lazy: lazyPage(
      () => import('./profile-page'),
      (m) => <m.ProfilePage />,
    ),
    handle: {
      titleKey: 'pages.profile',
      sideNav: { labelKey: 'nav.profile', priority: 2, icon: IconUserCircle },
    } satisfies RouteHandle,
    children: [editAvatarRoute],
  },
  {
    // The profile as a company sees it; the code of the privacy URLs is not needed by the owner.
    path: 'profile/preview/:view/:code?',
    lazy: lazyPage(
      () => import('../preview/routes/profile-preview-page'),
      (m) => <m.ProfilePreviewPage />,
    ),
    handle: { titleKey: 'pages.profile' } satisfies RouteHandle,
  },
  {
    // Embedded in another page: the editor alone, without the app's header, side nav and footer.
    path: 'iframeable-profile',
    loader: pageLoader(queryClient, { iframe: true }),
    lazy: lazyPage(
      () => import('./profile-page'),
      (m) => <m.ProfilePage iframe />,
    ),
    handle: { titleKey: 'pages.profile', shell: false } satisfies RouteHandle,
  },
];
