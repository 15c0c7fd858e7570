// Places, countries and states for the location search and address forms.
import { z } from 'zod';

export const boundsSchema = z.object({
  north: z.number(),
  south: z.number(),
  east: z.number(),
  west: z.number(),
});

export const placeSchema = z.object({
  id: z.string(),
  name: z.string(),
  label: z.string(),
  stateName: z.string().nullable(),
  stateCode: z.string().nullable(),
  countryIso2: z.string(),
  countryName: z.string(),
  postcode: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  bounds: boundsSchema,
  /** Kilometres or miles: the radius options to offer around this place. */
  distanceUnit: z.enum(['km', 'miles']),
});
export type Place = z.infer<typeof placeSchema>;

export const placeSearchQuerySchema = z.object({
  term: z
    .string()
    .trim()
    .min(1, 'Please type a place')
    .max(100, 'Place cannot be greater than 100 characters'),
  country: z.string().length(2).optional(),
  bias: z.string().length(2).optional(),
  limit: z.coerce.number().int().min(1).max(20).default(10),
});

export const countrySchema = z.object({
  id: z.string(),
  name: z.string(),
  iso2: z.string(),
  hasStateList: z.boolean(),
  showStateFilter: z.boolean(),
  distanceUnit: z.enum(['km', 'miles']),
  position: z.number(),
});
export type Country = z.infer<typeof countrySchema>;

export const stateSchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string().nullable(),
});
export type State = z.infer<typeof stateSchema>;
