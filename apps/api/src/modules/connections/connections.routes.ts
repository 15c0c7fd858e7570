// The talent's connections (spec 3 sections 2 and 4; the paths are ours, docs/api.md): the
// list, the answers to a company's request (accept, decline, ignore: by request id), reconnect,
// disconnect, renew consent and the internal job alerts (by connection id). Register inside
// the talent scope: every call acts for the session's talent, and another talent's connection
// answers 404.
import {
  connectionIdParamsSchema,
  connectionJobAlertPreferencesResponseSchema,
  connectionJobAlertPreferencesSchema,
  connectionJobAlertsBodySchema,
  connectionRequestParamsSchema,
  connectionSchema,
  connectionsResponseSchema,
} from '@talent/contract';
import type { Database } from '@talent/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentTalent } from '../../plugins/talent-session';
import {
  acceptRequest,
  connections,
  declineRequest,
  disconnect,
  ignoreRequest,
  jobAlertPreferences,
  reconnect,
  renewConsent,
  setJobAlerts,
  updateJobAlertPreferences,
} from './connections.service';

const PREFIX = '/api/talentapi/connections';

export function connectionsRoutes(deps: { db: Database }) {
  const { db } = deps;
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const byRequest = { params: connectionRequestParamsSchema };
    const byId = { params: connectionIdParamsSchema };
    const one = { response: { 200: connectionSchema } };

    api.get(PREFIX, { schema: { response: { 200: connectionsResponseSchema } } }, (request) =>
      connections(db, currentTalent(request).talentId),
    );
    api.post(`${PREFIX}/requests/:requestId/accept`, { schema: { ...byRequest, ...one } }, (r) =>
      acceptRequest(db, currentTalent(r).talentId, r.params.requestId),
    );
    api.post(`${PREFIX}/requests/:requestId/decline`, { schema: { ...byRequest, ...one } }, (r) =>
      declineRequest(db, currentTalent(r).talentId, r.params.requestId),
    );
    api.post(`${PREFIX}/requests/:requestId/ignore`, { schema: byRequest }, async (r, reply) => {
      await ignoreRequest(db, currentTalent(r).talentId, r.params.requestId);
      return reply.status(204).send();
    });
    api.post(`${PREFIX}/:id/reconnect`, { schema: { ...byId, ...one } }, (r) =>
      reconnect(db, currentTalent(r).talentId, r.params.id),
    );
    api.post(`${PREFIX}/:id/disconnect`, { schema: byId }, async (r, reply) => {
      await disconnect(db, currentTalent(r).talentId, r.params.id);
      return reply.status(204).send();
    });
    api.post(`${PREFIX}/:id/renew-consent`, { schema: { ...byId, ...one } }, (r) =>
      renewConsent(db, currentTalent(r).talentId, r.params.id),
    );
    api.put(
      `${PREFIX}/:id/job-alerts`,
      { schema: { ...byId, body: connectionJobAlertsBodySchema, ...one } },
      (r) => setJobAlerts(db, currentTalent(r).talentId, r.params.id, r.body.enabled),
    );
    const preferences = { response: { 200: connectionJobAlertPreferencesResponseSchema } };
    api.get(`${PREFIX}/:id/job-alert-preferences`, { schema: { ...byId, ...preferences } }, (r) =>
      jobAlertPreferences(db, currentTalent(r).talentId, r.params.id),
    );
    api.put(
      `${PREFIX}/:id/job-alert-preferences`,
      { schema: { ...byId, body: connectionJobAlertPreferencesSchema, ...preferences } },
      (r) => updateJobAlertPreferences(db, currentTalent(r).talentId, r.params.id, r.body),
    );
  };
}
