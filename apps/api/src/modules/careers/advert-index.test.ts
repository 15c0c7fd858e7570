// The public advert in the first HTML response, and the sitemap of open adverts, as a search
// engine reads them from the running app (with a built web app's index.html).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildCommunity,
  buildJob,
  createTestDatabase,
  testDatabaseKinds,
} from '@talent/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';

const HOUR = 3600_000;
const at = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * HOUR);
const INDEX =
  '<!doctype html><html><head><meta name="description" content="Find jobs." /><title>Talent Portal</title><script type="module" crossorigin src="/talent/assets/index-a1.js"></script></head><body><div id="root"></div></body></html>';
const ORIGIN = 'https://talent.example';

describe.each(testDatabaseKinds())('adverts for search engines (%s)', (kind) => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let webDist: string;
  let segment: string;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'talent-web-'));
    writeFileSync(join(webDist, 'index.html'), INDEX);
    database = await createTestDatabase(kind);
    app = await buildApp({ config: testConfig({ publicUrl: ORIGIN }), database, webDist });
    const { db } = database;
    const community = await buildCommunity(db);
    segment = community.segmentCode;
    const job = (urlCode: string, overrides: Parameters<typeof buildJob>[1] | object = {}) =>
      buildJob(db, {
        communityId: community.id,
        urlCode,
        advertUrlCode: `adv-${urlCode}`,
        seoSlug: `${urlCode}-role`,
        roleName: `Role ${urlCode}`,
        descriptionHtml: `<p>About ${urlCode}.</p>`,
        ...overrides,
      });
    await job('open-1', { applicationsCloseAt: at(24) });
    await job('open-2');
    await job('internal-1', { internalOnly: true });
    await job('closed-1', { applicationsCloseAt: at(-1) });
    await job('future-1', { publishedAt: at(24) });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const page = (path: string) =>
    app.inject({ method: 'GET', url: path, headers: { accept: 'text/html' } });

  it('sends a public advert with its content, JSON-LD and canonical address in the first HTML', async () => {
    const response = await page(`/talent/careers/${segment}/job/open-1`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root"><article><h1>Role open-1</h1>');
    expect(response.body).toContain('<p>About open-1.</p>');
    // The app starts after the advert is painted (startAfterPaint).
    expect(response.body).not.toContain('type="module"');
    expect(response.body).toContain('data-entry="/talent/assets/index-a1.js"');
    expect(response.body).toContain(
      `<link rel="canonical" href="${ORIGIN}/talent/careers/${segment}/job/open-1/adv-open-1/open-1-role" />`,
    );
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(response.body);
    expect(JSON.parse(jsonLd?.[1] ?? '{}')).toMatchObject({
      '@type': 'JobPosting',
      title: 'Role open-1',
      hiringOrganization: { '@type': 'Organization' },
    });
  });

  it('sends the plain app for an advert a visitor may not read, or that does not exist', async () => {
    for (const code of ['internal-1', 'future-1', 'missing']) {
      const response = await page(`/talent/careers/${segment}/job/${code}/x/y`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX);
    }
    expect((await page(`/talent/careers/${segment}/job/${'x'.repeat(60)}`)).body).toBe(INDEX);
    expect((await page('/talent/profile')).body).toBe(INDEX);
  });

  it('lists the open public adverts in the sitemap, and robots.txt points to it', async () => {
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    const locations = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locations.sort()).toEqual([
      `${ORIGIN}/talent/careers/${segment}/job/open-1/adv-open-1/open-1-role`,
      `${ORIGIN}/talent/careers/${segment}/job/open-2/adv-open-2/open-2-role`,
    ]);
    expect(sitemap.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
