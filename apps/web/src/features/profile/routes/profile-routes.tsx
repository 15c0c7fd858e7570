// Profile editor routes (spec 2 section 2.2).
import { IconUserCircle } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../../shared/lib/route-handle';
import { ProfilePreviewPage } from '../preview/routes/profile-preview-page';
import { EditAvatarModal } from './edit-avatar-modal';
import { ProfilePage } from './profile-page';

export const profileRoutes: RouteObject[] = [
  {
    path: 'profile',
    element: <ProfilePage />,
    handle: {
      titleKey: 'pages.profile',
      sideNav: { labelKey: 'nav.profile', priority: 2, icon: IconUserCircle },
    } satisfies RouteHandle,
    children: [
      {
        path: 'edit-avatar',
        element: <EditAvatarModal />,
        handle: { modal: { titleKey: 'pages.editAvatar', size: 'md' } } satisfies RouteHandle,
      },
    ],
  },
  {
    // The profile as a company sees it; the code of the privacy URLs is not needed by the owner.
    path: 'profile/preview/:view/:code?',
    element: <ProfilePreviewPage />,
    handle: { titleKey: 'pages.profile' } satisfies RouteHandle,
  },
  {
    // Embedded in another page: the editor alone, without the app's header, side nav and footer.
    path: 'iframeable-profile',
    element: <ProfilePage iframe />,
    handle: { titleKey: 'pages.profile', shell: false } satisfies RouteHandle,
  },
];
