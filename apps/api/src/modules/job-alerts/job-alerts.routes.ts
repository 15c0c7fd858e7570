// Job alert calls (spec 3 section 7): the preferences and the alert search criteria (talent
// scope); unsubscribing with a mail's signed token (no session: the page's button posts
// `{ token }`, a mailbox provider's one-click posts `List-Unsubscribe=One-Click` to the
// address with `?token=`); and, with the admin token, a digest run now (or as of a moment).
import {
  alertPreferencesInputSchema,
  alertPreferencesSchema,
  alertSearchCriteriaSchema,
  JOB_ALERT_MESSAGES,
  unsubscribeResponseSchema,
} from '@talent/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdminToken } from '../../lib/admin-token';
import { AppError } from '../../lib/errors';
import { currentTalent } from '../../plugins/talent-session';
import { type DigestDeps, runDigests } from './digest';
import {
  alertPreferences,
  alertSearchCriteria,
  saveAlertPreferences,
  unsubscribe,
} from './job-alerts.service';

const PREFIX = '/api/talentapi/job-listing';

/** Inside the talent scope. */
export function jobAlertRoutes(deps: Pick<DigestDeps, 'db'>) {
  const { db } = deps;
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get(
      `${PREFIX}/alert-preferences`,
      { schema: { response: { 200: alertPreferencesSchema } } },
      (request) => alertPreferences(db, currentTalent(request).talentId),
    );
    api.post(
      `${PREFIX}/alert-preferences`,
      { schema: { body: alertPreferencesInputSchema, response: { 200: alertPreferencesSchema } } },
      (request) => saveAlertPreferences(db, currentTalent(request).talentId, request.body),
    );
    api.get(
      `${PREFIX}/alert-search-criteria`,
      { schema: { response: { 200: alertSearchCriteriaSchema } } },
      (request) => alertSearchCriteria(db, currentTalent(request).talentId),
    );
  };
}

/** Outside the talent scope: the unsubscribe (its token) and the admin run (the admin token). */
export function jobAlertPublicRoutes(deps: DigestDeps & { adminToken: string | undefined }) {
  const { db, tokens, adminToken } = deps;
  return async (app: FastifyInstance) => {
    // A one-click unsubscribe is a form post: its fields are read, the token is in the address.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.post(
      '/api/job-alerts/unsubscribe',
      {
        schema: {
          querystring: z.object({ token: z.string().max(2000).optional() }),
          body: z
            .object({ token: z.string().max(2000).optional() })
            .passthrough()
            .optional(),
          response: { 200: unsubscribeResponseSchema },
        },
      },
      async (request, reply) => {
        const token = request.body?.token ?? request.query.token;
        if (!token) throw new AppError('BAD_REQUEST', JOB_ALERT_MESSAGES.unsubscribeInvalid);
        reply.header('cache-control', 'no-store');
        return unsubscribe(db, tokens, token);
      },
    );
    if (!adminToken) return;
    api.post(
      '/api/admin/job-alerts/run',
      {
        onRequest: requireAdminToken(adminToken),
        schema: {
          body: z.object({ asOf: z.iso.datetime({ offset: true }).optional() }).optional(),
          response: {
            200: z.object({ prepared: z.number(), sent: z.number(), failed: z.number() }),
          },
        },
      },
      (request) =>
        runDigests(
          { ...deps, log: request.log },
          request.body?.asOf ? new Date(request.body.asOf) : new Date(),
        ),
    );
  };
}
