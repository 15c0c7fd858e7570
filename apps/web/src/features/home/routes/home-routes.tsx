import { IconHome } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../shared/lib/lazy-page';
import type { RouteHandle } from '../../../shared/lib/route-handle';

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
};
