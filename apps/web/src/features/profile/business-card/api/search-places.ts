// GET /api/talentapi/places?term=: suburbs, towns and cities for the card's location search.
import { placeSchema } from '@talent/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { httpJson } from '../../../../shared/lib/http';

const normalise = (term: string) => term.trim().slice(0, 100);

export const searchPlaces = (term: string, signal?: AbortSignal) =>
  httpJson(
    `/api/talentapi/places?${new URLSearchParams({ term: normalise(term) })}`,
    z.array(placeSchema),
    { signal },
  );

export const placesQueryOptions = (term: string) =>
  queryOptions({
    queryKey: ['places', normalise(term).toLowerCase()],
    queryFn: ({ signal }) => searchPlaces(term, signal),
    staleTime: 60 * 60_000,
  });

export const usePlaces = (term: string) =>
  useQuery({ ...placesQueryOptions(term), enabled: normalise(term).length > 0 });
