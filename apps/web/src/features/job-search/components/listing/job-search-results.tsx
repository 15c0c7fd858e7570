// The job search's listing for a search that is given rather than typed (the job alert results
// and the home dashboard's alert listing): the count in a live region, the same job listing
// cards as Find Jobs, Show more, placeholders while it runs, a failure with a retry, and the
// caller's own words when nothing matches.
import { Alert, Box, Button, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type JobSearchArgs, SEARCH_PAGE_SIZE } from '@talent/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../../shared/api/get-app-config';
import { useErrorToast } from '../../../../shared/hooks/use-error-toast';
import { errorMessageOf } from '../../../../shared/lib/show-error-toast';
import { usePagedJobSearch } from '../../api/search-jobs-paged';
import { JobResults } from './job-results';
import { JobResultsSkeleton } from './job-results-skeleton';
import { useListingJobHref } from './use-job-href';

export interface JobSearchResultsProps {
  /** The search to run; null when nothing can match (noResults shows without a search). */
  args: JobSearchArgs | null;
  /** The caller is still working out the search: placeholders show. */
  pending?: boolean;
  /** Jobs a page (the job search's 10 by default). */
  pageSize?: number;
  /** Off: the first page only, without Show more (the home listing). */
  showMore?: boolean;
  /** The advert links' `source` parameter. */
  source: string;
  /** The line above the jobs: 'Showing X of Y' unless given. */
  countText?: (count: { shown: number; total: number }) => string;
  /** Shown instead of the jobs when none match. */
  noResults: ReactNode;
  /** Shown under the jobs when some match (the home listing's View More). */
  footer?: ReactNode;
  skeletonCount?: number;
}

const NO_ARGS: JobSearchArgs = {};

export function JobSearchResults({
  args,
  pending = false,
  pageSize = SEARCH_PAGE_SIZE,
  showMore = true,
  source,
  countText,
  noResults,
  footer,
  skeletonCount,
}: JobSearchResultsProps) {
  const { t } = useTranslation();
  const { careersApiBaseUrl } = useAppConfig();
  const hrefOf = useListingJobHref(source);
  const searching = !pending && args !== null;
  const results = usePagedJobSearch(args ?? NO_ARGS, pageSize, careersApiBaseUrl, searching);
  useErrorToast(results.error);

  const pages = results.data?.pages ?? [];
  const total = pages[0]?.totalCount ?? 0;
  const shown = pages.reduce((sum, p) => sum + p.jobs.length, 0);
  const nothing = !pending && (args === null || (results.isSuccess && total === 0));
  const showJobs = searching && results.isSuccess && total > 0;

  let body: ReactNode;
  if (pending || (searching && results.isPending)) {
    body = <JobResultsSkeleton count={skeletonCount} />;
  } else if (searching && results.isError && !results.data) {
    body = (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle aria-hidden />}
        title={errorMessageOf(results.error)}
      >
        <Button
          size="xs"
          variant="white"
          color="red"
          loading={results.isFetching}
          onClick={() => void results.refetch()}
        >
          {t('common.retry')}
        </Button>
      </Alert>
    );
  } else if (nothing) {
    body = noResults;
  } else {
    body = (
      <>
        <JobResults
          pages={pages.map((p) => p.jobs)}
          hasMore={showMore && results.hasNextPage}
          loadingMore={results.isFetchingNextPage}
          onShowMore={() => void results.fetchNextPage()}
          hrefOf={hrefOf}
        />
        {footer}
      </>
    );
  }

  return (
    <Box>
      {/* Polite live region: present from the start so each new count is announced. */}
      <Text role="status" aria-live="polite" fw={600} mb={showJobs ? 'sm' : 0}>
        {showJobs
          ? (countText?.({ shown, total }) ?? t('findJobs.resultCount', { shown, total }))
          : ''}
      </Text>
      {body}
    </Box>
  );
}
