// The careers client (spec 2 section 7.1): every careers call carries `Authorization: {token
// type} {access token}` with the careers token of the job's community, from
// GET /api/jobsapi/careers/auth/token/{segmentCode}. Tokens live in the query cache per viewer
// and community: reused while unexpired, one request shared by concurrent callers, renewed once
// when the server refuses one. The client needs its API config ('CAREERS_API_CONFIG must be
// provided') and a segment code for a token ('Segment code not provided').
import { type CareersToken, careersMessages, careersTokenSchema } from '@talent/contract';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { type HttpOptions, httpJson, isHttpError } from '../../../shared/lib/http';

export interface CareersApiConfig {
  /** {careers}: job, search, facets. */
  careersApiBaseUrl: string;
  /** /api/jobsapi/careers: token, attachments, customisation. */
  jobsApiBaseUrl: string;
  /** /api/employerapi: vacancy preview. */
  employerApiBaseUrl: string;
}

/** This installation serves the careers API itself, on the same origin. */
export const CAREERS_API_CONFIG: CareersApiConfig = {
  careersApiBaseUrl: '/api/careers',
  jobsApiBaseUrl: '/api/jobsapi/careers',
  employerApiBaseUrl: '/api/employerapi',
};

/** Whose token: the signed-in user's id, or 'visitor'. */
export type CareersIdentity = string;
export const VISITOR: CareersIdentity = 'visitor';

export interface AuthToken {
  accessToken: string;
  tokenType: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

const EXPIRY_MARGIN_MS = 30_000;

export function toAuthToken(body: CareersToken, now = Date.now()): AuthToken {
  return {
    accessToken: body.access_token,
    tokenType: body.token_type,
    expiresAt: now + body.expires_in * 1000,
  };
}

export const careersTokenQueryKey = (identity: CareersIdentity, segmentCode: string) =>
  ['careers', 'token', identity, segmentCode] as const;

export interface CareersClient {
  readonly config: CareersApiConfig;
  token(segmentCode: string | null | undefined, identity: CareersIdentity): Promise<AuthToken>;
  /** A call for the community's careers pages, with its token. */
  call<S extends z.ZodType>(
    segmentCode: string,
    identity: CareersIdentity,
    url: string,
    schema: S,
    options?: Omit<HttpOptions, 'headers'>,
  ): Promise<z.infer<S>>;
}

export function createCareersClient(
  queryClient: QueryClient,
  config: CareersApiConfig | null | undefined,
): CareersClient {
  if (!config) throw new Error(careersMessages.apiConfigRequired);
  const tokenOptions = (segmentCode: string, identity: CareersIdentity) =>
    queryOptions({
      queryKey: careersTokenQueryKey(identity, segmentCode),
      queryFn: async () =>
        toAuthToken(
          await httpJson(
            `${config.jobsApiBaseUrl}/auth/token/${encodeURIComponent(segmentCode)}`,
            careersTokenSchema,
          ),
        ),
      staleTime: (query) => {
        const token = query.state.data;
        if (!token) return 0;
        return Math.max(0, token.expiresAt - EXPIRY_MARGIN_MS - query.state.dataUpdatedAt);
      },
      gcTime: Number.POSITIVE_INFINITY,
      retry: false,
    });

  const token: CareersClient['token'] = async (segmentCode, identity) => {
    if (!segmentCode?.trim()) throw new Error(careersMessages.segmentCodeRequired);
    return queryClient.query(tokenOptions(segmentCode, identity));
  };

  return {
    config,
    token,
    async call(segmentCode, identity, url, schema, options) {
      const send = (t: AuthToken) =>
        httpJson(url, schema, {
          ...options,
          headers: { Authorization: `${t.tokenType} ${t.accessToken}` },
        });
      try {
        return await send(await token(segmentCode, identity));
      } catch (error) {
        if (!isHttpError(error, 401)) throw error;
        queryClient.removeQueries({ queryKey: careersTokenQueryKey(identity, segmentCode) });
        return send(await token(segmentCode, identity));
      }
    },
  };
}
