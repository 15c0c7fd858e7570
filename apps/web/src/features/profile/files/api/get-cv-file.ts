// GET /api/talentapi/cv-file: the talent's resume file, the accepted types and the pre-fill flags.
import { cvFileResponseSchema } from '@talent/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpJson } from '../../../../shared/lib/http';

export const cvFileQueryKey = ['profile', 'cv-file'] as const;

export const getCvFile = (signal?: AbortSignal) =>
  httpJson('/api/talentapi/cv-file', cvFileResponseSchema, { signal });

export const cvFileQueryOptions = () =>
  queryOptions({ queryKey: cvFileQueryKey, queryFn: ({ signal }) => getCvFile(signal) });

export const useCvFile = () => useQuery(cvFileQueryOptions());
