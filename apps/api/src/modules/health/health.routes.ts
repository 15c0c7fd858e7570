// GET /api/health: 200 only when the database answers (within 2 s), else 503.
import { APP_VERSION, healthSchema } from '@talent/contract';
import type { DatabaseHandle } from '@talent/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const PING_TIMEOUT_MS = 2000;

export function healthRoutes(database: DatabaseHandle) {
  return async (app: FastifyInstance) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        '/api/health',
        { schema: { response: { 200: healthSchema, 503: healthSchema } }, logLevel: 'warn' },
        async (_request, reply) => {
          let timer: NodeJS.Timeout | undefined;
          const timeout = new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error('timeout')), PING_TIMEOUT_MS);
          });
          try {
            await Promise.race([database.ping(), timeout]);
            return { status: 'ok' as const, database: database.kind, version: APP_VERSION };
          } catch {
            return reply.status(503).send({
              status: 'unavailable' as const,
              database: database.kind,
              version: APP_VERSION,
            });
          } finally {
            clearTimeout(timer);
          }
        },
      );
  };
}
