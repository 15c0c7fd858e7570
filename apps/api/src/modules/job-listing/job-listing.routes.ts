// The talent API's job-listing group (spec 1 section 7): the search token, the saved
// criteria, the filter options, application states, community logos and the Find Jobs badge.
import {
  applicationStatesBodySchema,
  applicationStatesResponseSchema,
  jobSearchTokenSchema,
  newJobsCountSchema,
  searchCriteriaInputSchema,
  searchCriteriaResponseSchema,
  searchFiltersSchema,
  segmentBrandingSchema,
} from '@talent/contract';
import type { Database } from '@talent/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TokenService } from '../../lib/tokens';
import { currentTalent } from '../../plugins/talent-session';
import { JOB_SEARCH_SCOPE } from '../job-search';
import {
  applicationStatesOf,
  newJobsCount,
  searchCriteria,
  searchFilters,
  segmentBrandings,
  updateSearchCriteria,
} from './job-listing.service';

export const JOB_SEARCH_TOKEN_TTL_SECONDS = 15 * 60;
const PREFIX = '/api/talentapi/job-listing';

export function jobListingRoutes(deps: { db: Database; tokens: TokenService }) {
  const { db, tokens } = deps;
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get(
      `${PREFIX}/token`,
      { schema: { response: { 200: jobSearchTokenSchema } } },
      async (request) => {
        const token = await tokens.issue(
          { sub: currentTalent(request).talentId, scope: JOB_SEARCH_SCOPE },
          JOB_SEARCH_TOKEN_TTL_SECONDS,
        );
        return {
          access_token: token.accessToken,
          token_type: token.tokenType,
          expires_in: token.expiresIn,
        };
      },
    );
    api.get(
      `${PREFIX}/search-criteria`,
      { schema: { response: { 200: searchCriteriaResponseSchema } } },
      (request) => searchCriteria(db, currentTalent(request).talentId),
    );
    api.post(
      `${PREFIX}/search-criteria`,
      {
        schema: {
          body: searchCriteriaInputSchema,
          response: { 200: searchCriteriaResponseSchema },
        },
      },
      (request) => updateSearchCriteria(db, currentTalent(request).talentId, request.body),
    );
    api.get(
      `${PREFIX}/search-filters`,
      { schema: { response: { 200: searchFiltersSchema } } },
      (request) => searchFilters(db, currentTalent(request).talentId),
    );
    api.post(
      `${PREFIX}/application-states`,
      {
        schema: {
          body: applicationStatesBodySchema,
          response: { 200: applicationStatesResponseSchema },
        },
      },
      async (request) => {
        const rows = await applicationStatesOf(
          db,
          currentTalent(request).talentId,
          request.body.jobUrlCodes,
          request.body.segmentCode ?? null,
        );
        return applicationStatesResponseSchema.parse({ applications: rows });
      },
    );
    api.get(
      `${PREFIX}/segment-brandings`,
      { schema: { response: { 200: z.array(segmentBrandingSchema) } } },
      (request) => segmentBrandings(db, currentTalent(request).talentId),
    );
    api.get(
      `${PREFIX}/new-jobs-count`,
      { schema: { response: { 200: newJobsCountSchema } } },
      async (request) => ({
        count: await newJobsCount(db, currentTalent(request).talentId),
      }),
    );
  };
}
