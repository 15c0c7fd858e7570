// GET /api/talentapi/default-location: the country the country dropdown starts on (the talent's
// own, or the installation's home country).
import { defaultLocationSchema } from '@talent/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpJson } from '../../../shared/lib/http';
import { communitiesKeys } from './query-keys';

export const getDefaultLocation = (signal?: AbortSignal) =>
  httpJson('/api/talentapi/default-location', defaultLocationSchema, { signal });

export const defaultLocationQueryOptions = () =>
  queryOptions({
    queryKey: communitiesKeys.defaultLocation(),
    queryFn: ({ signal }) => getDefaultLocation(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useDefaultLocation = () => useQuery(defaultLocationQueryOptions());
