// GET /cf-api/app-versions/{appId_environmentId}: the latest version of the web app, which
// is the version this server was built from. Older tabs compare and warn (spec 3).
import { APP_ID, APP_VERSION, appVersionSchema } from '@talent/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';

export async function appVersionRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/cf-api/app-versions/:key',
    {
      schema: {
        params: z.object({
          key: z.string().regex(/^[a-z0-9-]+_[a-z0-9-]+$/i, 'Expected {appId}_{environmentId}'),
        }),
        response: { 200: appVersionSchema },
      },
    },
    async (request) => {
      const [appId = '', environmentId = ''] = request.params.key.split('_');
      if (appId !== APP_ID) throw notFound(`Unknown app ${appId}`);
      return { appId, environmentId, version: APP_VERSION };
    },
  );
}
