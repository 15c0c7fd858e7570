// The Default state's list: the job cards, and 'Show more jobs', which appends the next page
// and then moves focus to (and scrolls to) the first new job (spec 3 section 4).
import { Button, Center, Stack } from '@mantine/core';
import type { JobApplicationState, JobListing } from '@talent/contract';
import { memo, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../../../shared/hooks/use-error-toast';
import { useApplicationStates } from '../../api/get-application-states';
import { useSegmentBrandings } from '../../api/get-segment-brandings';
import { applicationKey } from '../../lib/application-tag';
import { JobListingCard, type ListingLogo } from './job-listing-card';

interface JobResultsProps {
  pages: JobListing[][];
  hasMore: boolean;
  loadingMore: boolean;
  onShowMore: () => void;
  hrefOf: (job: JobListing) => string | null;
}

/**
 * Memoised, as the search bar: the page draws again for calls that do not change the list. The
 * communities' logos and the talent's applications arrive after the list: the cards take them in
 * a transition (drawn in slices, a phone's input answered between them), not in one task.
 */
export const JobResults = memo(function JobResults(props: JobResultsProps) {
  const brandings = useSegmentBrandings();
  const applications = useApplicationStates(props.pages);
  useErrorToast(brandings.error);
  useErrorToast(applications.error);
  const brandingList = useDeferredValue(brandings.data);
  const states = useDeferredValue(applications.states);
  const logos = useMemo(
    () => new Map((brandingList ?? []).map((b) => [b.segmentCode, b])),
    [brandingList],
  );
  return <JobList {...props} logos={logos} states={states} />;
});

const JobList = memo(function JobList({
  pages,
  hasMore,
  loadingMore,
  onShowMore,
  hrefOf,
  logos,
  states,
}: JobResultsProps & {
  logos: ReadonlyMap<string, ListingLogo>;
  states: ReadonlyMap<string, JobApplicationState>;
}) {
  const { t } = useTranslation();
  const jobs = pages.flat();

  const links = useRef(new Map<number, HTMLAnchorElement>());
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const index = focusFrom.current;
    if (index === null || jobs.length <= index) return;
    focusFrom.current = null;
    const link = links.current.get(index);
    link?.focus({ preventScroll: true });
    link?.closest('article')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [jobs.length]);

  return (
    <>
      <Stack
        component="ul"
        gap="md"
        aria-label={t('findJobs.results')}
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {jobs.map((job, index) => (
          <li key={job.id}>
            <JobListingCard
              job={job}
              href={hrefOf(job)}
              logo={logos.get(job.segmentCode)}
              application={states.get(applicationKey(job.segmentCode, job.urlCode))}
              linkRef={(element) => {
                if (element) links.current.set(index, element);
                else links.current.delete(index);
              }}
            />
          </li>
        ))}
      </Stack>
      {hasMore && (
        <Center mt="xl">
          <Button
            variant="default"
            size="md"
            loading={loadingMore}
            onClick={() => {
              focusFrom.current = jobs.length;
              onShowMore();
            }}
          >
            {t('findJobs.showMore')}
          </Button>
        </Center>
      )}
    </>
  );
});
