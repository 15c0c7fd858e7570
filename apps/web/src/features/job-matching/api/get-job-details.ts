// GET /api/talentapi/job-matching/job/{matchingRefCode}: a job's details with the talent's
// score and the comparison of its skills with the talent's.
import { matchingJobDetailsSchema } from '@talent/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpJson } from '../../../shared/lib/http';
import { jobMatchingKeys } from './query-keys';

export const getJobDetails = (matchingRefCode: string, signal?: AbortSignal) =>
  httpJson(
    `/api/talentapi/job-matching/job/${encodeURIComponent(matchingRefCode)}`,
    matchingJobDetailsSchema,
    { signal },
  );

export const jobDetailsQueryOptions = (matchingRefCode: string) =>
  queryOptions({
    queryKey: jobMatchingKeys.job(matchingRefCode),
    queryFn: ({ signal }) => getJobDetails(matchingRefCode, signal),
    staleTime: 60_000,
  });

export const useJobDetails = (matchingRefCode: string) =>
  useQuery(jobDetailsQueryOptions(matchingRefCode));
