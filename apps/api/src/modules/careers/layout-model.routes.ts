// GET /api/layoutapi/model/talent/{name}?isHybrid=true: the layout model of the talent pages
// (header and footer of the hybrid app). One layout, 'default'.
import {
  APP_BASE_PATH,
  APP_VERSION,
  careersMessages,
  type LayoutModel,
  layoutModelSchema,
  layoutQuerySchema,
} from '@talent/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { notFound } from '../../lib/errors';

export const DEFAULT_LAYOUT = 'default';

export function layoutModel(config: AppConfig, isHybrid: boolean): LayoutModel {
  return {
    name: DEFAULT_LAYOUT,
    isHybrid,
    basePath: APP_BASE_PATH,
    appVersion: APP_VERSION,
    header: { title: 'Talent Portal', homeUrl: `${config.publicUrl}${APP_BASE_PATH}/home` },
    footer: {
      links: [
        { label: 'Privacy', url: `${config.publicUrl}${APP_BASE_PATH}/privacy` },
        { label: 'Find Jobs', url: `${config.publicUrl}${APP_BASE_PATH}/find-jobs` },
      ],
    },
  };
}

export function layoutModelRoutes(config: AppConfig) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/layoutapi/model/talent/:name',
      {
        schema: {
          params: z.object({ name: z.string().min(1).max(50) }),
          querystring: layoutQuerySchema,
          response: { 200: layoutModelSchema },
        },
      },
      async (request, reply) => {
        if (request.params.name !== DEFAULT_LAYOUT) throw notFound(careersMessages.layoutNotFound);
        reply.header('cache-control', 'public, max-age=300');
        return layoutModel(config, request.query.isHybrid !== 'false');
      },
    );
  };
}
