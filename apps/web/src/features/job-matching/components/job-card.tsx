// A job suggestion card (spec 1 section 2): the match score ring, role name (to the job's
// details), company, the summary cut at 250 characters, highlights, the save toggle and Remove
// Job. A save, unsave or removal turns it into the transition card, which then collapses and
// leaves the list. An unavailable job has its own card (unavailable-job-card.tsx).
import { Button, Loader, Paper, Text } from '@mantine/core';
import {
  IconBriefcase,
  IconCalendarEvent,
  IconCurrencyDollar,
  IconHeartBroken,
  IconHeartFilled,
  IconMapPin,
  IconTrash,
} from '@tabler/icons-react';
import type { JobSuggestion } from '@talent/contract';
import { format } from 'date-fns';
import { memo, type Ref, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showErrorToast } from '../../../shared/lib/show-error-toast';
import {
  useAcknowledgeNoLongerAvailable,
  useUpdateSavedJobStatus,
} from '../api/update-saved-job-status';
import { type JobList, jobDetailsPath } from '../lib/paths';
import { cutSummary } from '../lib/summary';
import {
  type CardTransition,
  type TransitionMessage,
  useCardTransition,
} from '../lib/use-card-transition';
import classes from './job-card.module.css';
import { SaveToggle } from './save-toggle';
import { ScoreRing } from './score-ring';
import { UnavailableJobCard } from './unavailable-job-card';

export interface JobCardProps {
  job: JobSuggestion;
  /** The list the card is in: its job details link stays under that list's tab. */
  list: JobList;
  /** Whether Remove Job is offered for an available job. */
  canRemove: boolean;
  /** The transition has ended: the card leaves the list (had it the focus?). */
  onRemoved: (matchingReferenceId: string, hadFocus: boolean) => void;
  /** Tells screen readers what happened (the list's live region). */
  onAnnounce: (text: string) => void;
  linkRef?: Ref<HTMLAnchorElement>;
}

const TRANSITION_ICONS: Record<TransitionMessage, typeof IconHeartFilled> = {
  jobSaved: IconHeartFilled,
  jobUnsaved: IconHeartBroken,
  jobRemoved: IconTrash,
};

function TransitionCard({
  transition,
  takeFocus,
}: {
  transition: CardTransition;
  takeFocus: boolean;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  // The button that was pressed is gone: keep the focus in the card's place, not on the page.
  // It is not held there: Tab moves on as from the card.
  useEffect(() => {
    if (takeFocus) ref.current?.focus({ preventScroll: true });
  }, [takeFocus]);
  const Icon = TRANSITION_ICONS[transition.message];
  return (
    <Paper
      ref={ref}
      withBorder
      radius="md"
      tabIndex={-1}
      className={`${classes.card} ${classes.transition}`}
      data-phase={transition.phase}
      data-testid="transition-card"
    >
      <Icon size={32} aria-hidden />
      {t(`jobMatching.card.${transition.message}`)}
    </Paper>
  );
}

/** Memoised: a list draws again for its count or one card's change, not for every card. */
export const JobCard = memo(function JobCard({
  job,
  list,
  canRemove,
  onRemoved,
  onAnnounce,
  linkRef,
}: JobCardProps) {
  const { t } = useTranslation();
  const article = useRef<HTMLElement>(null);
  const hadFocus = useRef(false);
  const { transition, start } = useCardTransition(() =>
    onRemoved(job.matchingReferenceId, hadFocus.current),
  );
  const status = useUpdateSavedJobStatus();
  const acknowledge = useAcknowledgeNoLongerAvailable();
  // Set at the click, before a render could tell: a double click sends one request.
  const inFlight = useRef(false);
  const ref = job.matchingReferenceId;

  const begin = () => {
    if (inFlight.current || transition) return false;
    inFlight.current = true;
    hadFocus.current = article.current?.contains(document.activeElement) ?? false;
    return true;
  };
  const failed = (error: unknown) => {
    inFlight.current = false;
    showErrorToast(error);
  };
  const done = (message: TransitionMessage) => {
    start(message);
    onAnnounce(
      t('jobMatching.card.announcement', {
        status: t(`jobMatching.card.${message}`),
        role: job.roleName,
      }),
    );
  };

  const change = (next: JobSuggestion['savedJobStatus'], message: TransitionMessage) => {
    if (!begin()) return;
    status.mutate(
      { matchingRefCode: ref, status: next, matchScore: job.matchScore },
      { onSuccess: () => done(message), onError: failed },
    );
  };
  const remove = () => {
    if (!job.isUnavailable) return change('Deleted', 'jobRemoved');
    if (!begin()) return;
    acknowledge.mutate(ref, { onSuccess: () => done('jobRemoved'), onError: failed });
  };

  if (transition) return <TransitionCard transition={transition} takeFocus={hadFocus.current} />;
  if (job.isUnavailable)
    return (
      <UnavailableJobCard
        job={job}
        articleRef={article}
        pending={acknowledge.isPending}
        onRemove={remove}
      />
    );

  const saved = job.savedJobStatus === 'Saved';
  const titleId = `job-${ref}`;
  const location = job.physicalLocation ?? job.workLocationName;
  const summary = cutSummary(job.summary);
  return (
    <Paper
      ref={article}
      component="article"
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      className={`${classes.card} ${classes.grid}`}
      aria-labelledby={titleId}
    >
      <div className={classes.ring}>
        <ScoreRing score={job.matchScore} reason={job.reason} />
      </div>
      <div className={classes.heading}>
        <h2 className={classes.title} id={titleId}>
          <Link
            ref={linkRef}
            className={classes.titleLink}
            to={jobDetailsPath(list, ref)}
            state={{ from: list }}
          >
            {job.roleName}
          </Link>
        </h2>
        <Text size="sm" c="dimmed" mt={2}>
          {job.companyName}
        </Text>
      </div>
      <div className={classes.actions}>
        <SaveToggle
          saved={saved}
          pending={status.isPending && status.variables?.status !== 'Deleted'}
          describedBy={titleId}
          onToggle={() => (saved ? change('Unsaved', 'jobUnsaved') : change('Saved', 'jobSaved'))}
        />
      </div>
      {summary && <Text className={classes.summary}>{summary}</Text>}
      <ul className={classes.highlights}>
        {location && (
          <li>
            <IconMapPin size={16} aria-hidden />
            {location}
          </li>
        )}
        {job.workType && (
          <li>
            <IconBriefcase size={16} aria-hidden />
            {job.workType}
          </li>
        )}
        {job.salaryRange && (
          <li>
            <IconCurrencyDollar size={16} aria-hidden />
            {job.salaryRange}
          </li>
        )}
        <li>
          <IconCalendarEvent size={16} aria-hidden />
          {t('jobMatching.card.posted', {
            date: format(new Date(job.publishedAt), 'd MMM yyyy'),
          })}
        </li>
      </ul>
      {canRemove && (
        <Button
          variant="subtle"
          color="red"
          c="red.9"
          // The default hover red is too dark behind red text (3.75:1).
          style={{ '--button-hover': 'var(--mantine-color-red-0)' }}
          size="compact-sm"
          className={classes.remove}
          leftSection={
            status.isPending && status.variables?.status === 'Deleted' ? (
              <Loader size={14} color="red.8" aria-hidden />
            ) : (
              <IconTrash size={16} aria-hidden />
            )
          }
          aria-label={t('jobMatching.card.removeJobNamed', { role: job.roleName })}
          onClick={remove}
        >
          {t('jobMatching.card.removeJob')}
        </Button>
      )}
    </Paper>
  );
});
