import {
  careersBrandingSchema,
  careersMessages,
  careersSearchConfigSchema,
  layoutModelSchema,
  vacancyPreviewSchema,
} from '@talent/contract';
import { schema } from '@talent/db';
import { buildCommunity, buildConnection, buildJob } from '@talent/db/testing';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { getOrCreateSecret } from '../../lib/secrets';
import { describeEachDatabase, withCookie } from '../../test/harness';
import { previewCode } from './preview-code';
import { careersCall, careersToken, signUpTalent } from './test-support';

const WORK_TYPE = { fullTime: 1, casual: 2 };
const CATEGORY = { hospitality: 7, chefs: 71 };

describeEachDatabase('careers search, customisation and preview', (ctx) => {
  let app: FastifyInstance;
  let secret: string;
  let parent: string;
  let child: string;
  let visitorToken: string;
  let employeeToken: string;
  let previewJob: { id: string; urlCode: string };

  const search = (token: string, body: object, path = '') =>
    careersCall(app, token, `/api/careers/search/${parent}${path}`, {
      method: 'POST',
      payload: body,
    });
  const roles = async (token: string, body: object) =>
    (await search(token, body))
      .json()
      .jobs.map((j: { roleName: string }) => j.roleName)
      .sort();

  beforeAll(async () => {
    app = ctx().app;
    const { db } = ctx().database;
    secret = await getOrCreateSecret(db);
    await db.insert(schema.workType).values([
      { id: WORK_TYPE.fullTime, label: 'Full time' },
      { id: WORK_TYPE.casual, label: 'Casual' },
    ]);
    await db.insert(schema.category).values({ id: CATEGORY.hospitality, name: 'Hospitality' });
    await db
      .insert(schema.subCategory)
      .values({ id: CATEGORY.chefs, categoryId: CATEGORY.hospitality, name: 'Chefs' });
    const top = await buildCommunity(db, { displayName: 'Group Careers' });
    const below = await buildCommunity(db, { companyId: top.companyId, parentId: top.id });
    const unrelated = await buildCommunity(db);
    parent = top.segmentCode;
    child = below.segmentCode;
    await buildJob(db, {
      communityId: top.id,
      roleName: 'Head Chef',
      workTypeId: WORK_TYPE.fullTime,
      categoryId: CATEGORY.hospitality,
      subCategoryId: CATEGORY.chefs,
    });
    await buildJob(db, {
      communityId: below.id,
      roleName: 'Sous Chef',
      workTypeId: WORK_TYPE.casual,
    });
    await buildJob(db, {
      communityId: top.id,
      roleName: 'Kitchen Manager (internal)',
      internalOnly: true,
    });
    await buildJob(db, {
      communityId: top.id,
      roleName: 'Closed Chef',
      applicationsCloseAt: new Date(Date.now() - 60_000),
    });
    await buildJob(db, { communityId: unrelated.id, roleName: 'Chef Elsewhere' });
    previewJob = await buildJob(db, {
      communityId: top.id,
      roleName: 'Pastry Chef',
      publishedAt: new Date(Date.now() + 7 * 24 * 3600_000),
      physicalLocation: 'Surry Hills, NSW',
      numberOfPositions: 2,
      currencyIso3: 'AUD',
      minSalary: 70000,
      maxSalary: 80000,
      keyPoint1: 'Four-day week',
    });
    const talent = await signUpTalent(app);
    await buildConnection(db, {
      talentId: talent.talentId,
      communityId: top.id,
      relationship: 'internal',
    });
    visitorToken = await careersToken(app, parent);
    employeeToken = await careersToken(app, parent, talent.cookie);
  });

  describe('POST search/{clientCode}', () => {
    it('searches the community and those below it, open jobs only', async () => {
      expect(await roles(visitorToken, {})).toEqual(['Head Chef', 'Sous Chef']);
      expect(await roles(visitorToken, { segmentCodes: [child] })).toEqual(['Sous Chef']);
    });

    it('shows internal-only jobs to employees of the community', async () => {
      expect(await roles(employeeToken, {})).toEqual([
        'Head Chef',
        'Kitchen Manager (internal)',
        'Sous Chef',
      ]);
    });

    it('pages with /{page}/{pageSize}', async () => {
      const first = (await search(visitorToken, {}, '/1/1')).json();
      expect(first.jobs).toHaveLength(1);
      expect(first).toMatchObject({ totalCount: 2, hasMoreResults: true });
      expect((await search(visitorToken, {}, '/2')).json().jobs).toHaveLength(0);
    });

    it('answers 400 for bad input, 403 for another community and 404 for an unknown one', async () => {
      const bad = await search(visitorToken, { radius: -1, latitude: 1, longitude: 1 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe('BAD_REQUEST');
      const childToken = await careersToken(app, child);
      const elsewhere = await careersCall(app, childToken, `/api/careers/search/${parent}`, {
        method: 'POST',
        payload: {},
      });
      expect(elsewhere.statusCode).toBe(403);
      // The app config's careers token is not tied to a community.
      const { cookie } = await signUpTalent(app);
      const config = await app.inject(
        withCookie(cookie, { method: 'GET', url: '/api/talentapi/app-config' }),
      );
      const unknown = await careersCall(
        app,
        config.json().careersToken.accessToken,
        '/api/careers/search/nobody',
        { method: 'POST', payload: {} },
      );
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(careersMessages.communityNotFound);
    });
  });

  it('GET search/{clientCode}/config describes the search bar', async () => {
    const response = await careersCall(
      app,
      visitorToken,
      `/api/careers/search/${parent}/config?multiSegment=true`,
    );
    expect(response.statusCode).toBe(200);
    expect(careersSearchConfigSchema.parse(response.json())).toMatchObject({
      primaryFilters: 'KeywordsAndTalentCommunities',
      locationFilter: 'LocationSearch',
      segmentCode: parent,
      totalCount: 2,
    });
    const single = await careersCall(app, visitorToken, `/api/careers/search/${parent}/config`);
    expect(single.json().primaryFilters).toBe('KeywordsAndCategories');
  });

  it('the facet calls count matching jobs per option, ignoring their own filter', async () => {
    const workTypes = await careersCall(
      app,
      visitorToken,
      `/api/careers/facets/${parent}/work-types`,
      {
        method: 'POST',
        payload: { workTypes: [WORK_TYPE.fullTime] },
      },
    );
    expect(workTypes.statusCode).toBe(200);
    // Choosing full time leaves casual countable: a facet ignores its own filter.
    expect(workTypes.json()).toEqual([
      { label: 'Full time', value: WORK_TYPE.fullTime, count: 1 },
      { label: 'Casual', value: WORK_TYPE.casual, count: 1 },
    ]);
    const categories = await careersCall(
      app,
      visitorToken,
      `/api/careers/facets/${parent}/categories`,
      {
        method: 'POST',
        payload: { workTypes: [WORK_TYPE.casual] },
      },
    );
    expect(categories.json()).toEqual([]);
    const allCategories = await careersCall(
      app,
      visitorToken,
      `/api/careers/facets/${parent}/categories`,
      {
        method: 'POST',
        payload: {},
      },
    );
    expect(allCategories.json()).toEqual([
      {
        category: { label: 'Hospitality', value: CATEGORY.hospitality, count: 1 },
        subCategories: [{ label: 'Chefs', value: CATEGORY.chefs, count: 1 }],
      },
    ]);
    for (const facet of ['locations', 'flexible-options', 'categories']) {
      const response = await careersCall(
        app,
        visitorToken,
        `/api/careers/facets/${parent}/${facet}`,
        {
          method: 'POST',
          payload: { keywords: 'chef' },
        },
      );
      expect(response.statusCode).toBe(200);
      expect(Array.isArray(response.json())).toBe(true);
    }
  });

  it('branding and wizard are cached per id and need the token', async () => {
    const branding = await careersCall(
      app,
      visitorToken,
      `/api/jobsapi/careers/customisation/branding/${parent}`,
    );
    expect(branding.headers['cache-control']).toContain('max-age=300');
    expect(careersBrandingSchema.parse(branding.json())).toMatchObject({
      id: parent,
      communityName: 'Group Careers',
      emptyHighlightsEnabled: true,
    });
    const wizard = await careersCall(
      app,
      visitorToken,
      `/api/jobsapi/careers/customisation/wizard/${parent}`,
    );
    expect(wizard.json()).toMatchObject({ id: parent, applyWithProfile: true });
    const anonymous = await app.inject({
      method: 'GET',
      url: `/api/jobsapi/careers/customisation/wizard/${parent}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  describe('GET /api/employerapi/vacancy/preview/{segmentCode}/{urlCode}/{token}', () => {
    it('previews an unpublished advert in the preview field names', async () => {
      const code = previewCode(secret, previewJob.id);
      const response = await app.inject({
        method: 'GET',
        url: `/api/employerapi/vacancy/preview/${parent}/${previewJob.urlCode}/${code}`,
      });
      expect(response.statusCode).toBe(200);
      expect(vacancyPreviewSchema.parse(response.json())).toMatchObject({
        jobTitle: 'Pastry Chef',
        location: 'Surry Hills, NSW',
        numOfPositions: 2,
        currencyCode: 'AUD',
        salaryMin: 70000,
        salaryMax: 80000,
        keyPoint1: 'Four-day week',
      });
    });

    it("refuses a made-up code or another job's code", async () => {
      const made = await app.inject({
        method: 'GET',
        url: `/api/employerapi/vacancy/preview/${parent}/${previewJob.urlCode}/${'x'.repeat(43)}`,
      });
      expect(made.statusCode).toBe(404);
      expect(made.json().message).toBe(careersMessages.previewInvalid);
      const otherJob = previewCode(secret, '00000000-0000-4000-8000-000000000000');
      const other = await app.inject({
        method: 'GET',
        url: `/api/employerapi/vacancy/preview/${parent}/${previewJob.urlCode}/${otherJob}`,
      });
      expect(other.statusCode).toBe(404);
    });
  });

  it('GET /api/layoutapi/model/talent/default gives the layout; other names 404', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/layoutapi/model/talent/default?isHybrid=true',
    });
    expect(layoutModelSchema.parse(response.json())).toMatchObject({
      name: 'default',
      isHybrid: true,
      basePath: '/talent',
    });
    const other = await app.inject({ method: 'GET', url: '/api/layoutapi/model/talent/fancy' });
    expect(other.statusCode).toBe(404);
    const bad = await app.inject({
      method: 'GET',
      url: '/api/layoutapi/model/talent/default?isHybrid=maybe',
    });
    expect(bad.statusCode).toBe(400);
  });
});
