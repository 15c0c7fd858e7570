import { IconHome } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../shared/lib/lazy-page';
import type { RouteHandle } from '../../../shared/lib/route-handle';
import { editAvatarRoute } from '../../profile';

export const homeRoute: RouteObject = {
  path: 'home',
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
};
