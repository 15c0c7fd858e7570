// Location search (autocomplete of suburbs, towns and cities), countries and states, all from
// the offline gazetteer of packages/geo. Talent calls.
import { countrySchema, placeSchema, placeSearchQuerySchema, stateSchema } from '@talent/contract';
import {
  countries,
  country,
  type Place as GeoPlace,
  searchPlaces,
  showStateFilter,
  states,
  unitForCountry,
} from '@talent/geo';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';

const toPlace = (p: GeoPlace) => ({
  id: p.id,
  name: p.name,
  label: p.label,
  stateName: p.stateName ?? null,
  stateCode: p.stateCode ?? null,
  countryIso2: p.countryIso2,
  countryName: p.countryName,
  postcode: p.postcode ?? null,
  latitude: p.latitude,
  longitude: p.longitude,
  bounds: p.bounds,
  distanceUnit: unitForCountry(p.countryIso2),
});

export function placesRoutes(homeCountry: string) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get(
      '/api/talentapi/places',
      { schema: { querystring: placeSearchQuerySchema, response: { 200: z.array(placeSchema) } } },
      async (request) => {
        const { term, country: countryIso2, bias, limit } = request.query;
        return searchPlaces(term, { countryIso2, limit, biasCountryIso2: bias ?? homeCountry }).map(
          toPlace,
        );
      },
    );
    api.get(
      '/api/talentapi/reference/countries',
      { schema: { response: { 200: z.array(countrySchema) } } },
      async (_request, reply) => {
        reply.header('cache-control', 'private, max-age=3600');
        return countries().map((c) => ({
          id: c.id,
          name: c.name,
          iso2: c.iso2,
          hasStateList: c.hasStateList,
          showStateFilter: showStateFilter(c.iso2),
          distanceUnit: unitForCountry(c.iso2),
          position: c.position,
        }));
      },
    );
    api.get(
      '/api/talentapi/reference/countries/:iso2/states',
      {
        schema: {
          params: z.object({ iso2: z.string().length(2) }),
          response: { 200: z.array(stateSchema) },
        },
      },
      async (request) => {
        const iso2 = request.params.iso2.toUpperCase();
        if (!country(iso2)) throw notFound(`Unknown country ${iso2}`);
        return states(iso2).map((s) => ({ id: s.id, name: s.name, code: s.code ?? null }));
      },
    );
  };
}
