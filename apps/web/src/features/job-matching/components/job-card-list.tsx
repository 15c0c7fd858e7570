// The cards of a job list (suggestions or saved jobs), with a live region that tells screen
// readers what each change did, focus kept in place when a card leaves (the next card's title,
// else the previous one's, else `onEmptied`), and 'Show more jobs', which moves focus to the
// first new job.
import { Button, Center, VisuallyHidden } from '@mantine/core';
import type { JobSuggestion } from '@talent/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStableCallback } from '../../../shared/hooks/use-stable-callback';
import { PagePart } from '../../../shared/ui/page-part';
import type { JobList } from '../lib/paths';
import { JobCard } from './job-card';

interface JobCardListProps {
  jobs: JobSuggestion[];
  list: JobList;
  label: string;
  canRemove: boolean;
  onRemoved: (matchingReferenceId: string) => void;
  /** Where focus goes when the last card leaves with it. */
  onEmptied?: () => void;
  more?: { hasMore: boolean; loading: boolean; onShowMore: () => void };
}

export function JobCardList(props: JobCardListProps) {
  const { jobs, list, label, canRemove, onRemoved, onEmptied, more } = props;
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState('');
  const links = useRef(new Map<string, HTMLAnchorElement>());
  /** The job whose title takes the focus once it is rendered, or 'emptied'. */
  const focusNext = useRef<string | null>(null);
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    const target = focusNext.current;
    if (target !== null) {
      focusNext.current = null;
      if (target === 'emptied') onEmptied?.();
      else links.current.get(target)?.focus();
    }
    const index = focusFrom.current;
    if (index !== null && jobs.length > index) {
      focusFrom.current = null;
      const job = jobs[index];
      const link = job ? links.current.get(job.matchingReferenceId) : undefined;
      link?.focus({ preventScroll: true });
      link?.closest('article')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }
  });

  // The cards are memoised: what they are given keeps its identity from one drawing to the next.
  const removed = useStableCallback((matchingReferenceId: string, hadFocus: boolean) => {
    if (hadFocus) {
      const index = jobs.findIndex((job) => job.matchingReferenceId === matchingReferenceId);
      const next = jobs[index + 1] ?? jobs[index - 1];
      focusNext.current = next ? next.matchingReferenceId : 'emptied';
    }
    onRemoved(matchingReferenceId);
  });
  const linkRefs = useRef(new Map<string, (element: HTMLAnchorElement | null) => void>());
  const linkRefOf = (matchingReferenceId: string) => {
    let ref = linkRefs.current.get(matchingReferenceId);
    if (!ref) {
      ref = (element) => {
        if (element) links.current.set(matchingReferenceId, element);
        else links.current.delete(matchingReferenceId);
      };
      linkRefs.current.set(matchingReferenceId, ref);
    }
    return ref;
  };

  return (
    <>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {jobs.map((job) => (
          <li key={job.matchingReferenceId}>
            <PagePart>
              <JobCard
                job={job}
                list={list}
                canRemove={canRemove}
                onRemoved={removed}
                onAnnounce={setAnnouncement}
                linkRef={linkRefOf(job.matchingReferenceId)}
              />
            </PagePart>
          </li>
        ))}
      </ul>
      {more?.hasMore && (
        <Center mt="md">
          <Button
            variant="default"
            size="md"
            loading={more.loading}
            onClick={() => {
              focusFrom.current = jobs.length;
              more.onShowMore();
            }}
          >
            {t('jobMatching.suggestions.showMore')}
          </Button>
        </Center>
      )}
    </>
  );
}
