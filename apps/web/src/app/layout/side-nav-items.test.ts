import { IconCircle } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildAppConfig } from '../../test/fixtures';
import { createQueryClient } from '../query-client';
import { createAppRoutes } from '../router/app-routes';
import { collectSideNavItems, visibleSideNavItems } from './side-nav-items';

const labels = (items: { labelKey: string }[]) => items.map((item) => item.labelKey);

describe('side navigation items', () => {
  it('are built from the routes flagged for the side nav, sorted by priority', () => {
    const items = collectSideNavItems(createAppRoutes(createQueryClient()));

    expect(items.map(({ labelKey, priority, to }) => ({ labelKey, priority, to }))).toEqual([
      { labelKey: 'nav.home', priority: 1, to: '/home' },
      { labelKey: 'nav.profile', priority: 2, to: '/profile' },
      { labelKey: 'nav.findJobs', priority: 7, to: '/find-jobs' },
      { labelKey: 'nav.jobAlertPreferences', priority: 7, to: '/job-alerts' },
      { labelKey: 'nav.myCommunities', priority: 8, to: '/connections' },
      { labelKey: 'nav.jobMatching', priority: 9, to: '/job-matching' },
      { labelKey: 'nav.findCommunities', priority: 10, to: '/communities' },
    ]);
  });

  it('keep route order for equal priorities and join nested paths', () => {
    const tab = (labelKey: 'nav.home' | 'nav.profile' | 'nav.findJobs', priority: number) => ({
      sideNav: { labelKey, priority, icon: IconCircle },
    });
    const routes: RouteObject[] = [
      {
        path: '/',
        children: [
          { path: 'b', handle: tab('nav.profile', 5) },
          { path: 'nested', children: [{ path: 'a', handle: tab('nav.home', 5) }] },
          { path: 'c', handle: tab('nav.findJobs', 1) },
        ],
      },
    ];

    expect(collectSideNavItems(routes).map(({ labelKey, to }) => [labelKey, to])).toEqual([
      ['nav.findJobs', '/c'],
      ['nav.profile', '/b'],
      ['nav.home', '/nested/a'],
    ]);
  });

  const allItems = collectSideNavItems(createAppRoutes(createQueryClient()));

  it('drop the Job Matching tab when jobMatchingEnabled is false', () => {
    const items = visibleSideNavItems(allItems, buildAppConfig({ jobMatchingEnabled: false }));
    expect(labels(items)).not.toContain('nav.jobMatching');
    expect(labels(items)).toHaveLength(allItems.length - 1);
  });

  it('drop My Communities and Find Communities when hideTalentCommunities is true', () => {
    const items = visibleSideNavItems(allItems, buildAppConfig({ hideTalentCommunities: true }));
    expect(labels(items)).toEqual([
      'nav.home',
      'nav.profile',
      'nav.findJobs',
      'nav.jobAlertPreferences',
      'nav.jobMatching',
    ]);
  });

  it('keep every tab when both flags allow them', () => {
    expect(visibleSideNavItems(allItems, buildAppConfig())).toEqual(allItems);
  });
});
