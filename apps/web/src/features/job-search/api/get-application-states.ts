// POST /api/talentapi/job-listing/application-states: the talent's applications to the jobs on
// show, for the cards' application tags. Asked per page of results, so Show more asks only
// for the new jobs.
import { applicationStatesResponseSchema } from '@talent/contract';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { httpJson } from '../../../shared/lib/http';
import { applicationKey } from '../lib/application-tag';

export const getApplicationStates = (jobUrlCodes: string[], signal?: AbortSignal) =>
  httpJson('/api/talentapi/job-listing/application-states', applicationStatesResponseSchema, {
    body: { jobUrlCodes },
    signal,
  });

export const applicationStatesQueryOptions = (jobUrlCodes: string[]) =>
  queryOptions({
    queryKey: ['job-listing', 'application-states', jobUrlCodes],
    queryFn: ({ signal }) => getApplicationStates(jobUrlCodes, signal),
    enabled: jobUrlCodes.length > 0,
  });

/** The application state of each job on show, by segment code and url code. */
export function useApplicationStates(pages: readonly { urlCode: string }[][]) {
  return useQueries({
    queries: pages.map((jobs) => applicationStatesQueryOptions(jobs.map((j) => j.urlCode))),
    combine: (results) => ({
      states: new Map(
        results.flatMap((r) =>
          (r.data?.applications ?? []).map(
            (a) => [applicationKey(a.segmentCode, a.urlCode), a.state] as const,
          ),
        ),
      ),
      error: results.find((r) => r.error)?.error ?? null,
    }),
  });
}
