// Metadata a route carries in its `handle`: the shell reads it to build the side navigation,
// to turn itself off, to title the page and to show modal routes in a dialog.

import type { Icon } from '@tabler/icons-react';
import type { TranslationBundle } from '@talent/contract';
import type { ComponentType } from 'react';

type KeysOf<Group extends keyof TranslationBundle> =
  `${Group}.${Extract<keyof TranslationBundle[Group], string>}`;

export type NavLabelKey = KeysOf<'nav'>;
export type PageTitleKey = KeysOf<'pages'> | KeysOf<'notFound'> | KeysOf<'auth'>;

/** Config flags that remove a side nav entry (spec 1 section 2). */
export type SideNavFeature = 'jobMatching' | 'talentCommunities';

export interface SideNavHandle {
  labelKey: NavLabelKey;
  /** Lower comes first; ties keep route order. */
  priority: number;
  icon: Icon;
  feature?: SideNavFeature;
  /** Rendered after the label, e.g. the Find Jobs new-jobs count. */
  badge?: ComponentType;
}

export interface ModalHandle {
  titleKey: PageTitleKey;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}

export interface RouteHandle {
  sideNav?: SideNavHandle;
  /** `false` turns the header, side nav and footer off for the route and its children. */
  shell?: boolean;
  /** Set on a child route shown in a dialog over its parent page. */
  modal?: ModalHandle;
  /** Document title; the deepest route that sets one wins. */
  titleKey?: PageTitleKey;
}

export function routeHandle(handle: unknown): RouteHandle {
  return typeof handle === 'object' && handle !== null ? (handle as RouteHandle) : {};
}
