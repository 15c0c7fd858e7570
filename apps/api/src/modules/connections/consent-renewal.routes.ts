// The consent reminder's link (no session: its signed token says which connection): what it
// renews, and the renewal itself, posted by the page's button. With the admin token, a reminder
// run now or as of a moment (operators and the end-to-end journeys).
import { consentRenewalInputSchema, consentRenewalSchema } from '@talent/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdminToken } from '../../lib/admin-token';
import {
  type ConsentReminderDeps,
  consentRenewalOf,
  renewConsentByLink,
  sendConsentReminders,
} from './consent-reminders';

const PATH = '/api/connections/consent-renewal';

export function consentRenewalRoutes(deps: ConsentReminderDeps & { adminToken?: string }) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get(
      PATH,
      {
        schema: { querystring: consentRenewalInputSchema, response: { 200: consentRenewalSchema } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return consentRenewalOf(deps, request.query.token);
      },
    );
    api.post(
      PATH,
      { schema: { body: consentRenewalInputSchema, response: { 200: consentRenewalSchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return renewConsentByLink(deps, request.body.token);
      },
    );
    if (!deps.adminToken) return;
    api.post(
      '/api/admin/consent-reminders/run',
      {
        onRequest: requireAdminToken(deps.adminToken),
        schema: {
          body: z.object({ asOf: z.iso.datetime({ offset: true }).optional() }).optional(),
          response: { 200: z.object({ sent: z.number(), failed: z.number() }) },
        },
      },
      (request) =>
        sendConsentReminders(
          { ...deps, log: request.log },
          request.body?.asOf ? new Date(request.body.asOf) : new Date(),
        ),
    );
  };
}
