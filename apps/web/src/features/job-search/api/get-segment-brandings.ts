// GET /api/talentapi/job-listing/segment-brandings: each searchable community's square logo,
// shown on its job listing cards.
import { segmentBrandingSchema } from '@talent/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { httpJson } from '../../../shared/lib/http';

export const getSegmentBrandings = (signal?: AbortSignal) =>
  httpJson('/api/talentapi/job-listing/segment-brandings', z.array(segmentBrandingSchema), {
    signal,
  });

export const segmentBrandingsQueryOptions = () =>
  queryOptions({
    queryKey: ['job-listing', 'segment-brandings'],
    queryFn: ({ signal }) => getSegmentBrandings(signal),
    staleTime: 30 * 60_000,
  });

export const useSegmentBrandings = () => useQuery(segmentBrandingsQueryOptions());
