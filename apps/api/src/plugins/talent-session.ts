// Resolves the signed-in talent for every talent call. Routes registered through
// `talentScope` answer 401 without a session; inside, `request.talent` is the caller, and
// every talent-owned row is read and written through its id.
import type { Database } from '@talent/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { databaseUnavailableError } from '../lib/database-errors';
import { unauthorized } from '../lib/errors';
import { type Auth, toWebHeaders } from '../modules/auth';
import { ensureTalent } from '../modules/talent';

export interface TalentIdentity {
  userId: string;
  email: string;
  /** The talent record's id (profileId in the spec). */
  talentId: string;
  fullName: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    talent: TalentIdentity | null;
  }
}

export async function resolveTalent(
  auth: Auth,
  db: Database,
  request: FastifyRequest,
): Promise<TalentIdentity | null> {
  const session = await auth.api
    .getSession({ headers: toWebHeaders(request) })
    .catch(async (error: unknown) => {
      throw (await databaseUnavailableError(db)) ?? error;
    });
  if (!session) return null;
  const talent = await ensureTalent(db, session.user.id, session.user.name);
  return {
    userId: session.user.id,
    email: session.user.email,
    talentId: talent.id,
    fullName: talent.fullName,
  };
}

/** The caller, for handlers inside a talent scope. */
export function currentTalent(request: FastifyRequest): TalentIdentity {
  if (!request.talent) throw unauthorized();
  return request.talent;
}

export function talentScope(
  deps: { auth: Auth; db: Database },
  register: (scope: FastifyInstance) => Promise<void> | void,
) {
  return async (scope: FastifyInstance) => {
    scope.decorateRequest('talent', null);
    scope.addHook('onRequest', async (request) => {
      request.talent = await resolveTalent(deps.auth, deps.db, request);
      if (!request.talent) throw unauthorized();
    });
    await register(scope);
  };
}
