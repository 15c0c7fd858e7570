// PUT /api/talentapi/job-matching/saved-jobs/{matchingRefCode} { savedJobStatus, matchScore }:
// save, unsave or remove (Deleted: never suggested again) a job; and
// POST …/saved-jobs/{matchingRefCode}/acknowledge-no-longer-available for an unavailable one.
// Each change is recorded for the cached lists (lib/status-changes.ts) and moves the count.
import type { JobSuggestion } from '@talent/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/lib/http';
import { type ChangedStatus, statusChangesOf } from '../lib/status-changes';
import { jobMatchingKeys } from './query-keys';

type SavedJobStatus = JobSuggestion['savedJobStatus'];

const savedJobPath = (matchingRefCode: string) =>
  `/api/talentapi/job-matching/saved-jobs/${encodeURIComponent(matchingRefCode)}`;

export const updateSavedJobStatus = (
  matchingRefCode: string,
  body: { savedJobStatus: SavedJobStatus; matchScore?: number },
) => http(savedJobPath(matchingRefCode), { method: 'PUT', body });

export const acknowledgeNoLongerAvailable = (matchingRefCode: string) =>
  http(`${savedJobPath(matchingRefCode)}/acknowledge-no-longer-available`, { method: 'POST' });

/** What every list and count learns from a change of a job's status. */
export function applyStatusChange(
  queryClient: QueryClient,
  matchingRefCode: string,
  status: ChangedStatus,
) {
  statusChangesOf(queryClient).record(matchingRefCode, status);
  if (status !== 'Acknowledged')
    queryClient.setQueryData(jobMatchingKeys.job(matchingRefCode), (job) =>
      job ? { ...job, savedJobStatus: status } : job,
    );
  // The saved jobs list lacks a job saved elsewhere; one that left it is dropped by the rule.
  if (status === 'Saved')
    void queryClient.invalidateQueries({ queryKey: jobMatchingKeys.savedJobs() });
  void queryClient.invalidateQueries({ queryKey: jobMatchingKeys.savedJobsCount() });
}

export interface StatusChangeRequest {
  matchingRefCode: string;
  status: SavedJobStatus;
  matchScore?: number;
}

export function useUpdateSavedJobStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ matchingRefCode, status, matchScore }: StatusChangeRequest) =>
      updateSavedJobStatus(matchingRefCode, {
        savedJobStatus: status,
        ...(matchScore === undefined ? {} : { matchScore }),
      }),
    onSuccess: (_answer, { matchingRefCode, status }) =>
      applyStatusChange(queryClient, matchingRefCode, status),
  });
}

export function useAcknowledgeNoLongerAvailable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (matchingRefCode: string) => acknowledgeNoLongerAvailable(matchingRefCode),
    onSuccess: (_answer, matchingRefCode) =>
      applyStatusChange(queryClient, matchingRefCode, 'Acknowledged'),
  });
}
