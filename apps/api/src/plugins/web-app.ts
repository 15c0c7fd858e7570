// Serves the built web app under /talent (with the SPA's index.html for every client-side
// route) when apps/web/dist exists; `/` goes to the app.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadSignedInPages } from './signed-in-pages';

// Found through the API package (not this module's URL): the same from the source and from the
// compiled server (apps/api/dist).
export const defaultWebDist = join(
  dirname(createRequire(import.meta.url).resolve('@talent/api/package.json')),
  '../web/dist',
);

export interface WebAppOptions {
  distDir: string;
  /** Origins (besides the app's own) that may show the iframeable profile in a frame. */
  profileFrameOrigins?: string[];
  /**
   * The page for a client route with its content already in it (the public advert), made from
   * the app's index.html as sent for such pages (its scripts started after the first paint);
   * null to send index.html as it is.
   */
  pageHtml?: (path: string, indexHtml: string) => Promise<string | null>;
}

/** The CSP with `frame-ancestors` widened to the given origins. */
export function withFrameAncestors(csp: string, origins: string[]): string {
  const ancestors = `frame-ancestors 'self' ${origins.join(' ')}`.trim();
  return /frame-ancestors [^;]*/.test(csp)
    ? csp.replace(/frame-ancestors [^;]*/, ancestors)
    : `${csp};${ancestors}`;
}

export async function webApp(
  app: FastifyInstance,
  { distDir, profileFrameOrigins = [], pageHtml }: WebAppOptions,
) {
  app.get('/', (_request, reply) => reply.redirect('/talent/'));
  if (!existsSync(`${distDir}/index.html`)) {
    app.log.warn(`Web app not built (${distDir} missing): run npm run build:web`);
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/talent/',
    index: false,
    wildcard: false,
    // The build writes a brotli and a gzip copy of each text file (apps/web/scripts): sent to a
    // browser that accepts them.
    preCompressed: true,
    // Caching is set here alone: the plugin's own max-age replaced the assets' header below.
    cacheControl: false,
    setHeaders: (res, path) => {
      res.setHeader('vary', 'Accept-Encoding');
      // Hashed assets never change; index.html must be re-read to pick up a new version.
      res.setHeader(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });
  const sendIndex = (
    _request: unknown,
    reply: { header: (k: string, v: string) => unknown; sendFile: (f: string) => unknown },
  ) => {
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  };
  app.get('/talent', (_request, reply) => reply.redirect('/talent/'));
  app.get('/talent/', sendIndex);
  // A page with its content in the first response is made from index.html as the app starts
  // after its first paint, once here rather than per request (and no employer's text is ever
  // read by startAfterPaint's patterns).
  const pageShell = startAfterPaint(readFileSync(join(distDir, 'index.html'), 'utf8'));
  const prerendered = prerenderedPages(distDir);
  const signedInPage = await loadSignedInPages(app, distDir, startAfterPaint);
  app.get('/talent/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // Unknown files (with an extension) are a real 404; everything else is a client route.
    if (/\.[a-z0-9]+$/i.test(path)) {
      return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
    }
    // The iframeable profile is made to be shown inside the main platform's pages.
    if (profileFrameOrigins.length && /^\/talent\/iframeable-profile\/?$/.test(path)) {
      const csp = String(reply.getHeader('content-security-policy') ?? '');
      reply.header('content-security-policy', withFrameAncestors(csp, profileFrameOrigins));
      reply.removeHeader('x-frame-options');
    }
    const pageContent = (shell: string) =>
      pageHtml
        ? pageHtml(path, shell).catch((err: unknown) => {
            // The app shows the page from its own calls: the first response needs no database.
            request.log.warn({ err }, 'page content could not be put in the first response');
            return null;
          })
        : null;
    // A signed-in page drawn with the talent's data: theirs alone, never kept by a cache.
    const ownPage = signedInPage
      ? await signedInPage(request, path).catch((err: unknown) => {
          request.log.warn({ err }, 'signed-in page could not be drawn for the first response');
          return null;
        })
      : null;
    if (ownPage !== null) {
      // A visitor's advert drawn by the app's components gets the advert's head too (its
      // title, description, canonical address and JSON-LD).
      const page = (await pageContent(ownPage)) ?? ownPage;
      return sendPage(request, reply.header('vary', 'Cookie'), page, 'private, no-store');
    }
    const page = prerendered.get(path.replace(/\/$/, '')) ?? (await pageContent(pageShell));
    if (page !== null) return sendPage(request, reply, page, 'no-cache');
    return sendIndex(request, reply);
  });
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A page with its content, compressed as the browser accepts (brotli at a quality that takes
 * about a millisecond for a 90 KB page, or gzip): the pages' markup repeats itself, and a
 * signed-in page drawn with its data is some 90 KB before and 12 KB after.
 */
async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
  cacheControl: string,
) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('cache-control', cacheControl).type('text/html; charset=utf-8');
  reply.header('vary', [reply.getHeader('vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
  if (/\bbr\b/.test(accepted)) {
    const body = await brotli(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted)) {
    return reply.header('content-encoding', 'gzip').send(await gzipped(html));
  }
  return reply.send(html);
}

/**
 * Pages the build wrote with their content (apps/web/scripts/prerender.mjs), by address, as
 * they are sent: the app starting after their first paint.
 */
const PRERENDERED: Readonly<Record<string, string>> = { '/talent/login': 'login.html' };

function prerenderedPages(distDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const [path, file] of Object.entries(PRERENDERED)) {
    const at = join(distDir, 'prerendered', file);
    if (existsSync(at)) pages.set(path, startAfterPaint(readFileSync(at, 'utf8')));
  }
  return pages;
}

/**
 * A page whose content is in the first response starts the app after that content is painted:
 * its module script and preloads move into start-after-paint.js's data, so on a slow network
 * they do not hold the first paint back.
 */
export function startAfterPaint(html: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry) return html;
  const preloads: string[] = [];
  const without = html
    .replace(entry[0], '')
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_all, href: string) => {
      preloads.push(href);
      return '';
    });
  const loader = `<script defer src="/talent/start-after-paint.js" data-entry="${entry[1]}" data-preload="${preloads.join(' ')}"></script>`;
  return without.replace('</body>', `${loader}\n  </body>`);
}
