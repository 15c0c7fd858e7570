// The job search client (spec 1 sections 5 and 7): POST {careers API}/talent-job-search... with
// the bearer token. It needs the careers API config; without it: 'CAREERS_API_CONFIG must be
// provided'. Calls go to the configured path on this origin: the careers API is mounted under
// /api/careers of the same server (DESIGN.md), and in development Vite proxies /api to it.
import type { JobSearchArgs } from '@talent/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { httpJson } from '../../../shared/lib/http';
import { withSearchToken } from './get-search-token';

export const CAREERS_API_CONFIG_REQUIRED = 'CAREERS_API_CONFIG must be provided';

export interface SearchClient {
  post<S extends z.ZodType>(
    path: string,
    args: JobSearchArgs,
    schema: S,
    signal?: AbortSignal,
  ): Promise<z.infer<S>>;
}

export function careersApiPath(careersApiBaseUrl: string | null | undefined): string {
  if (!careersApiBaseUrl?.trim()) throw new Error(CAREERS_API_CONFIG_REQUIRED);
  return new URL(careersApiBaseUrl, 'http://relative.invalid').pathname.replace(/\/+$/, '');
}

export function createSearchClient(
  queryClient: QueryClient,
  careersApiBaseUrl: string | null | undefined,
): SearchClient {
  const base = careersApiPath(careersApiBaseUrl);
  return {
    post: (path, args, schema, signal) =>
      withSearchToken(queryClient, (authorization) =>
        httpJson(`${base}/talent-job-search${path}`, schema, {
          body: args,
          headers: { Authorization: authorization },
          signal,
        }),
      ),
  };
}
