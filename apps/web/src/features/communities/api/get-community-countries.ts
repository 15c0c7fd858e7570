// GET /api/talentapi/communities/countries: the countries that have talent communities, the
// country dropdown's options.
import { communityCountrySchema } from '@talent/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { httpJson } from '../../../shared/lib/http';
import { communitiesKeys } from './query-keys';

export const getCommunityCountries = (signal?: AbortSignal) =>
  httpJson('/api/talentapi/communities/countries', z.array(communityCountrySchema), { signal });

export const communityCountriesQueryOptions = () =>
  queryOptions({
    queryKey: communitiesKeys.countries(),
    queryFn: ({ signal }) => getCommunityCountries(signal),
    staleTime: 10 * 60_000,
  });

export const useCommunityCountries = () => useQuery(communityCountriesQueryOptions());
