import { careersMessages, jobApplicationSchema } from '@talent/contract';
import { buildCommunity, buildConnection, buildJob } from '@talent/db/testing';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, withCookie } from '../../test/harness';
import { signUpTalent } from '../careers/test-support';

const URL = '/api/talentapi/job-applications';
const HOUR = 3600_000;

describeEachDatabase('job applications', (ctx) => {
  let app: FastifyInstance;
  let segment: string;
  let talent: { cookie: string; talentId: string };
  let employee: { cookie: string; talentId: string };

  const as = (who: { cookie: string }) => ({
    apply: (urlCode: string, segmentCode = segment) =>
      app.inject(
        withCookie(who.cookie, { method: 'POST', url: URL, payload: { segmentCode, urlCode } }),
      ),
    withdraw: (id: string) =>
      app.inject(withCookie(who.cookie, { method: 'POST', url: `${URL}/${id}/withdraw` })),
    list: (query = '') =>
      app.inject(withCookie(who.cookie, { method: 'GET', url: `${URL}${query}` })),
    states: (jobUrlCodes: string[]) =>
      app.inject(
        withCookie(who.cookie, {
          method: 'POST',
          url: '/api/talentapi/job-listing/application-states',
          payload: { jobUrlCodes },
        }),
      ),
  });

  beforeAll(async () => {
    app = ctx().app;
    const { db } = ctx().database;
    const community = await buildCommunity(db, {});
    segment = community.segmentCode;
    talent = await signUpTalent(app);
    employee = await signUpTalent(app);
    await buildConnection(db, {
      talentId: talent.talentId,
      communityId: community.id,
      relationship: 'contractor',
    });
    await buildConnection(db, {
      talentId: employee.talentId,
      communityId: community.id,
      relationship: 'internal',
    });
    const job = (urlCode: string, extra: Partial<Parameters<typeof buildJob>[1]> = {}) =>
      buildJob(db, { communityId: community.id, urlCode, roleName: `Role ${urlCode}`, ...extra });
    await job('open-1');
    await job('open-2');
    await job('open-3');
    await job('external-1', { source: 2, customApplyUrl: 'https://careers.example/jobs/1' });
    await job('closed-1', { applicationsCloseAt: new Date(Date.now() - HOUR) });
    await job('internal-1', { internalOnly: true });
    // Strict dates: closed to the public already, still open to employees.
    await job('strict-1', {
      strictJobPostEndDates: true,
      applicationsCloseAt: new Date(Date.now() + 48 * HOUR),
      internalApplicationsCloseAt: new Date(Date.now() + 48 * HOUR),
      publicApplicationsCloseAt: new Date(Date.now() - HOUR),
    });
  });

  it('should require authentication', async () => {
    for (const [method, url] of [
      ['GET', URL],
      ['POST', URL],
      ['POST', `${URL}/00000000-0000-4000-8000-000000000000/withdraw`],
    ] as const) {
      expect((await app.inject({ method, url, payload: {} })).statusCode).toBe(401);
    }
  });

  it('applying with the profile records a submitted application that Find Jobs shows', async () => {
    const response = await as(talent).apply('open-1');
    expect(response.statusCode).toBe(201);
    const application = jobApplicationSchema.parse(response.json());
    expect(application).toMatchObject({
      state: 'SubmittedAwaitingProcessing',
      job: { roleName: 'Role open-1', segmentCode: segment, urlCode: 'open-1' },
    });
    expect((await as(talent).states(['open-1'])).json()).toEqual({
      applications: [
        { urlCode: 'open-1', segmentCode: segment, state: 'SubmittedAwaitingProcessing' },
      ],
    });
  });

  it("applying twice answers 409 'You have already applied for this job'", async () => {
    await as(talent).apply('open-2');
    const again = await as(talent).apply('open-2');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(careersMessages.alreadyApplied);
  });

  it('withdrawing sets Withdrawn, and applying again submits it again', async () => {
    const { id } = (await as(talent).apply('open-3')).json();
    const withdrawn = await as(talent).withdraw(id);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().state).toBe('Withdrawn');
    expect((await as(talent).states(['open-3'])).json().applications[0].state).toBe('Withdrawn');
    const twice = await as(talent).withdraw(id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(careersMessages.notWithdrawable);
    const again = await as(talent).apply('open-3');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id, state: 'SubmittedAwaitingProcessing' });
  });

  it('another talent cannot see or withdraw your application (404)', async () => {
    const { id } = (await as(talent).list('?urlCode=open-1')).json().applications[0];
    const response = await as(employee).withdraw(id);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(careersMessages.applicationNotFound);
    expect((await as(employee).list()).json().applications).toEqual([]);
    expect((await as(talent).list('?urlCode=open-1')).json().applications[0].state).toBe(
      'SubmittedAwaitingProcessing',
    );
  });

  it('lists the talent’s applications, newest change first, optionally for one advert', async () => {
    const all = (await as(talent).list()).json().applications;
    expect(all.map((a: { job: { urlCode: string } }) => a.job.urlCode)).toEqual([
      'open-3',
      'open-2',
      'open-1',
    ]);
    const one = (await as(talent).list(`?segmentCode=${segment}&urlCode=open-2`)).json()
      .applications;
    expect(one).toHaveLength(1);
  });

  it.each([
    ['an external advert', 'external-1', 409, careersMessages.externalApply],
    ['a closed advert', 'closed-1', 409, careersMessages.applicationsClosed],
    ['an internal-only advert (not an employee)', 'internal-1', 404, careersMessages.jobNotFound],
    [
      'an advert closed to the public by strict dates',
      'strict-1',
      409,
      careersMessages.applicationsClosed,
    ],
    ['an unknown advert', 'nothing-1', 404, careersMessages.jobNotFound],
  ])('refuses to apply for %s', async (_name, urlCode, status, message) => {
    const response = await as(talent).apply(urlCode);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
  });

  it('lets an employee apply for internal-only and strict-dated adverts', async () => {
    expect((await as(employee).apply('internal-1')).statusCode).toBe(201);
    expect((await as(employee).apply('strict-1')).statusCode).toBe(201);
  });

  describe('bad input answers 400 with a readable message', () => {
    it.each([
      ['no body fields', {}, 'segmentCode'],
      [
        'a malformed url code',
        { segmentCode: 'abc', urlCode: '../x' },
        careersMessages.urlCodeInvalid,
      ],
      ['an unknown field', { segmentCode: 'abc', urlCode: 'x', extra: 1 }, 'extra'],
    ])('%s', async (_name, payload, message) => {
      const response = await app.inject(
        withCookie(talent.cookie, { method: 'POST', url: URL, payload }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    });

    it('an application id that is not a UUID', async () => {
      const response = await as(talent).withdraw('42');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(careersMessages.applicationIdInvalid);
    });
  });
});
