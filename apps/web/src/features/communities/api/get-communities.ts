// GET /api/talentapi/communities?countryId=&filters=&text=&page=&pageSize=: one page of community
// cards (page is 1-based) and the count of all that match. The page shown stays while the next
// one loads, so the grid and the pagination do not jump.
import { communitiesResponseSchema } from '@talent/contract';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { httpJson } from '../../../shared/lib/http';
import type { CommunitiesRequest } from '../lib/community-search';
import { communitiesKeys } from './query-keys';

export function getCommunities(request: CommunitiesRequest, signal?: AbortSignal) {
  const query = new URLSearchParams({
    countryId: request.countryId,
    filters: request.filters,
    text: request.text,
    page: String(request.page),
    pageSize: String(request.pageSize),
  });
  return httpJson(`/api/talentapi/communities?${query}`, communitiesResponseSchema, { signal });
}

export const communitiesQueryOptions = (request: CommunitiesRequest) =>
  queryOptions({
    queryKey: communitiesKeys.list(request),
    queryFn: ({ signal }) => getCommunities(request, signal),
    placeholderData: keepPreviousData,
  });

/** Waits for the country (`request` null) before asking. */
export const useCommunities = (request: CommunitiesRequest | null) =>
  useQuery({
    queryKey: request ? communitiesKeys.list(request) : communitiesKeys.waiting(),
    queryFn: request ? ({ signal }) => getCommunities(request, signal) : skipToken,
    placeholderData: keepPreviousData,
  });
