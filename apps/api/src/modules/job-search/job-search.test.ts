import { jobSearchMessages } from '@talent/contract';
import { queryRows } from '@talent/db';
import { buildCommunity, buildConnection, buildJob } from '@talent/db/testing';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { getOrCreateSecret } from '../../lib/secrets';
import { createTokenService } from '../../lib/tokens';
import { describeEachDatabase } from '../../test/harness';
import { pointCells } from './geo-cells';
import { refreshSearchWords, searchingTalent } from './test-support';

const PARRAMATTA = { latitude: -33.815, longitude: 151.0011 };
const SYDNEY_CBD = { latitude: -33.8688, longitude: 151.2093 }; // about 20 km east

describeEachDatabase('job search', (ctx) => {
  let app: FastifyInstance;
  let token: string;
  let segments: { a: string; b: string; c: string };
  let healthCommunityId: string;

  const search = (body: object, path = '') =>
    app.inject({
      method: 'POST',
      url: `/api/careers/talent-job-search${path}`,
      headers: { authorization: `Bearer ${token}` },
      payload: body,
    });
  const roles = async (body: object) =>
    (await search(body)).json().jobs.map((j: { roleName: string }) => j.roleName);

  beforeAll(async () => {
    app = ctx().app;
    const { db } = ctx().database;
    const { profileId, token: searchToken } = await searchingTalent(app);
    token = searchToken;
    const a = await buildCommunity(db, { displayName: 'Health Community' });
    const b = await buildCommunity(db, { displayName: 'Logistics Community' });
    const c = await buildCommunity(db, { displayName: 'Not Connected Community' });
    segments = { a: a.segmentCode, b: b.segmentCode, c: c.segmentCode };
    healthCommunityId = a.id;
    await buildConnection(db, {
      talentId: profileId,
      communityId: a.id,
      relationship: 'internal',
    });
    await buildConnection(db, {
      talentId: profileId,
      communityId: b.id,
      relationship: 'contractor',
    });
    await buildJob(db, {
      communityId: a.id,
      roleName: 'Registered Nurse',
      specialties: ['Patient care'],
      ...PARRAMATTA,
    });
    await buildJob(db, {
      communityId: a.id,
      roleName: 'Ward Clerk',
      description: 'Keep the ward running and support the nursing team with rosters and records.',
      publishedAt: new Date(),
    });
    await buildJob(db, {
      communityId: a.id,
      roleName: 'React Developer',
      specialties: ['React', 'TypeScript'],
    });
    await buildJob(db, {
      communityId: a.id,
      roleName: 'Frontend Engineer',
      description: 'We use React and GraphQL.',
    });
    await buildJob(db, {
      communityId: b.id,
      roleName: 'Warehouse Picker',
      customCode: 'SCL-555',
      urlCode: '777001',
      ...SYDNEY_CBD,
    });
    await buildJob(db, { communityId: c.id, roleName: 'Registered Nurse Elsewhere' });
    await buildJob(db, { communityId: a.id, roleName: 'Theatre Nurse', customCode: 'NURSE' });
    await buildJob(db, {
      communityId: a.id,
      roleName: 'Nurse Educator (internal)',
      internalOnly: true,
    });
    await buildJob(db, {
      communityId: b.id,
      roleName: 'Depot Supervisor (internal)',
      internalOnly: true,
    });
    await buildJob(db, {
      communityId: a.id,
      roleName: 'Closed Nurse Role',
      applicationsCloseAt: new Date(Date.now() - 3600_000),
    });
    await refreshSearchWords(db);
  });

  it('should require the bearer token: none, a forged one or an expired one answers 401', async () => {
    const none = await app.inject({
      method: 'POST',
      url: '/api/careers/talent-job-search',
      payload: {},
    });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe(jobSearchMessages.tokenRequired);
    const forged = await app.inject({
      method: 'POST',
      url: '/api/careers/talent-job-search',
      headers: { authorization: 'Bearer abc.def.ghi' },
      payload: {},
    });
    expect(forged.json().message).toBe(jobSearchMessages.tokenInvalid);
    const tokens = createTokenService(await getOrCreateSecret(ctx().database.db));
    const expired = await tokens.issue({ sub: 'x', scope: 'job-search' }, -60);
    const late = await app.inject({
      method: 'POST',
      url: '/api/careers/talent-job-search/count',
      headers: { authorization: `Bearer ${expired.accessToken}` },
      payload: {},
    });
    expect(late.statusCode).toBe(401);
  });

  it('"nurse" ranks "Registered Nurse" above a job that mentions nursing once', async () => {
    const found = await roles({ keywords: 'nurse' });
    expect(found.indexOf('Registered Nurse')).toBeLessThan(found.indexOf('Ward Clerk'));
    expect(found).toContain('Ward Clerk');
  });

  it('"react developr" finds React developers despite the typo', async () => {
    const found = await roles({ keywords: 'react developr' });
    expect(found[0]).toBe('React Developer');
  });

  it('finds words by their start', async () => {
    expect(await roles({ keywords: 'warehou' })).toEqual(['Warehouse Picker']);
  });

  it('a job id (custom code or url code) finds that job first', async () => {
    expect((await roles({ keywords: 'SCL-555' }))[0]).toBe('Warehouse Picker');
    expect((await roles({ keywords: '777001' }))[0]).toBe('Warehouse Picker');
  });

  it('a job id that is also a keyword lists that job once, first, and counts it once', async () => {
    const all = (await search({ keywords: 'nurse' }, '/1/50')).json();
    const ids = all.jobs.map((j: { id: string }) => j.id);
    expect(all.jobs[0].roleName).toBe('Theatre Nurse');
    expect(new Set(ids).size).toBe(ids.length);
    expect(all.totalCount).toBe(ids.length);
    const pages = [(await search({ keywords: 'nurse' }, '/1/1')).json()];
    pages.push((await search({ keywords: 'nurse' }, '/2/1')).json());
    expect(pages.map((p) => p.jobs[0].id)).toEqual(ids.slice(0, 2));
    expect(pages[0].totalCount).toBe(all.totalCount);
  });

  it('gives a keyword search the same total on every page, past the last one too, as the count call', async () => {
    const count = (await search({ keywords: 'nurse' }, '/count')).json();
    expect(count).toBeGreaterThan(2);
    const pages = [];
    for (const path of ['/1/2', '/2/2', `/${count}/2`])
      pages.push((await search({ keywords: 'nurse' }, path)).json());
    expect(pages.map((page) => page.totalCount)).toEqual([count, count, count]);
    const past = pages[2];
    expect(past.jobs).toEqual([]);
    expect(past.hasMoreResults).toBe(false);
    const nearby = { ...PARRAMATTA, radius: 100 };
    const filtered = (await search(nearby, '/1/1')).json();
    expect(filtered.totalCount).toBeGreaterThan(1);
    expect(filtered.totalCount).toBe((await search(nearby, '/count')).json());
  });

  it('finds a job by its new title after it is edited, and not at all once it is removed', async () => {
    const { db } = ctx().database;
    const job = await buildJob(db, { communityId: healthCommunityId, roleName: 'Orthoptist' });
    expect(await roles({ keywords: 'orthoptist' })).toEqual(['Orthoptist']);
    await db.execute(sql`UPDATE job SET role_name = 'Audiologist' WHERE id = ${job.id}`);
    expect(await roles({ keywords: 'orthoptist' })).toEqual([]);
    expect(await roles({ keywords: 'audiologist' })).toEqual(['Audiologist']);
    await db.execute(sql`DELETE FROM job WHERE id = ${job.id}`);
    expect(await roles({ keywords: 'audiologist' })).toEqual([]);
  });

  it("never lists a job of a community whose search key is a searched community's", async () => {
    // Lexemes carry the first 8 hex digits of the community id: this community shares them
    // with the connected Health Community, and the talent is not connected to it.
    const { db } = ctx().database;
    const twin = await buildCommunity(db, {
      id: `${healthCommunityId.slice(0, 8)}-0000-4000-8000-${Date.now().toString().padStart(12, '0').slice(-12)}`,
      displayName: 'Twin Key Community',
    });
    await buildJob(db, { communityId: twin.id, roleName: 'Orthodontist' });
    await buildJob(db, { communityId: healthCommunityId, roleName: 'Orthodontic Assistant' });
    expect(await roles({ keywords: 'orthodontist' })).toEqual([]);
    expect(await roles({ keywords: 'orthodont' })).toEqual(['Orthodontic Assistant']);
    expect((await search({ keywords: 'orthodontist' }, '/count')).json()).toBe(0);
  });

  it('the database files a job under the same location cells as the search covers', async () => {
    const points = [PARRAMATTA, SYDNEY_CBD, { latitude: -18.1416, longitude: 179.95 }];
    points.push({ latitude: 51.5074, longitude: -0.1278 }, { latitude: 0, longitude: -180 });
    for (const p of points) {
      const [row] = await queryRows<{ cells: string[] }>(
        ctx().database.db,
        sql`SELECT talent_geo_cells(${p.latitude}::float8, ${p.longitude}::float8) AS cells`,
      );
      expect(row!.cells).toEqual(pointCells(p.latitude, p.longitude));
    }
  });

  it('location bounds find the jobs inside the box only', async () => {
    const box = (c: typeof PARRAMATTA, d: number) =>
      JSON.stringify({
        north: c.latitude + d,
        south: c.latitude - d,
        east: c.longitude + d,
        west: c.longitude - d,
      });
    const inside = await roles({ locationBounds: box(PARRAMATTA, 0.05) });
    expect(inside).toEqual(['Registered Nurse']);
    expect(await roles({ keywords: 'warehouse', locationBounds: box(SYDNEY_CBD, 0.05) })).toEqual([
      'Warehouse Picker',
    ]);
  });

  it('radius 10 km around Parramatta excludes a job 20 km away; 30 km includes it', async () => {
    const near = await roles({ ...PARRAMATTA, radius: 10 });
    expect(near).toContain('Registered Nurse');
    expect(near).not.toContain('Warehouse Picker');
    expect(await roles({ ...PARRAMATTA, radius: 30 })).toContain('Warehouse Picker');
  });

  it("empty communities search all the talent's communities and no others", async () => {
    const all = await roles({ segmentCodes: [] });
    expect(all).toEqual(expect.arrayContaining(['Registered Nurse', 'Warehouse Picker']));
    expect(all).not.toContain('Registered Nurse Elsewhere');
    expect(await roles({ segmentCodes: [segments.b] })).toEqual(['Warehouse Picker']);
    expect(await roles({ segmentCodes: [segments.c] })).toEqual([]);
  });

  it('shows internal-only jobs to employees only, and never closed jobs', async () => {
    const all = await roles({});
    expect(all).toContain('Nurse Educator (internal)');
    expect(all).not.toContain('Depot Supervisor (internal)');
    expect(all).not.toContain('Closed Nurse Role');
  });

  it('pages in a stable order with totalCount and hasMoreResults, and the count call agrees', async () => {
    const first = (await search({}, '/1/3')).json();
    const second = (await search({}, '/2/3')).json();
    const all = (await search({}, '/1/50')).json();
    expect(first.totalCount).toBe(all.jobs.length);
    expect(first.hasMoreResults).toBe(true);
    expect([...first.jobs, ...second.jobs].map((j: { id: string }) => j.id)).toEqual(
      all.jobs.slice(0, 6).map((j: { id: string }) => j.id),
    );
    expect(all.hasMoreResults).toBe(false);
    const count = await app.inject({
      method: 'POST',
      url: '/api/careers/talent-job-search/count',
      headers: { authorization: `Bearer ${token}` },
      payload: { multiSegment: true },
    });
    expect(count.json()).toBe(all.totalCount);
    expect((await search({})).json().jobs).toHaveLength(Math.min(10, all.totalCount));
  });

  it.each([
    ['wrong types', { keywords: 5, workTypes: 'all' }, undefined],
    ['an unknown field', { colour: 'blue' }, undefined],
    ['a negative radius', { ...PARRAMATTA, radius: -5 }, jobSearchMessages.radiusRange],
    ['a huge radius', { ...PARRAMATTA, radius: 100000 }, jobSearchMessages.radiusRange],
    ['latitude out of range', { latitude: 200, longitude: 10 }, jobSearchMessages.latitudeRange],
    ['latitude without longitude', { latitude: 20 }, jobSearchMessages.coordinatesTogether],
    [
      '10,000-character keywords',
      { keywords: 'x'.repeat(10_000) },
      jobSearchMessages.keywordsTooLong,
    ],
    [
      'malformed locationBounds JSON',
      { locationBounds: '{"north": 1,' },
      jobSearchMessages.locationBoundsInvalid,
    ],
  ])('answers 400 with a clear message for %s', async (_name, body, message) => {
    const response = await search(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_REQUEST');
    if (message) expect(response.json().message).toContain(message);
  });

  it.each([`nurse & !(clerk | 'x')`, `'; DROP TABLE job; --`, 'nurse:* <-> ward', '%_\\', '   '])(
    'treats %j as plain words, never as query syntax',
    async (keywords) => {
      const response = await search({ keywords });
      expect(response.statusCode).toBe(200);
      expect(Array.isArray(response.json().jobs)).toBe(true);
    },
  );
});
