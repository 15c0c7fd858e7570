// Find Jobs (spec 3 section 2): the search bar, 'Showing X of Y', the job listing cards with
// Show more, the Alert Preferences link, the join-community call to action and the states.
import { Alert, Anchor, Box, Button, Flex, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconBell } from '@tabler/icons-react';
import { useCallback, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessageOf } from '../../../shared/lib/show-error-toast';
import { PageHeader } from '../../../shared/ui/page-header';
import { JobResults } from '../components/listing/job-results';
import { JobResultsSkeleton } from '../components/listing/job-results-skeleton';
import { useListingJobHref } from '../components/listing/use-job-href';
import { JobSearchBar } from '../components/search-bar/job-search-bar';
import { JobSearchStateView } from '../components/states/job-search-state-view';
import { JoinCommunityCta } from '../components/states/join-community-cta';
import { FIND_JOBS_SOURCE } from '../lib/external-job-url';
import { emptySearchModel } from '../lib/search-model';
import { useFindJobs } from './use-find-jobs';

export function FindJobsPage() {
  const { t } = useTranslation();
  const page = useFindJobs();
  const hrefOf = useListingJobHref(FIND_JOBS_SOURCE);
  const { results } = page;
  // The list is drawn in a transition when a search answers (in slices, a phone's input answered
  // between them): until then the placeholders, or the list before, stay.
  const pages = useDeferredValue(results.data?.pages);
  // Kept from one drawing to the next while the results do not change (the list is memoised).
  const jobPages = useMemo(() => (pages ?? []).map((p) => p.jobs), [pages]);
  const { fetchNextPage } = results;
  const showMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const total = pages?.[0]?.totalCount ?? 0;
  const shown = jobPages.reduce((sum, jobs) => sum + jobs.length, 0);
  const showResults =
    page.stateKnown && page.state === 'Default' && results.isSuccess && pages !== undefined;
  // The bar takes its options, its settings and the search it shows in a transition too: each
  // arrives by its own call, and the bar (its dropdowns and their options) is the page's largest
  // part to draw again.
  const barConfig = useDeferredValue(page.barConfig);
  const filterOptions = useDeferredValue(page.filterOptions);
  const givenModel = useDeferredValue(page.givenModel);

  return (
    <>
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ base: 'flex-start', sm: 'flex-start' }}
        gap={{ base: 0, sm: 'md' }}
        mb={{ base: 'lg', sm: 0 }}
      >
        <PageHeader title={t('pages.findJobs')} description={t('findJobs.intro')} />
        <Anchor component={Link} to="/job-alerts/preferences" fw={600} mt={{ base: -4, sm: 8 }}>
          <Group gap={6} wrap="nowrap" component="span">
            <IconBell size={18} aria-hidden />
            {t('findJobs.alertPreferences')}
          </Group>
        </Anchor>
      </Flex>
      <Stack gap="lg">
        <JobSearchBar
          config={barConfig}
          filterOptions={filterOptions}
          model={givenModel}
          onInitialModel={page.onInitialModel}
          onChange={page.onChange}
          onNoTalentCommunities={page.onNoTalentCommunities}
        />
        {page.joinCommunityCta && <JoinCommunityCta />}
        <Box>
          {/* Polite live region: present from the start so each new count is announced. */}
          <Text role="status" aria-live="polite" fw={600} mb={showResults ? 'sm' : 0}>
            {showResults ? t('findJobs.resultCount', { shown, total }) : ''}
          </Text>
          {page.failure ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle aria-hidden />}
              title={errorMessageOf(page.failure.error)}
            >
              <Button size="xs" variant="white" color="red" onClick={page.failure.retry}>
                {t('common.retry')}
              </Button>
            </Alert>
          ) : !page.stateKnown ? (
            <JobResultsSkeleton />
          ) : page.state !== 'Default' ? (
            <JobSearchStateView
              state={page.state}
              locationTerm={page.notFoundTerm}
              onReset={() => page.reset(emptySearchModel())}
            />
          ) : showResults ? (
            <JobResults
              pages={jobPages}
              hasMore={results.hasNextPage}
              loadingMore={results.isFetchingNextPage}
              onShowMore={showMore}
              hrefOf={hrefOf}
            />
          ) : (
            <JobResultsSkeleton />
          )}
        </Box>
      </Stack>
    </>
  );
}
