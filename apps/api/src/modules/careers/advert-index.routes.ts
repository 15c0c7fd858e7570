// What search engines read to find the adverts: /sitemap.xml lists every open public advert's
// careers address, and /robots.txt points to it. Public, like the adverts themselves.
import type { FastifyInstance } from 'fastify';
import type { CareersDeps } from './careers-deps';
import { sitemapAdverts } from './careers-job.service';

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

export function advertIndexRoutes({ db, config }: Pick<CareersDeps, 'db' | 'config'>) {
  const origin = new URL(config.publicUrl).origin;
  return async (app: FastifyInstance) => {
    app.get('/sitemap.xml', async (_request, reply) => {
      const adverts = await sitemapAdverts(db, origin);
      const urls = adverts.map(
        (advert) =>
          `  <url><loc>${escapeXml(advert.url)}</loc><lastmod>${advert.lastModified}</lastmod></url>`,
      );
      reply.header('content-type', 'application/xml; charset=utf-8');
      reply.header('cache-control', 'public, max-age=3600');
      return reply.send(
        [
          '<?xml version="1.0" encoding="UTF-8"?>',
          '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
          ...urls,
          '</urlset>',
          '',
        ].join('\n'),
      );
    });
    app.get('/robots.txt', async (_request, reply) => {
      reply.header('content-type', 'text/plain; charset=utf-8');
      reply.header('cache-control', 'public, max-age=86400');
      return reply.send(
        ['User-agent: *', 'Disallow: /api/', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n'),
      );
    });
  };
}
