// GET /api/talentapi/places?term=&bias=: suburbs, towns and cities for the location search,
// each with its coordinates, bounds and distance unit.
import { placeSchema } from '@talent/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { httpJson } from '../../../shared/lib/http';

/** The API's limit on a place term. */
export const PLACE_TERM_MAX_LENGTH = 100;

export const normalisePlaceTerm = (term: string) => term.trim().slice(0, PLACE_TERM_MAX_LENGTH);

export const searchPlaces = (term: string, bias: string, signal?: AbortSignal) =>
  httpJson(
    `/api/talentapi/places?${new URLSearchParams({ term: normalisePlaceTerm(term), bias })}`,
    z.array(placeSchema),
    { signal },
  );

export const placesQueryOptions = (term: string, bias: string) =>
  queryOptions({
    queryKey: ['places', normalisePlaceTerm(term).toLowerCase(), bias],
    queryFn: ({ signal }) => searchPlaces(term, bias, signal),
    staleTime: 60 * 60_000,
  });

export const usePlaces = (term: string, bias: string) =>
  useQuery({ ...placesQueryOptions(term, bias), enabled: normalisePlaceTerm(term).length > 0 });
