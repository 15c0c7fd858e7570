// POST /api/careers/talent-job-search[/{page}/{pageSize}] and .../count: behind the
// short-lived bearer token of GET /api/talentapi/job-listing/token (not the cookie), so the
// search can be served apart from the talent API.
import {
  jobSearchArgsSchema,
  jobSearchMessages,
  jobSearchPageParamsSchema,
  jobSearchResultSchema,
} from '@talent/contract';
import type { Database } from '@talent/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import type { TokenService } from '../../lib/tokens';
import { countJobSearch, runJobSearch } from './job-search.service';

export const JOB_SEARCH_SCOPE = 'job-search';

async function talentFromToken(tokens: TokenService, request: FastifyRequest): Promise<string> {
  const header = request.headers.authorization ?? '';
  const [type, token] = header.split(' ');
  if (type?.toLowerCase() !== 'bearer' || !token)
    throw new AppError('UNAUTHORIZED', jobSearchMessages.tokenRequired);
  const claims = await tokens.verify(token, JOB_SEARCH_SCOPE);
  if (!claims) throw new AppError('UNAUTHORIZED', jobSearchMessages.tokenInvalid);
  return claims.sub;
}

export function jobSearchRoutes(deps: { db: Database; tokens: TokenService }) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const search = async (
      request: FastifyRequest,
      body: z.infer<typeof jobSearchArgsSchema>,
      page: { page: number; pageSize: number },
    ) => {
      const talentId = await talentFromToken(deps.tokens, request);
      return runJobSearch(deps.db, talentId, body, page);
    };
    api.post(
      '/api/careers/talent-job-search',
      { schema: { body: jobSearchArgsSchema, response: { 200: jobSearchResultSchema } } },
      (request) => search(request, request.body, { page: 1, pageSize: 10 }),
    );
    api.post(
      '/api/careers/talent-job-search/:page/:pageSize',
      {
        schema: {
          params: jobSearchPageParamsSchema,
          body: jobSearchArgsSchema,
          response: { 200: jobSearchResultSchema },
        },
      },
      (request) => search(request, request.body, request.params),
    );
    api.post(
      '/api/careers/talent-job-search/count',
      { schema: { body: jobSearchArgsSchema, response: { 200: z.number().int() } } },
      async (request) => {
        const talentId = await talentFromToken(deps.tokens, request);
        return countJobSearch(deps.db, talentId, request.body);
      },
    );
  };
}
