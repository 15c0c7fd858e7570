// GET /api/health: 200 only when the database answers (within 2 s), else 503.
// GET /api/ready: the same check for a load balancer, answered 503 with Retry-After while the
// database cannot answer (and, from Fastify itself, while the process is closing), so traffic
// goes to the other processes meanwhile.
import { APP_VERSION, healthSchema, readinessSchema } from '@talent/contract';
import type { DatabaseHandle } from '@talent/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RETRY_AFTER_SECONDS } from '../../lib/database-errors';

const PING_TIMEOUT_MS = 2000;

/** Whether the database answers within PING_TIMEOUT_MS. */
async function databaseAnswers(database: DatabaseHandle): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), PING_TIMEOUT_MS);
  });
  try {
    await Promise.race([database.ping(), timeout]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function healthRoutes(database: DatabaseHandle) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get(
      '/api/health',
      { schema: { response: { 200: healthSchema, 503: healthSchema } }, logLevel: 'warn' },
      async (_request, reply) => {
        const ok = await databaseAnswers(database);
        return reply.status(ok ? 200 : 503).send({
          status: ok ? ('ok' as const) : ('unavailable' as const),
          database: database.kind,
          version: APP_VERSION,
        });
      },
    );
    api.get(
      '/api/ready',
      { schema: { response: { 200: readinessSchema, 503: readinessSchema } }, logLevel: 'warn' },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        if (await databaseAnswers(database)) return { ready: true, database: database.kind };
        return reply
          .status(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({ ready: false, database: database.kind });
      },
    );
  };
}
