// The built web app's pages: the iframeable profile may be framed by the main platform, every
// other page only by the app itself.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createTestDatabase } from '@talent/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { startAfterPaint, withFrameAncestors } from './web-app';

describe('framing of the web app', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'talent-web-'));
    mkdirSync(webDist, { recursive: true });
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Talent</title>');
    const database = await createTestDatabase('pglite');
    const config = testConfig({
      publicUrl: 'https://talent.example',
      mainPlatformBaseUrl: 'https://platform.example/app',
    });
    app = await buildApp({ config, database, webDist });
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(() => close());

  it('lets the main platform frame the iframeable profile', async () => {
    const response = await app.inject({ method: 'GET', url: '/talent/iframeable-profile' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toContain(
      "frame-ancestors 'self' https://platform.example",
    );
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it('keeps every other page to the app itself', async () => {
    const response = await app.inject({ method: 'GET', url: '/talent/profile' });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response.headers['content-security-policy']).not.toContain('platform.example');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('adds frame-ancestors when the policy has none', () => {
    expect(withFrameAncestors("default-src 'self'", ['https://a.example'])).toBe(
      "default-src 'self';frame-ancestors 'self' https://a.example",
    );
  });
});

describe('a page with its content in the first response', () => {
  const built = `<html><head>
    <script type="module" crossorigin src="/talent/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/talent/assets/react-b2.js">
    <link rel="modulepreload" crossorigin href="/talent/assets/vendor-c3.js">
    <link rel="stylesheet" crossorigin href="/talent/assets/index-d4.css">
  </head><body><div id="root"><h1>Chef</h1></div></body></html>`;

  it('starts the app after its content is painted: no script or preload before it', () => {
    const page = startAfterPaint(built);
    expect(page).not.toContain('type="module"');
    expect(page).not.toContain('modulepreload');
    expect(page).toContain(
      '<link rel="stylesheet" crossorigin href="/talent/assets/index-d4.css">',
    );
    expect(page).toContain(
      '<script defer src="/talent/start-after-paint.js" data-entry="/talent/assets/index-a1.js" data-preload="/talent/assets/react-b2.js /talent/assets/vendor-c3.js"></script>',
    );
    expect(page.indexOf('<h1>Chef</h1>')).toBeLessThan(page.indexOf('start-after-paint'));
  });

  it('leaves a page without the module script as it is', () => {
    expect(startAfterPaint('<html><body></body></html>')).toBe('<html><body></body></html>');
  });
});

describe('the web build as the server sends it', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let close: () => Promise<void>;
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;

  beforeAll(async () => {
    // A build as apps/web writes it: hashed assets with their brotli and gzip copies.
    const webDist = mkdtempSync(join(tmpdir(), 'talent-web-'));
    mkdirSync(join(webDist, 'assets'), { recursive: true });
    const page = '<!doctype html><title>Talent</title>';
    writeFileSync(join(webDist, 'index.html'), page);
    writeFileSync(join(webDist, 'index.html.br'), brotliCompressSync(page));
    writeFileSync(join(webDist, 'index.html.gz'), gzipSync(page));
    mkdirSync(join(webDist, 'prerendered'));
    writeFileSync(
      join(webDist, 'prerendered/login.html'),
      '<!doctype html><head><script type="module" crossorigin src="/talent/assets/app-abc123.js"></script></head><body><div id="root"><h1>Sign in</h1></div></body>',
    );
    writeFileSync(join(webDist, 'assets/app-abc123.js'), script);
    writeFileSync(join(webDist, 'assets/app-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(join(webDist, 'assets/app-abc123.js.gz'), gzipSync(script));
    const database = await createTestDatabase('pglite');
    app = await buildApp({ config: testConfig(), database, webDist });
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(() => close());

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends brotli or gzip to a browser that takes it, and the file as it is otherwise', async () => {
    const br = await get('/talent/assets/app-abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await get('/talent/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await get('/talent/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends the sign-in page with its content, the app starting after it is painted', async () => {
    for (const url of ['/talent/login', '/talent/login/', '/talent/login?returnUrl=%2Fprofile']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<h1>Sign in</h1>');
      expect(res.body).toContain('data-entry="/talent/assets/app-abc123.js"');
      expect(res.body).not.toContain('type="module"');
    }
    // Any other page is the app's index.html.
    expect((await get('/talent/sign-up')).body).toBe('<!doctype html><title>Talent</title>');
  });

  it('keeps hashed assets for a year, and has index.html checked on every visit', async () => {
    const asset = await get('/talent/assets/app-abc123.js', 'br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await get('/talent/find-jobs', 'br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('br');
  });
});

describe('addresses without the app base', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const database = await createTestDatabase('pglite');
    app = await buildApp({ config: testConfig(), database });
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(() => close());

  const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

  it('open the app there when a browser asks for a page', async () => {
    const home = await app.inject({ method: 'GET', url: '/home', headers: html });
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe('/talent/home');
    const search = await app.inject({
      method: 'GET',
      url: '/find-jobs?keywords=nurse',
      headers: html,
    });
    expect(search.headers.location).toBe('/talent/find-jobs?keywords=nurse');
  });

  it('answer the JSON 404 for the API, files and calls that want JSON', async () => {
    for (const [url, headers] of [
      ['/api/nothing-here', html],
      ['/favicon-missing.png', html],
      ['/home', { accept: 'application/json' }],
    ] as const) {
      const response = await app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });
});
