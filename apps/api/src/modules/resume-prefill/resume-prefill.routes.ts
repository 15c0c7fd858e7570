// The parsing progress and the pre-fill (spec 2 section 7.2). Registered inside the talent
// scope: both act on the signed-in talent's current resume only.
import { parsingProgressSchema, prefillResponseSchema } from '@talent/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentTalent } from '../../plugins/talent-session';
import { parsingProgress, prefillFromCv, type ResumePrefillDeps } from './resume-prefill.service';

export function resumePrefillRoutes(deps: ResumePrefillDeps) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get(
      '/api/workerapi/parsing/progress',
      { schema: { response: { 200: parsingProgressSchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return parsingProgress(deps, currentTalent(request).talentId);
      },
    );
    api.post(
      '/api/talentapi/cv-file/prefill',
      { schema: { response: { 200: prefillResponseSchema } } },
      (request) => prefillFromCv(deps, currentTalent(request).talentId),
    );
  };
}
