// The grid of community cards, and its skeleton while the first page loads: 4 columns at
// 1280 px, 3 then 2 as the window narrows, 1 on phones (spec 3 section 9's 991 and 767 px).
import { Paper, Skeleton } from '@mantine/core';
import type { CommunityCard as Community } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { CommunityCard } from './community-card';
import classes from './community-grid.module.css';

interface CommunityGridProps {
  communities: Community[];
  onConnect: (community: Community) => void;
  /** The segment code of the community being joined. */
  joining: string | null;
  /** A newer page is on its way. */
  busy: boolean;
}

export function CommunityGrid({ communities, onConnect, joining, busy }: CommunityGridProps) {
  const { t } = useTranslation();
  return (
    <ul
      className={classes.grid}
      aria-label={t('communities.results.label')}
      aria-busy={busy || undefined}
      data-busy={busy || undefined}
    >
      {communities.map((community) => (
        <li key={community.segmentCode} className={classes.item}>
          <CommunityCard
            community={community}
            onConnect={onConnect}
            focusOnConnected={joining === community.segmentCode}
          />
        </li>
      ))}
    </ul>
  );
}

export function CommunityGridSkeleton({ cards = 8 }: { cards?: number }) {
  return (
    <ul className={classes.grid} aria-hidden="true" data-testid="communities-skeleton">
      {Array.from({ length: cards }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i} className={classes.item}>
          <Paper withBorder radius="md" className={classes.skeletonCard}>
            <Skeleton height={96} radius={0} />
            <div className={classes.skeletonBody}>
              <Skeleton height={16} width="80%" radius="sm" />
              <Skeleton height={12} width="55%" radius="sm" />
              <Skeleton height={12} width="65%" radius="sm" />
              <Skeleton height={36} radius="md" mt="sm" />
            </div>
          </Paper>
        </li>
      ))}
    </ul>
  );
}
