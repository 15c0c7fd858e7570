// GET /api/talentapi/reference/countries and /countries/{iso2}/states for the manual address.
import { countrySchema, stateSchema } from '@talent/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { httpJson } from '../../../../shared/lib/http';

export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['reference', 'countries'],
    queryFn: ({ signal }) =>
      httpJson('/api/talentapi/reference/countries', z.array(countrySchema), { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useCountries = () => useQuery(countriesQueryOptions());

export const statesQueryOptions = (iso2: string) =>
  queryOptions({
    queryKey: ['reference', 'countries', iso2, 'states'],
    queryFn: ({ signal }) =>
      httpJson(
        `/api/talentapi/reference/countries/${encodeURIComponent(iso2)}/states`,
        z.array(stateSchema),
        { signal },
      ),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useStates = (iso2: string, enabled: boolean) =>
  useQuery({ ...statesQueryOptions(iso2), enabled: enabled && iso2.length === 2 });
