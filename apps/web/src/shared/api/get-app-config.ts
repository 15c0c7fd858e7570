// GET /api/talentapi/app-config: feature flags and hosts for the whole app; fixed per session.
import { appConfigSchema } from '@talent/contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { httpJson } from '../lib/http';

export const getAppConfig = () => httpJson('/api/talentapi/app-config', appConfigSchema);

export const appConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['app-config'],
    queryFn: getAppConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** For components under a route whose loader ensured the app config. */
export const useAppConfig = () => useSuspenseQuery(appConfigQueryOptions()).data;
