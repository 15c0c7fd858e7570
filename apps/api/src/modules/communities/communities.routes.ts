// Find Communities' calls (spec 3 section 7): GET /api/talentapi/communities, /industries and
// /default-location, plus ours: the countries that have communities and connecting to one.
// Register inside the talent scope.
import {
  communitiesQuerySchema,
  communitiesResponseSchema,
  communityCountrySchema,
  communitySegmentParamsSchema,
  connectionSchema,
  defaultLocationSchema,
  industrySchema,
} from '@talent/contract';
import type { Database } from '@talent/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentTalent } from '../../plugins/talent-session';
import {
  communityCountries,
  connect,
  defaultLocation,
  industries,
  searchCommunities,
} from './communities.service';

export function communitiesRoutes(deps: { db: Database; homeCountry: string }) {
  const { db, homeCountry } = deps;
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get(
      '/api/talentapi/communities',
      {
        schema: {
          querystring: communitiesQuerySchema,
          response: { 200: communitiesResponseSchema },
        },
      },
      (request) => searchCommunities(db, currentTalent(request).talentId, request.query),
    );
    api.get(
      '/api/talentapi/communities/countries',
      { schema: { response: { 200: z.array(communityCountrySchema) } } },
      () => communityCountries(db),
    );
    api.post(
      '/api/talentapi/communities/:segmentCode/connect',
      {
        schema: {
          params: communitySegmentParamsSchema,
          response: { 200: connectionSchema },
        },
      },
      (request) => connect(db, currentTalent(request).talentId, request.params.segmentCode),
    );
    api.get(
      '/api/talentapi/industries',
      { schema: { response: { 200: z.array(industrySchema) } } },
      () => industries(db),
    );
    api.get(
      '/api/talentapi/default-location',
      { schema: { response: { 200: defaultLocationSchema } } },
      (request) => defaultLocation(db, currentTalent(request).talentId, homeCountry),
    );
  };
}
