import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

/** GET /api/ready: whether this process should be sent requests now (a load balancer's check). */
export const readinessSchema = z.object({
  ready: z.boolean(),
  database: z.enum(['pglite', 'postgres']),
});
export type Readiness = z.infer<typeof readinessSchema>;
