// Privacy calls (spec 3 section 7): whether a password is set, closing the account, and the data
// export (talent scope); confirming a closure from its mailed link (no session: the link's token
// says whose; the page posts it, so the same-origin rule of every write still applies).
import {
  confirmAccountDeletionInputSchema,
  confirmAccountDeletionResponseSchema,
  deleteAccountInputSchema,
  deleteAccountResponseSchema,
  hasSetPasswordSchema,
} from '@talent/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { attachmentDisposition } from '../../lib/content-disposition';
import { currentTalent, type SessionCache } from '../../plugins/talent-session';
import { type Auth, toWebHeaders } from '../auth';
import {
  type AccountDeps,
  confirmAccountDeletion,
  hasSetPassword,
  requestAccountDeletion,
} from './account.service';
import { buildDataExport } from './data-export.service';

export type PrivacyDeps = Omit<AccountDeps, 'log'> & { auth: Auth; sessions: SessionCache };

const withLog = (deps: PrivacyDeps, request: FastifyRequest): AccountDeps => ({
  ...deps,
  log: request.log,
});

/** The sign-out's cookie-clearing headers. */
async function signOutCookies(auth: Auth, request: FastifyRequest): Promise<string[]> {
  const { headers } = await auth.api.signOut({
    headers: toWebHeaders(request),
    returnHeaders: true,
  });
  return headers.getSetCookie();
}

/** Inside the talent scope. */
export function privacyRoutes(deps: PrivacyDeps) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get(
      '/api/talentapi/privacy/has-set-password',
      { schema: { response: { 200: hasSetPasswordSchema } } },
      async (request) => ({
        hasSetPassword: await hasSetPassword(deps.db, currentTalent(request).userId),
      }),
    );
    api.post(
      '/api/talentapi/settings/delete-account',
      {
        schema: { body: deleteAccountInputSchema, response: { 200: deleteAccountResponseSchema } },
      },
      async (request, reply) => {
        const { userId } = currentTalent(request);
        const outcome = await requestAccountDeletion(withLog(deps, request), userId, request.body);
        if (outcome === 'closed') {
          // The sessions went with the user; this clears the browser's cookie too.
          deps.sessions.clear();
          const cookies = await signOutCookies(deps.auth, request).catch(() => []);
          if (cookies.length) reply.header('set-cookie', cookies);
        }
        return { outcome };
      },
    );
    api.get('/api/talentapi/privacy/data-export', async (request, reply: FastifyReply) => {
      const talent = currentTalent(request);
      const { fileName, bytes } = await buildDataExport(deps, talent);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachmentDisposition(fileName))
        .header('cache-control', 'no-store')
        .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    });
  };
}

/** Outside the talent scope: the mailed link's confirmation. */
export function accountConfirmationRoutes(deps: PrivacyDeps) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().post(
      '/api/account/confirm-deletion',
      {
        schema: {
          body: confirmAccountDeletionInputSchema,
          response: { 200: confirmAccountDeletionResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        await confirmAccountDeletion(withLog(deps, request), request.body.token);
        deps.sessions.clear();
        return { outcome: 'closed' as const };
      },
    );
  };
}
