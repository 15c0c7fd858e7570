// GET /api/employerapi/vacancy/preview/{segmentCode}/{urlCode}/{previewCode}: the employer's
// preview of an advert in the preview's field names (jobTitle, location, numOfPositions, ...).
import { segmentCodeSchema, urlCodeSchema, vacancyPreviewSchema } from '@talent/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getOrCreateSecret } from '../../lib/secrets';
import type { CareersDeps } from './careers-deps';
import { vacancyPreview } from './careers-job.service';

export function vacancyPreviewRoutes(deps: Pick<CareersDeps, 'db'>) {
  return async (app: FastifyInstance) => {
    const secret = await getOrCreateSecret(deps.db);
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/employerapi/vacancy/preview/:segmentCode/:urlCode/:previewCode',
      {
        schema: {
          params: z.object({
            segmentCode: segmentCodeSchema,
            urlCode: urlCodeSchema,
            previewCode: z.string().min(1).max(100),
          }),
          response: { 200: vacancyPreviewSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return vacancyPreview(deps.db, secret, request.params);
      },
    );
  };
}
