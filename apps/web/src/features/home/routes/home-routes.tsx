import { IconHome } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../../shared/lib/route-handle';
import { HomePage } from './home-page';

export const homeRoute: RouteObject = {
  path: 'home',
  element: <HomePage />,
  handle: {
    titleKey: 'pages.home',
    sideNav: { labelKey: 'nav.home', priority: 1, icon: IconHome },
  } satisfies RouteHandle,
};
