// Public company logos (the segment brandings point here): SVG kept with the company.
import type { Database } from '@talent/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { logoSvgOf } from './branding.service';

export function brandingRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/careers/branding/logo/:file',
      {
        schema: {
          params: z.object({
            file: z.string().regex(/^[a-z0-9-]{1,80}\.svg$/i, 'Expected {companyCode}.svg'),
          }),
        },
      },
      async (request, reply) => {
        const svg = await logoSvgOf(db, request.params.file.replace(/\.svg$/i, ''));
        // A stored SVG is served as an image with scripts off, never as a page.
        return reply
          .header('content-type', 'image/svg+xml')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .header('cache-control', 'public, max-age=86400')
          .send(svg);
      },
    );
  };
}
