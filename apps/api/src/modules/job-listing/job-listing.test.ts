import { schema } from '@talent/db';
import { buildCommunity, buildConnection, buildJob } from '@talent/db/testing';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, signUp, withCookie } from '../../test/harness';

describeEachDatabase('job-listing group', (ctx) => {
  let app: FastifyInstance;
  let cookie: string;
  let talentId: string;
  let parent: Awaited<ReturnType<typeof buildCommunity>>;
  let child: Awaited<ReturnType<typeof buildCommunity>>;
  const get = (path: string) =>
    app.inject(withCookie(cookie, { method: 'GET', url: `/api/talentapi/job-listing/${path}` }));
  const post = (path: string, payload: object) =>
    app.inject(
      withCookie(cookie, { method: 'POST', url: `/api/talentapi/job-listing/${path}`, payload }),
    );

  beforeAll(async () => {
    app = ctx().app;
    const { db } = ctx().database;
    ({ cookie } = await signUp(app));
    talentId = (
      await app.inject(withCookie(cookie, { method: 'GET', url: '/api/talentapi/session' }))
    ).json().profileId;
    parent = await buildCommunity(db, { displayName: 'Harbour Health' });
    child = await buildCommunity(db, {
      displayName: 'Harbour Health Nursing',
      parentId: parent.id,
      companyId: parent.companyId,
    });
    await buildConnection(db, { talentId, communityId: parent.id });
    await buildJob(db, { communityId: child.id, roleName: 'Theatre Nurse' });
  });

  it.each(['token', 'search-criteria', 'search-filters', 'segment-brandings', 'new-jobs-count'])(
    'should require authentication: GET %s answers 401 without a session',
    async (path) => {
      expect(
        (await app.inject({ method: 'GET', url: `/api/talentapi/job-listing/${path}` })).statusCode,
      ).toBe(401);
    },
  );

  it('issues a short-lived bearer token', async () => {
    const body = (await get('token')).json();
    expect(body.token_type).toBe('Bearer');
    expect(body.expires_in).toBe(900);
    expect(body.access_token.split('.')).toHaveLength(3);
  });

  it('lists the communities the talent may search as a tree, with the lookups', async () => {
    const filters = (await get('search-filters')).json();
    expect(filters.talentCommunities).toEqual([
      expect.objectContaining({
        displayName: 'Harbour Health',
        children: [
          expect.objectContaining({
            displayName: 'Harbour Health Nursing',
            segmentCode: child.segmentCode,
          }),
        ],
      }),
    ]);
    expect(filters).toHaveProperty('workTypes');
    expect(filters).toHaveProperty('categories');
  });

  it('saves criteria with locationBounds as JSON text, and the badge counts jobs posted since they last ran', async () => {
    expect((await get('search-criteria')).json()).toEqual({
      criteria: null,
      searchableSegmentCodes: expect.arrayContaining([parent.segmentCode, child.segmentCode]),
    });
    expect((await get('new-jobs-count')).json()).toEqual({ count: 0 });

    const criteria = {
      keywords: 'nurse',
      locationBounds: JSON.stringify({ north: -33, south: -34.5, east: 151.5, west: 150.5 }),
      locationRadius: 50,
      talentCommunities: [],
    };
    const saved = await post('search-criteria', criteria);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().criteria).toMatchObject({ ...criteria, lastRunAt: expect.any(String) });
    expect((await get('new-jobs-count')).json()).toEqual({ count: 0 });

    await buildJob(ctx().database.db, {
      communityId: child.id,
      roleName: 'Night Nurse',
      publishedAt: new Date(),
      latitude: -33.8,
      longitude: 151,
    });
    await buildJob(ctx().database.db, {
      communityId: child.id,
      roleName: 'Cook',
      publishedAt: new Date(),
      latitude: -33.8,
      longitude: 151,
    });
    expect((await get('new-jobs-count')).json()).toEqual({ count: 1 });

    await post('search-criteria', criteria);
    expect((await get('new-jobs-count')).json()).toEqual({ count: 0 });
  });

  it('refuses malformed locationBounds JSON with a clear message', async () => {
    const response = await post('search-criteria', { locationBounds: '{"north": 1,' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Location bounds must be a JSON object');
  });

  it("returns the talent's own application states by url code", async () => {
    const { db } = ctx().database;
    const job = await buildJob(db, { communityId: child.id, roleName: 'Applied Nurse' });
    await db
      .insert(schema.jobApplication)
      .values({ talentId, jobId: job.id, state: 'SubmittedAwaitingProcessing' });
    const other = await signUp(app);
    const response = await post('application-states', { jobUrlCodes: [job.urlCode, '000000'] });
    expect(response.json()).toEqual({
      applications: [
        {
          urlCode: job.urlCode,
          segmentCode: child.segmentCode,
          state: 'SubmittedAwaitingProcessing',
        },
      ],
    });
    const theirs = await app.inject(
      withCookie(other.cookie, {
        method: 'POST',
        url: '/api/talentapi/job-listing/application-states',
        payload: { jobUrlCodes: [job.urlCode] },
      }),
    );
    expect(theirs.json()).toEqual({ applications: [] });
  });

  it('gives each searchable community its company logo, served as SVG', async () => {
    const { db } = ctx().database;
    await db.update(schema.company).set({ logoSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>' });
    const brandings = (await get('segment-brandings')).json();
    expect(brandings).toHaveLength(2);
    const logo = await app.inject({ method: 'GET', url: brandings[0].squareLogoUrl });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/svg+xml');
  });
});
