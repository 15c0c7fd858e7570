// Signed-in pages drawn by the web build's server module (decision 028), as the API sends them:
// the module here is a small one written by the test (the real one is the web build's, checked
// by the web app's own tests and the end-to-end journey), so what is tested is the API's part:
// calls made in-process as the request's talent, reads only, the deadline, the template filled
// in, the data escaped, the page compressed and never cached; a visitor's page drawn without
// cookies, with the server's HTML cleaner.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { createTestDatabase } from '@talent/db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { sendOriginByDefault, signUp } from '../test/harness';
import { VISITOR_PAGE_TTL_MS } from './signed-in-pages';

const INDEX = `<!doctype html><html lang="en-AU"><head><title>Talent Portal</title>
<script type="module" crossorigin src="/talent/assets/index-a1.js"></script>
</head><body><div id="root"></div></body></html>`;
const TEMPLATE = INDEX.replace(
  '<title>Talent Portal</title>',
  '<title>FIRST_RESPONSE_TITLE</title>',
)
  .replace('<html lang="en-AU">', '<html lang="en-AU" data-mantine-color-scheme="light">')
  .replace('<div id="root"></div>', '<div id="root"><!--first-response--></div>');

// What the web build's renderSignedInPage does, in small: it calls the API as the talent and
// draws what it read.
const SERVER_MODULE = `
let sanitise = null;
let drawings = 0;
export function setServerSanitiser(clean) { sanitise = clean; }
export async function renderSignedInPage(url, { send, cookie }) {
  const path = new URL(url).pathname;
  if (path === '/talent/visitor-page') {
    if (cookie) return null;
    const response = await send('/api/auth/get-session', { headers: {} });
    drawings += 1;
    return {
      page: 'visitor-page',
      title: 'An advert | Talent Portal',
      html: sanitise('<p onclick="steal()">For visitors (' + response.status + '), drawing ' + drawings + '</p><script>steal()</script>'),
      data: { queries: [] },
    };
  }
  if (path === '/talent/slow') return new Promise(() => {});
  if (path === '/talent/write') {
    await send('/api/talentapi/businessCard', { method: 'PUT', headers: {} });
  }
  if (path !== '/talent/home') return null;
  const response = await send('/api/talentapi/session', { headers: { Accept: 'application/json' } });
  if (!response.ok) return null;
  const session = await response.json();
  return {
    page: 'home',
    title: 'Home & more | Talent Portal',
    html: '<h1>Welcome, ' + session.fullName + "</h1><p>$' and $& stay</p>",
    data: { queries: [{ note: '</script><script>alert(1)</script>\\u2028', cookie }] },
  };
}
`;

describe('signed-in pages in the first response', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let close: () => Promise<void>;
  let cookie: string;

  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'talent-signed-in-'));
    const dist = join(root, 'dist');
    mkdirSync(join(dist, 'prerendered', 'signed-in'), { recursive: true });
    mkdirSync(join(root, 'dist-server'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'prerendered', 'signed-in', 'home.html'), TEMPLATE);
    writeFileSync(join(dist, 'prerendered', 'signed-in', 'visitor-page.html'), TEMPLATE);
    writeFileSync(join(root, 'dist-server', 'server.js'), SERVER_MODULE);
    const database = await createTestDatabase('pglite');
    const config = testConfig();
    app = await buildApp({ config, database, webDist: dist });
    sendOriginByDefault(app, config.publicUrl);
    ({ cookie } = await signUp(app, { name: 'Ann Lee' }));
    close = async () => {
      await app.close();
      await database.close();
      rmSync(root, { recursive: true, force: true });
    };
  });
  afterAll(() => close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { cookie, ...headers } });

  it('sends the page drawn with the talent’s own calls, in its template, never cached', async () => {
    const response = await get('/talent/home');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toContain('Cookie');
    const html = response.body;
    expect(html).toContain('<div id="root"><h1>Welcome, Ann Lee</h1>');
    // Text as drawn: no replacement pattern of the page's text is read as one.
    expect(html).toContain("<p>$' and $& stay</p>");
    expect(html).toContain('<title>Home &amp; more | Talent Portal</title>');
    // The app starts after the first paint (its entry moved into start-after-paint's data).
    expect(html).toContain('data-entry="/talent/assets/index-a1.js"');
    expect(html).not.toContain('<script type="module"');
  });

  it('writes the data so that nothing in it can end its script element', async () => {
    const html = (await get('/talent/home')).body;
    const data = /<script type="application\/json" id="first-response-data">(.*?)<\/script>/s.exec(
      html,
    )?.[1];
    expect(data).toBeDefined();
    expect(data).not.toContain('</script>');
    expect(data).not.toContain('\u2028');
    expect(JSON.parse(data ?? '').queries[0].note).toBe('</script><script>alert(1)</script>\u2028');
  });

  it('compresses the page for a browser that accepts it', async () => {
    const response = await get('/talent/home', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('Welcome, Ann Lee');
  });

  it('sends index.html to a visitor, to a signed-out cookie and for a page it does not draw', async () => {
    for (const response of [
      await app.inject({ method: 'GET', url: '/talent/home' }),
      await get('/talent/home', { cookie: 'better-auth.session_token=nobody' }),
      await get('/talent/job-applications'),
    ]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('draws a page for visitors without cookies, its advert HTML cleaned by the catalogue’s rules', async () => {
    const response = await app.inject({ method: 'GET', url: '/talent/visitor-page' });
    expect(response.statusCode).toBe(200);
    expect(response.headers.vary).toContain('Cookie');
    expect(response.body).toContain('<div id="root"><p>For visitors (200), drawing 1</p></div>');
    expect(response.body).not.toContain('steal()');
  });

  it('draws a visitor’s page once for everyone while it is new, and again after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const visit = async () =>
        (await app.inject({ method: 'GET', url: '/talent/visitor-page?from=alerts' })).body;
      const first = await visit();
      expect(first).toMatch(/drawing \d+/);
      expect(await visit()).toBe(first);
      vi.setSystemTime(Date.now() + VISITOR_PAGE_TTL_MS + 1);
      expect(await visit()).not.toBe(first);
    } finally {
      vi.useRealTimers();
    }
  });

  it('only reads: a page that would write is sent as index.html', async () => {
    const response = await get('/talent/write');
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('does not wait past its deadline for a page that is slow to draw', async () => {
    const started = Date.now();
    const response = await get('/talent/slow');
    expect(response.body).toContain('<div id="root"></div>');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
