// The home dashboard (spec 3 section 7): GET /api/talentapi/arrival-message (the banners) and
// GET /api/talentapi/dashboard-status (views, connections and profile completion). Register
// inside the talent scope: both read only the session's talent.
import { arrivalMessageSchema, dashboardStatusSchema } from '@talent/contract';
import type { Database } from '@talent/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { currentTalent } from '../../plugins/talent-session';
import { arrivalMessage, dashboardStatus } from './home.service';

export function homeRoutes(deps: { db: Database; config: Pick<AppConfig, 'features'> }) {
  const { db, config } = deps;
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get(
      '/api/talentapi/arrival-message',
      { schema: { response: { 200: arrivalMessageSchema } } },
      (request) =>
        arrivalMessage(db, currentTalent(request).talentId, {
          jobMatchingEnabled: config.features.jobMatchingEnabled,
        }),
    );
    api.get(
      '/api/talentapi/dashboard-status',
      { schema: { response: { 200: dashboardStatusSchema } } },
      (request) => dashboardStatus(db, currentTalent(request).talentId),
    );
  };
}
