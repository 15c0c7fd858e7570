// GET /api/talentapi/places?term=: suburbs, towns and cities for the role's optional location.
import { placeSchema } from '@talent/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { httpJson } from '../../../../shared/lib/http';

const normalise = (term: string) => term.trim().slice(0, 100);

export const searchPlaces = (term: string, signal?: AbortSignal) =>
  httpJson(
    `/api/talentapi/places?${new URLSearchParams({ term: normalise(term), limit: '8' })}`,
    z.array(placeSchema),
    { signal },
  );

export const rolePlacesQueryOptions = (term: string) =>
  queryOptions({
    queryKey: ['places', 'role', normalise(term).toLowerCase()],
    queryFn: ({ signal }) => searchPlaces(term, signal),
    staleTime: 60 * 60_000,
  });

export const useRolePlaces = (term: string) =>
  useQuery({ ...rolePlacesQueryOptions(term), enabled: normalise(term).length >= 2 });
