// GET /api/talentapi/job-listing/token: the short-lived bearer token the job search needs
// (spec 1 sections 3 and 4, "Auth token"). It lives in the query cache, which gives the spec's
// rules for free: reused while unexpired (staleTime runs to just before expiry), concurrent
// callers wait for the one request in flight (the query's fetching status is the busy flag),
// and signing out clears it with the rest of the cache (useSignOut calls queryClient.clear()).
import { jobSearchTokenSchema } from '@talent/contract';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { httpJson, isHttpError } from '../../../shared/lib/http';

export interface AuthToken {
  accessToken: string;
  tokenType: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** A token this close to its expiry is renewed rather than sent. */
export const TOKEN_EXPIRY_MARGIN_MS = 30_000;

export function toAuthToken(
  body: z.infer<typeof jobSearchTokenSchema>,
  now = Date.now(),
): AuthToken {
  return {
    accessToken: body.access_token,
    tokenType: body.token_type,
    expiresAt: now + body.expires_in * 1000,
  };
}

export const getSearchToken = async (): Promise<AuthToken> =>
  toAuthToken(await httpJson('/api/talentapi/job-listing/token', jobSearchTokenSchema));

export const searchTokenQueryKey = ['job-listing', 'token'] as const;

export const searchTokenQueryOptions = () =>
  queryOptions({
    queryKey: searchTokenQueryKey,
    queryFn: getSearchToken,
    // Measured from when the token arrived (dataUpdatedAt), as TanStack measures staleness.
    staleTime: (query) => {
      const token = query.state.data;
      if (!token) return 0;
      return Math.max(0, token.expiresAt - TOKEN_EXPIRY_MARGIN_MS - query.state.dataUpdatedAt);
    },
    gcTime: Number.POSITIVE_INFINITY,
  });

/** The current token: the cached one while unexpired, else one new request shared by all. */
export const ensureSearchToken = (queryClient: QueryClient) =>
  queryClient.query(searchTokenQueryOptions());

/** After a 401 from the search: the server no longer accepts this token. */
export const dropSearchToken = (queryClient: QueryClient) =>
  queryClient.removeQueries({ queryKey: searchTokenQueryKey, exact: true });

/** Runs a search call with a valid token, renewing it once if the server refuses it. */
export async function withSearchToken<T>(
  queryClient: QueryClient,
  call: (authorization: string) => Promise<T>,
): Promise<T> {
  const token = await ensureSearchToken(queryClient);
  try {
    return await call(`${token.tokenType} ${token.accessToken}`);
  } catch (error) {
    if (!isHttpError(error, 401)) throw error;
    dropSearchToken(queryClient);
    const renewed = await ensureSearchToken(queryClient);
    return call(`${renewed.tokenType} ${renewed.accessToken}`);
  }
}
