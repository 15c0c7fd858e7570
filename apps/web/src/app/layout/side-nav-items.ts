// The side navigation is built from the route tree (spec 1 section 2): every route whose handle
// has `sideNav` becomes a tab, sorted by priority, minus the tabs the app config switches off.
import type { AppConfig } from '@talent/contract';
import type { RouteObject } from 'react-router';
import { routeHandle, type SideNavHandle } from '../../shared/lib/route-handle';

export interface SideNavItem extends SideNavHandle {
  /** Router path (without the /talent basename). */
  to: string;
}

function joinPath(parent: string, path: string | undefined): string {
  if (!path) return parent;
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

export function collectSideNavItems(routes: RouteObject[], parentPath = '/'): SideNavItem[] {
  const items: { item: SideNavItem; order: number }[] = [];
  const walk = (list: RouteObject[], parent: string) => {
    for (const route of list) {
      const path = joinPath(parent, route.path);
      const { sideNav } = routeHandle(route.handle);
      if (sideNav) items.push({ item: { ...sideNav, to: path }, order: items.length });
      if (route.children) walk(route.children, path);
    }
  };
  walk(routes, parentPath);
  // Array.prototype.sort is stable, but say so with the tie-break: route order wins on equal priority.
  return items
    .sort((a, b) => a.item.priority - b.item.priority || a.order - b.order)
    .map(({ item }) => item);
}

type NavFlags = Pick<AppConfig, 'jobMatchingEnabled' | 'hideTalentCommunities'>;

export function visibleSideNavItems(items: SideNavItem[], config: NavFlags): SideNavItem[] {
  return items.filter((item) => {
    if (item.feature === 'jobMatching') return config.jobMatchingEnabled === true;
    if (item.feature === 'talentCommunities') return !config.hideTalentCommunities;
    return true;
  });
}
