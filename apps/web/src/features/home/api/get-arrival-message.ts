// GET /api/talentapi/arrival-message: what to greet the talent with on home (spec 3 section 3):
// the welcome for new sign-ups, invitations, recent applications and the job-matching news.
import { arrivalMessageSchema } from '@talent/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpJson } from '../../../shared/lib/http';
import { homeKeys } from './query-keys';

export const getArrivalMessage = (signal?: AbortSignal) =>
  httpJson('/api/talentapi/arrival-message', arrivalMessageSchema, { signal });

export const arrivalMessageQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.arrivalMessage(),
    queryFn: ({ signal }) => getArrivalMessage(signal),
  });

export const useArrivalMessage = () => useQuery(arrivalMessageQueryOptions());
