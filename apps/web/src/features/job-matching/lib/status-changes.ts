// The saved statuses the talent changed during this visit, per job (its matching reference).
// The suggestions and saved jobs pages are kept in the cache while the talent reads a job's
// details, and come back as they were; a cached job whose saved status changed since (on its
// details, or on the other list) is dropped from the cached list (spec 1 section 4).
import type { JobSuggestion } from '@talent/contract';
import type { QueryClient } from '@tanstack/react-query';

/** Acknowledged: an unavailable saved job the talent removed. */
export type ChangedStatus = JobSuggestion['savedJobStatus'] | 'Acknowledged';

export interface StatusChange {
  status: ChangedStatus;
  /** Date.now() of the change: a list fetched after it already reflects it. */
  at: number;
}

export class StatusChanges {
  private readonly changes = new Map<string, StatusChange>();

  record(matchingReferenceId: string, status: ChangedStatus, at = Date.now()) {
    this.changes.set(matchingReferenceId, { status, at });
  }

  get = (matchingReferenceId: string): StatusChange | undefined =>
    this.changes.get(matchingReferenceId);
}

const byClient = new WeakMap<QueryClient, StatusChanges>();

/** One record per query client, so each test (and each page load) starts with none. */
export function statusChangesOf(queryClient: QueryClient): StatusChanges {
  let changes = byClient.get(queryClient);
  if (!changes) {
    changes = new StatusChanges();
    byClient.set(queryClient, changes);
  }
  return changes;
}

type ListedJob = Pick<JobSuggestion, 'matchingReferenceId' | 'savedJobStatus'>;

/** True when the talent changed the job's status after this copy of it was listed. */
export function statusChanged(job: ListedJob, change: StatusChange | undefined): boolean {
  return change !== undefined && change.status !== job.savedJobStatus;
}

/**
 * The cache rule: the jobs of a cached list less those whose saved status changed elsewhere
 * before the list was shown again (`shownAt`). A change made on the list itself after that is
 * the card's to animate away (see use-card-transition.ts).
 */
export function withoutChangedJobs<J extends ListedJob>(
  jobs: readonly J[],
  changeOf: (matchingReferenceId: string) => StatusChange | undefined,
  shownAt: number,
): J[] {
  return jobs.filter((job) => {
    const change = changeOf(job.matchingReferenceId);
    return !(change && change.at <= shownAt && statusChanged(job, change));
  });
}
