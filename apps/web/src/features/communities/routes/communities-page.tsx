// Find Communities (spec 3 section 2): the country, industry and text filters, a grid of the
// talent communities 16 a page with pagination, the count announced as it changes, and joining
// a community after a confirmation.
import { Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CommunityCard } from '@talent/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../../shared/lib/show-error-toast';
import { PageHeader } from '../../../shared/ui/page-header';
import { useConnectCommunity } from '../api/connect-community';
import { CommunitiesLoadFailed, NoCommunitiesFound } from '../components/communities-states';
import { CommunityFilters } from '../components/community-filters';
import { CommunityGrid, CommunityGridSkeleton } from '../components/community-grid';
import { CommunityPagination } from '../components/community-pagination';
import { ConnectDialog } from '../components/connect-dialog';
import classes from './communities-page.module.css';
import { useFindCommunities } from './use-find-communities';

export function CommunitiesPage() {
  const { t } = useTranslation();
  const find = useFindCommunities();
  const { communities } = find;
  const connect = useConnectCommunity();
  const [dialog, setDialog] = useState<{ community: CommunityCard | null; opened: boolean }>({
    community: null,
    opened: false,
  });
  const [joining, setJoining] = useState<string | null>(null);
  const countLine = useRef<HTMLParagraphElement>(null);

  const data = communities.data;
  // Waiting for the country, the first page, or the last page after one beyond the end.
  const loading =
    !communities.isError && (!data || (data.count > 0 && data.talentCommunities.length === 0));
  const failed = communities.isError && !data;

  const confirmConnect = () => {
    const community = dialog.community;
    if (!community) return;
    setJoining(community.segmentCode);
    connect.mutate(community, {
      onSuccess: () => {
        setDialog({ community, opened: false });
        notifications.show({
          color: 'green',
          message: t('communities.connect.success', { company: community.companyName }),
        });
      },
      onError: (error) => {
        setDialog({ community, opened: false });
        showErrorToast(error);
      },
    });
  };

  /** After choosing a page: back to the top of the results, for the eyes and for focus. */
  const toResultsTop = () => {
    countLine.current?.scrollIntoView({ block: 'start' });
    countLine.current?.focus({ preventScroll: true });
  };

  return (
    <>
      <PageHeader title={t('pages.findCommunities')} description={t('communities.intro')} />
      <CommunityFilters
        countryId={find.countryId}
        industry={find.search.industry}
        text={find.search.text}
        countries={find.countries.data}
        industries={find.industries.data}
        onChange={find.changeFilters}
      />

      {/* Present from the start, so each new count is announced. */}
      <p ref={countLine} tabIndex={-1} className={classes.countLine} role="status">
        {loading || failed ? (
          <VisuallyHidden component="span">
            {loading ? t('communities.results.loading') : ''}
          </VisuallyHidden>
        ) : (
          <Text component="span" size="sm" c="dimmed" fw={500}>
            {t('communities.results.count', { count: data?.count ?? 0 })}
          </Text>
        )}
      </p>

      {failed ? (
        <CommunitiesLoadFailed
          error={communities.error}
          onRetry={() => void communities.refetch()}
        />
      ) : loading ? (
        <CommunityGridSkeleton />
      ) : data && data.count === 0 ? (
        <NoCommunitiesFound onClearFilters={find.filtered ? find.clearFilters : undefined} />
      ) : data ? (
        <>
          <CommunityGrid
            communities={data.talentCommunities}
            onConnect={(community) => {
              connect.reset();
              setDialog({ community, opened: true });
            }}
            joining={joining}
            busy={communities.isPlaceholderData}
          />
          <CommunityPagination
            page={find.page}
            pages={find.pages}
            hrefOf={find.hrefOfPage}
            onNavigate={toResultsTop}
          />
        </>
      ) : null}

      <ConnectDialog
        community={dialog.community}
        opened={dialog.opened}
        busy={connect.isPending}
        returnFocus={!connect.isSuccess}
        onConfirm={confirmConnect}
        onCancel={() => setDialog((current) => ({ ...current, opened: false }))}
      />
    </>
  );
}
