// GET /api/talentapi/session: who is signed in. Kept for the life of the page: identity
// changes elsewhere are detected separately (app/session) rather than silently swapped in.
import { talentSessionSchema } from '@talent/contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { httpJson } from '../lib/http';

export const getSession = (signal?: AbortSignal) =>
  httpJson('/api/talentapi/session', talentSessionSchema, { signal });

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: ['session'],
    queryFn: ({ signal }) => getSession(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** For components under a route whose loader ensured the session. */
export const useSession = () => useSuspenseQuery(sessionQueryOptions()).data;
