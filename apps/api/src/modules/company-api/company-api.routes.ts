// The employer side's calls (ours; docs/api.md). An operator issues a company a bearer token
// with the admin token (POST /api/admin/companies/{companyCode}/token); the company reads the
// profiles shared with it (GET /api/companyapi/talent/{profileCode}).
import {
  companyCodeParamsSchema,
  companyTokenSchema,
  COMPANY_API_MESSAGES as M,
  profileCodeParamsSchema,
  profilePreviewSchema,
} from '@talent/contract';
import type { Database } from '@talent/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdminToken } from '../../lib/admin-token';
import { AppError } from '../../lib/errors';
import type { TokenService } from '../../lib/tokens';
import { COMPANY_SCOPE, companyToken, sharedProfile } from './company-api.service';

async function companyOf(request: FastifyRequest, tokens: TokenService): Promise<string> {
  const given = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '')?.[1];
  const claims = given ? await tokens.verify(given, COMPANY_SCOPE) : null;
  if (!claims) throw new AppError('UNAUTHORIZED', M.tokenRequired);
  return claims.sub;
}

export function companyApiRoutes(deps: {
  db: Database;
  tokens: TokenService;
  adminToken: string | undefined;
}) {
  const { db, tokens, adminToken } = deps;
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get(
      '/api/companyapi/talent/:profileCode',
      {
        schema: {
          params: profileCodeParamsSchema,
          response: { 200: profilePreviewSchema },
        },
      },
      async (request, reply) => {
        const companyId = await companyOf(request, tokens);
        reply.header('cache-control', 'no-store');
        return sharedProfile(db, companyId, request.params.profileCode);
      },
    );
    if (!adminToken) return;
    api.post(
      '/api/admin/companies/:companyCode/token',
      {
        onRequest: requireAdminToken(adminToken),
        schema: {
          params: companyCodeParamsSchema,
          response: { 200: companyTokenSchema },
        },
      },
      (request) => companyToken(db, tokens, request.params.companyCode),
    );
  };
}
