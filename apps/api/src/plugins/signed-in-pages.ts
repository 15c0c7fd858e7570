// Signed-in pages with their content in the first response (decision 028), and a visitor's
// public advert (decision 018). The web build writes a server module
// (apps/web/dist-server/server.js) that draws such a page with the app's own routes, loaders and
// components, and a template per such page (dist/prerendered/signed-in/): here the module is
// loaded once, and for a page address it draws the page, calling this server's own routes
// in-process as that request's talent or visitor (reads only), and writes the page, its title
// and its data into the template. Anything else (a signed-in page for a visitor, another page, a
// failed or slow call) gets null, and the app draws the page itself.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sanitiseHtml } from '@talent/db/catalogue';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeHtml } from '../lib/escape-html';

/** What apps/web/src/prerender/signed-in.tsx exports (the two builds share no types). */
interface PageRenderer {
  /** The cleaner of advert HTML where there is no DOM: the catalogue's. */
  setServerSanitiser(sanitise: (html: string) => string): void;
  renderSignedInPage(
    url: string,
    talent: { send: (path: string, init: RequestInit) => Promise<Response>; cookie: string },
  ): Promise<{ page: string; title: string; html: string; data: unknown } | null>;
}

/** Past this the app draws the page itself: the first response does not wait on a slow call. */
export const FIRST_RESPONSE_DEADLINE_MS = 1500;

/** The page as sent, or null to send the plain index.html. */
export type SignedInPageHtml = (request: FastifyRequest, path: string) => Promise<string | null>;

/**
 * The renderer of the build next to `distDir`, or null when there is none (an API without a
 * web build, or a test's web folder). `prepare` is applied once to each template (the app's
 * scripts started after the first paint).
 */
export async function loadSignedInPages(
  app: FastifyInstance,
  distDir: string,
  prepare: (html: string) => string,
): Promise<SignedInPageHtml | null> {
  const moduleFile = join(distDir, '..', 'dist-server', 'server.js');
  const templateDir = join(distDir, 'prerendered', 'signed-in');
  if (!existsSync(moduleFile) || !existsSync(templateDir)) return null;
  const templates = new Map(
    readdirSync(templateDir)
      .filter((file) => file.endsWith('.html'))
      .map((file) => [
        basename(file, '.html'),
        prepare(readFileSync(join(templateDir, file), 'utf8')),
      ]),
  );
  const renderer = (await import(pathToFileURL(moduleFile).href)) as PageRenderer;
  const visitorPages = new VisitorPages();
  renderer.setServerSanitiser(sanitiseHtml);

  return async (request, path) => {
    // A visitor has none: the renderer then draws only the pages for visitors (the advert).
    const cookie = request.headers.cookie ?? '';
    const send = async (callPath: string, init: RequestInit) => {
      if ((init.method ?? 'GET') !== 'GET')
        throw new Error(`A first response only reads: ${callPath}`);
      const response = await app.inject({
        method: 'GET',
        url: callPath,
        headers: {
          ...Object.fromEntries(new Headers(init.headers)),
          ...(cookie ? { cookie } : {}),
          'user-agent': request.headers['user-agent'] ?? '',
        },
      });
      return new Response(response.statusCode === 204 ? null : response.rawPayload, {
        status: response.statusCode,
        headers: { 'content-type': String(response.headers['content-type'] ?? '') },
      });
    };
    // The page's whole address as the browser has it: the links it writes out carry its origin.
    const url = new URL(request.url, `${request.protocol}://${request.host}`).href;
    const draw = () => renderer.renderSignedInPage(url, { send, cookie });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), FIRST_RESPONSE_DEADLINE_MS);
    });
    const drawn = await Promise.race([cookie ? draw() : visitorPages.get(url, draw), late]).finally(
      () => clearTimeout(timer),
    );
    const template = drawn && templates.get(drawn.page);
    if (!drawn || !template) {
      if (drawn === null) request.log.debug({ path }, 'page drawn by the app');
      return null;
    }
    return (
      template
        .replace(
          '<title>FIRST_RESPONSE_TITLE</title>',
          () => `<title>${escapeHtml(drawn.title)}</title>`,
        )
        // The app takes this markup over as it is (hydration): what was typed stays.
        .replace('<!--first-response-->', () => drawn.html)
        .replace('</body>', () => `${dataScript(drawn.data)}\n  </body>`)
    );
  };
}

type Drawn = Awaited<ReturnType<PageRenderer['renderSignedInPage']>>;

/** How long a visitor's page, once drawn, is sent again as it is. */
export const VISITOR_PAGE_TTL_MS = 60_000;
const VISITOR_PAGES_KEPT = 500;

/**
 * A visitor's page (the public advert) is the same for every visitor, and drawing it costs the
 * server some 40 ms: each address is drawn at most once a minute (search engines read adverts
 * often), and two requests for it at once share one drawing. What it answered is kept, a page
 * the app draws itself (null) too; a drawing that failed is not.
 */
class VisitorPages {
  private readonly pages = new Map<string, { until: number; drawn: Promise<Drawn> }>();

  get(url: string, draw: () => Promise<Drawn>): Promise<Drawn> {
    const now = Date.now();
    const kept = this.pages.get(url);
    if (kept && kept.until > now) return kept.drawn;
    this.pages.delete(url);
    // The oldest first: a Map keeps the order in which its entries were set.
    for (const [oldest] of this.pages) {
      if (this.pages.size < VISITOR_PAGES_KEPT) break;
      this.pages.delete(oldest);
    }
    const drawn = draw();
    this.pages.set(url, { until: now + VISITOR_PAGE_TTL_MS, drawn });
    drawn.catch(() => this.pages.delete(url));
    return drawn;
  }
}

/** The data as JSON that cannot end its script element (the app reads it: first-response-data.ts). */
function dataScript(data: unknown): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="first-response-data">${json}</script>`;
}
