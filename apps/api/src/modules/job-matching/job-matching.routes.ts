// The job matching API (spec 1 section 7), under /api/talentapi/job-matching: preferences,
// the skills model, the suggestions page data, the suggestions, saved jobs and job details.
// A job is named by its matching reference; one the talent may not see answers 404.
import {
  matchingJobDetailsSchema,
  matchingPreferencesSchema,
  matchingRefParamsSchema,
  savedJobStatusBodySchema,
  savedJobStatusResponseSchema,
  savedJobsCountSchema,
  savedJobsResponseSchema,
  skillsModelSchema,
  suggestionsPageDataSchema,
  suggestionsQuerySchema,
  suggestionsResponseSchema,
} from '@talent/contract';
import type { Database } from '@talent/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentTalent } from '../../plugins/talent-session';
import {
  acknowledgeNoLongerAvailable,
  getPreferences,
  getSkillsModel,
  matchingJobDetails,
  savedJobs,
  savedJobsCount,
  suggestions,
  suggestionsPageData,
  updatePreferences,
  updateSavedJobStatus,
  updateSkillsModel,
} from './job-matching.service';
import type { MatchingRefresher } from './refresh-job';

const PREFIX = '/api/talentapi/job-matching';

export function jobMatchingRoutes(deps: { db: Database; refresh: MatchingRefresher }) {
  const { db, refresh } = deps;
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get(
      `${PREFIX}/preferences`,
      { schema: { response: { 200: suggestionsPageDataSchema.shape.preferences } } },
      (request) => getPreferences(db, currentTalent(request).talentId),
    );
    api.put(
      `${PREFIX}/preferences`,
      {
        schema: {
          body: matchingPreferencesSchema,
          response: { 200: suggestionsPageDataSchema.shape.preferences },
        },
      },
      async (request) => {
        const { talentId } = currentTalent(request);
        const saved = await updatePreferences(db, talentId, request.body);
        await refresh.talent(talentId);
        return saved;
      },
    );
    api.get(`${PREFIX}/skills`, { schema: { response: { 200: skillsModelSchema } } }, (request) =>
      getSkillsModel(db, currentTalent(request).talentId),
    );
    api.put(
      `${PREFIX}/skills`,
      { schema: { body: skillsModelSchema, response: { 200: skillsModelSchema } } },
      async (request) => {
        const { talentId } = currentTalent(request);
        const saved = await updateSkillsModel(db, talentId, request.body);
        await refresh.talent(talentId);
        return saved;
      },
    );
    api.get(
      `${PREFIX}/suggestions-page-data`,
      { schema: { response: { 200: suggestionsPageDataSchema } } },
      (request) => suggestionsPageData(db, currentTalent(request).talentId),
    );
    api.get(
      `${PREFIX}/suggestions`,
      {
        schema: {
          querystring: suggestionsQuerySchema,
          response: { 200: suggestionsResponseSchema },
        },
      },
      (request) => suggestions(db, currentTalent(request).talentId, request.query.page),
    );
    api.get(
      `${PREFIX}/saved-jobs`,
      { schema: { response: { 200: savedJobsResponseSchema } } },
      (request) => savedJobs(db, currentTalent(request).talentId),
    );
    api.get(
      `${PREFIX}/saved-jobs/count`,
      { schema: { response: { 200: savedJobsCountSchema } } },
      (request) => savedJobsCount(db, currentTalent(request).talentId),
    );
    api.put(
      `${PREFIX}/saved-jobs/:id`,
      {
        schema: {
          params: matchingRefParamsSchema,
          body: savedJobStatusBodySchema,
          response: { 200: savedJobStatusResponseSchema },
        },
      },
      (request) =>
        updateSavedJobStatus(
          db,
          currentTalent(request).talentId,
          request.params.id,
          request.body.savedJobStatus,
        ),
    );
    api.post(
      `${PREFIX}/saved-jobs/:id/acknowledge-no-longer-available`,
      { schema: { params: matchingRefParamsSchema } },
      async (request, reply) => {
        await acknowledgeNoLongerAvailable(db, currentTalent(request).talentId, request.params.id);
        return reply.status(204).send();
      },
    );
    api.get(
      `${PREFIX}/job/:id`,
      { schema: { params: matchingRefParamsSchema, response: { 200: matchingJobDetailsSchema } } },
      (request) => matchingJobDetails(db, currentTalent(request).talentId, request.params.id),
    );
  };
}
