import { careersJobAdvertSchema, careersMessages } from '@talent/contract';
import { buildCommunity, buildConnection, buildJob } from '@talent/db/testing';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { getOrCreateSecret } from '../../lib/secrets';
import { createTokenService } from '../../lib/tokens';
import { describeEachDatabase } from '../../test/harness';
import { careersCall, careersToken, signUpTalent } from './test-support';

const HOUR = 3600_000;
const at = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * HOUR);

describeEachDatabase('careers job advert', (ctx) => {
  let app: FastifyInstance;
  let segment: string;
  let other: string;
  let employee: { cookie: string; talentId: string };
  let contractor: { cookie: string; talentId: string };

  const advert = async (urlCode: string, token: string, path = '') =>
    careersCall(app, token, `/api/careers/job/${segment}/${urlCode}${path}`);

  beforeAll(async () => {
    app = ctx().app;
    const { db } = ctx().database;
    const community = await buildCommunity(db, { displayName: 'Health Careers' });
    const elsewhere = await buildCommunity(db);
    segment = community.segmentCode;
    other = elsewhere.segmentCode;
    employee = await signUpTalent(app);
    contractor = await signUpTalent(app);
    await buildConnection(db, {
      talentId: employee.talentId,
      communityId: community.id,
      relationship: 'internal',
    });
    await buildConnection(db, {
      talentId: contractor.talentId,
      communityId: community.id,
      relationship: 'contractor',
    });
    await buildJob(db, {
      communityId: community.id,
      urlCode: 'nurse-1',
      advertUrlCode: 'adv01',
      seoSlug: 'registered-nurse',
      customCode: 'HLH-1001',
      roleName: 'Registered Nurse',
      keyPoint1: 'Free parking',
      keyPoint2: '   ',
      keyPoint3: 'Great team',
      numberOfPositions: 3,
      destinationCode: 'PUBLIC',
      applicationsCloseAt: at(24 * 7),
      descriptionHtml:
        '<p>Care for patients.</p><script>window.__xss=1</script><img src="x" onerror="window.__xss=2"><a href="javascript:window.__xss=3">click</a>',
      description: 'Care for patients.',
      flexibleWorkDescription: '<p onclick="alert(1)">Hybrid after probation</p>',
    });
    await buildJob(db, {
      communityId: community.id,
      urlCode: 'educator-1',
      roleName: 'Nurse Educator',
      internalOnly: true,
      destinationCode: 'INTERNAL',
    });
    await buildJob(db, {
      communityId: community.id,
      urlCode: 'strict-1',
      roleName: 'Ward Manager',
      strictJobPostEndDates: true,
      applicationsCloseAt: at(48),
      internalApplicationsCloseAt: at(48),
      publicApplicationsCloseAt: at(-1),
    });
    await buildJob(db, { communityId: community.id, urlCode: 'future-1', publishedAt: at(24) });
  });

  describe('the careers token', () => {
    it("answers 400 'Segment code not provided' without a segment code", async () => {
      for (const url of [
        '/api/jobsapi/careers/auth/token',
        '/api/jobsapi/careers/auth/token/',
        '/api/careers/auth/token',
      ]) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          message: careersMessages.segmentCodeRequired,
          code: 'BAD_REQUEST',
        });
      }
    });

    it('answers 400 with a readable message for a malformed segment code', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/jobsapi/careers/auth/token/%3Cscript%3E',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(careersMessages.segmentCodeInvalid);
    });

    it('answers 404 for a community that does not exist', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/jobsapi/careers/auth/token/no-such-community',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(careersMessages.communityNotFound);
    });

    it('is issued to visitors too, as a short-lived bearer token', async () => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/jobsapi/careers/auth/token/${segment}/some-internal-jobs-token`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    });

    it('is required by careers calls: none, forged or expired answers 401', async () => {
      const none = await app.inject({ method: 'GET', url: `/api/careers/job/${segment}/nurse-1` });
      expect(none.statusCode).toBe(401);
      expect(none.json().message).toBe(careersMessages.tokenRequired);
      expect((await advert('nurse-1', 'abc.def.ghi')).json().message).toBe(
        careersMessages.tokenInvalid,
      );
      const tokens = createTokenService(await getOrCreateSecret(ctx().database.db));
      const expired = await tokens.issue(
        { sub: 'visitor', scope: 'careers', segmentCode: segment },
        -60,
      );
      expect((await advert('nurse-1', expired.accessToken)).statusCode).toBe(401);
    });

    it("is good for its own community only (403 for another community's calls)", async () => {
      const token = await careersToken(app, other);
      const response = await advert('nurse-1', token);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(careersMessages.tokenOtherSegment);
    });
  });

  describe('GET job/{segment}/{urlCode}', () => {
    it('returns the advert with key selling points (blanks skipped) on both prefixes', async () => {
      const token = await careersToken(app, segment);
      for (const url of [
        `/api/careers/job/${segment}/nurse-1`,
        `/api/jobsapi/careers/job/${segment}/nurse-1/adv01`,
      ]) {
        const response = await careersCall(app, token, url);
        expect(response.statusCode).toBe(200);
        const body = careersJobAdvertSchema.parse(response.json());
        expect(body).toMatchObject({
          roleName: 'Registered Nurse',
          communityName: 'Health Careers',
          keySellingPoints: ['Free parking', 'Great team'],
          numberOfPositions: 3,
          customCode: 'HLH-1001',
          applicationsClosed: false,
          relationship: null,
        });
      }
    });

    it('never returns a script, event handler or javascript: URL in the HTML', async () => {
      const body = (await advert('nurse-1', await careersToken(app, segment))).json();
      for (const html of [body.descriptionHtml, body.flexibleWorkDescription]) {
        expect(html).not.toMatch(/<script|onerror|onclick|javascript:/i);
      }
      expect(body.descriptionHtml).toContain('<p>Care for patients.</p>');
      expect(body.flexibleWorkDescription).toBe('<p>Hybrid after probation</p>');
    });

    it('says how the viewer stands: employee, public, or unknown for a visitor', async () => {
      const asEmployee = await careersToken(app, segment, employee.cookie);
      const asContractor = await careersToken(app, segment, contractor.cookie);
      expect((await advert('nurse-1', asEmployee)).json().relationship).toBe('employee');
      expect((await advert('nurse-1', asContractor)).json().relationship).toBe('public');
    });

    it('shows an internal-only advert to employees only', async () => {
      expect((await advert('educator-1', await careersToken(app, segment))).statusCode).toBe(404);
      const asContractor = await careersToken(app, segment, contractor.cookie);
      const hidden = await advert('educator-1', asContractor);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().message).toBe(careersMessages.jobNotFound);
      const asEmployee = await careersToken(app, segment, employee.cookie);
      expect((await advert('educator-1', asEmployee)).json()).toMatchObject({
        internalOnly: true,
        destinationCode: 'INTERNAL',
      });
    });

    it('gives the internal and public close dates with their closed flags', async () => {
      const body = (await advert('strict-1', await careersToken(app, segment))).json();
      expect(body).toMatchObject({
        strictJobPostEndDates: true,
        applicationsClosed: false,
        internalApplicationsClosed: false,
        publicApplicationsClosed: true,
      });
    });

    it("answers 'Job description not available' for unknown and unpublished jobs", async () => {
      const token = await careersToken(app, segment);
      for (const code of ['no-such-job', 'future-1']) {
        const response = await advert(code, token);
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(careersMessages.jobNotFound);
      }
    });
  });

  describe('job URLs', () => {
    it('resolves a url code, advert url code or custom code to the advert path', async () => {
      const token = await careersToken(app, segment);
      for (const code of ['nurse-1', 'adv01', 'hlh-1001']) {
        const response = await careersCall(
          app,
          token,
          `/api/careers/job/${segment}/resolve-url/${code}`,
        );
        expect(response.json()).toMatchObject({
          urlCode: 'nurse-1',
          path: `careers/${segment}/job/nurse-1/adv01/registered-nurse`,
        });
      }
    });

    it('finds the community of an address without one (job-ref)', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/careers/job-ref/nurse-1?advertUrlCode=adv01',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ segmentCode: segment, seoSlug: 'registered-nurse' });
      const wrongCompany = await app.inject({
        method: 'GET',
        url: '/api/careers/job-ref/nurse-1?companyCode=someone-else',
      });
      expect(wrongCompany.statusCode).toBe(404);
      const unknownField = await app.inject({
        method: 'GET',
        url: '/api/careers/job-ref/nurse-1?colour=blue',
      });
      expect(unknownField.statusCode).toBe(400);
    });
  });
});
