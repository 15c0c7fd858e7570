// GET /api/workerapi/webresume/roles: the talent's roles, current first, then newest start.
// Keyed under the web resume so refreshing the profile (e.g. after clear all) reloads them too.
import { rolesResponseSchema } from '@talent/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpJson } from '../../../../shared/lib/http';

export const rolesQueryKey = ['profile', 'webresume', 'roles'] as const;

export const getRoles = (signal?: AbortSignal) =>
  httpJson('/api/workerapi/webresume/roles', rolesResponseSchema, { signal });

export const rolesQueryOptions = () =>
  queryOptions({ queryKey: rolesQueryKey, queryFn: ({ signal }) => getRoles(signal) });

export const useRoles = () => useQuery(rolesQueryOptions());
