// The 'Edit Profile Photo' modal route (spec 2 section 2.2), a child of every page that shows
// the business card (its 'Update Photo' link is relative): the profile and home.
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../shared/lib/lazy-page';
import type { RouteHandle } from '../../../shared/lib/route-handle';

export const editAvatarRoute: RouteObject = {
  path: 'edit-avatar',
  lazy: lazyPage(
    () => import('./edit-avatar-modal'),
    (m) => <m.EditAvatarModal />,
  ),
  handle: { modal: { titleKey: 'pages.editAvatar', size: 'md' } } satisfies RouteHandle,
};
