// The talent's job applications (/api/talentapi/job-applications; spec 3 names the page, the
// paths are ours): list (optionally for one advert), apply with the profile, withdraw.
// Register inside the talent scope: every call needs the session and acts for its talent.
import {
  applyForJobBodySchema,
  jobApplicationIdParamsSchema,
  jobApplicationSchema,
  jobApplicationsQuerySchema,
  jobApplicationsResponseSchema,
} from '@talent/contract';
import type { Database } from '@talent/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentTalent } from '../../plugins/talent-session';
import { applyForJob, jobApplications, withdrawJobApplication } from './job-applications.service';

const PREFIX = '/api/talentapi/job-applications';

export function jobApplicationRoutes(deps: { db: Database }) {
  const { db } = deps;
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get(
      PREFIX,
      {
        schema: {
          querystring: jobApplicationsQuerySchema,
          response: { 200: jobApplicationsResponseSchema },
        },
      },
      async (request) => ({
        applications: await jobApplications(db, currentTalent(request).talentId, request.query),
      }),
    );
    api.post(
      PREFIX,
      {
        schema: {
          body: applyForJobBodySchema,
          response: { 200: jobApplicationSchema, 201: jobApplicationSchema },
        },
      },
      async (request, reply) => {
        const { application, created } = await applyForJob(
          db,
          currentTalent(request).talentId,
          request.body,
        );
        return reply.status(created ? 201 : 200).send(application);
      },
    );
    api.post(
      `${PREFIX}/:id/withdraw`,
      {
        schema: {
          params: jobApplicationIdParamsSchema,
          response: { 200: jobApplicationSchema },
        },
      },
      (request) => withdrawJobApplication(db, currentTalent(request).talentId, request.params.id),
    );
  };
}
