// GET /api/workerapi/webresume: the whole profile (roles, summaries, qualifications, IT skills,
// licences, languages and the four 'Not relevant to me' flags). Sections read their part of it.
import { webResumeSchema } from '@talent/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpJson } from '../../../shared/lib/http';

export const webResumeQueryKey = ['profile', 'webresume'] as const;

export const getWebResume = (signal?: AbortSignal) =>
  httpJson('/api/workerapi/webresume', webResumeSchema, { signal });

export const webResumeQueryOptions = () =>
  queryOptions({
    queryKey: webResumeQueryKey,
    queryFn: ({ signal }) => getWebResume(signal),
  });

export const useWebResume = () => useQuery(webResumeQueryOptions());
