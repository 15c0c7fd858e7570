// GET /api/translations/?lang=: the web app's strings. Unknown languages get the default
// (en-AU), named in Content-Language. Public: the sign-in page needs them.
import { DEFAULT_LANGUAGE, translations } from '@talent/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

export async function translationsRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/translations/',
      { schema: { querystring: z.object({ lang: z.string().max(35).optional() }) } },
      async (request, reply) => {
        const requested = request.query.lang ?? DEFAULT_LANGUAGE;
        const language = translations[requested] ? requested : DEFAULT_LANGUAGE;
        reply.header('content-language', language);
        reply.header('cache-control', 'public, max-age=300');
        return translations[language];
      },
    );
}
