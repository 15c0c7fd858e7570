// GET /api/talentapi/connections: the talent's connections to companies' talent communities.
import { connectionsResponseSchema } from '@talent/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpJson } from '../../../shared/lib/http';
import { connectionsKeys } from './query-keys';

export const getConnections = async (signal?: AbortSignal) =>
  (await httpJson('/api/talentapi/connections', connectionsResponseSchema, { signal })).connections;

export const connectionsQueryOptions = () =>
  queryOptions({
    queryKey: connectionsKeys.list(),
    queryFn: ({ signal }) => getConnections(signal),
  });

export const useConnections = () => useQuery(connectionsQueryOptions());
