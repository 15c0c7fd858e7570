import { CONNECTION_MESSAGES as M } from '@talent/contract';
import { schema } from '@talent/db';
import { buildCommunity, buildCompany, buildConnection, buildJob } from '@talent/db/testing';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, withCookie } from '../../test/harness';
import { signUpTalent } from '../careers/test-support';

const URL = '/api/talentapi/connections';
const DAY = 86_400_000;

interface ConnectionJson {
  id: string;
  statusName: string;
  consentExpiry: string | null;
  consentExpiresSoon: boolean;
  consentExpiresHuman: string | null;
  profileShared: boolean;
  initiallyConnectedAt: string | null;
  showJobAlertsConfig: boolean;
  jobAlertsPreferencesSpecified: boolean;
  jobAlertsEnabled: boolean;
  requests: { id: string }[];
  companyName: string;
  companyLogoSrc: string | null;
}

/** Months after `from`, as the consent rules count them. */
function monthsAfter(from: Date, months: number): Date {
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}

describeEachDatabase('connections', (ctx) => {
  let app: FastifyInstance;
  let talent: { cookie: string; talentId: string };
  let other: { cookie: string; talentId: string };

  const call = (
    who: { cookie: string },
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
  ) => app.inject(withCookie(who.cookie, { method, url, ...(payload ? { payload } : {}) }));
  const list = async (who = talent): Promise<ConnectionJson[]> =>
    (await call(who, 'GET', URL)).json().connections;
  const byCompany = async (name: string) => (await list()).find((c) => c.companyName === name);

  /** A community of a company of its own, and the talent's connection to it. */
  async function connection(
    name: string,
    overrides: Partial<typeof schema.connection.$inferInsert> = {},
    options: { request?: boolean; consentPeriodMonths?: number } = {},
  ) {
    const { db } = ctx().database;
    const company = await buildCompany(db, { name });
    const community = await buildCommunity(db, {
      companyId: company.id,
      displayName: `${name} Careers`,
      consentPeriodMonths: options.consentPeriodMonths ?? 12,
    });
    const row = await buildConnection(db, {
      talentId: talent.talentId,
      communityId: community.id,
      ...overrides,
    });
    let requestId: string | undefined;
    if (options.request) {
      const [request] = await db
        .insert(schema.connectionRequest)
        .values({ connectionId: row.id })
        .returning();
      requestId = request?.id;
    }
    return { id: row.id, requestId: requestId as string, community, company };
  }

  beforeAll(async () => {
    app = ctx().app;
    talent = await signUpTalent(app);
    other = await signUpTalent(app);
  });

  it('lists the talent’s connections with company, status, dates and consent', async () => {
    const expiry = new Date(Date.now() + 10 * DAY);
    await connection('Listing Co', {
      relationship: 'contractor',
      consentExpiry: expiry,
      initiallyConnectedAt: new Date('2024-05-01T00:00:00Z'),
    });
    const row = await byCompany('Listing Co');
    expect(row).toMatchObject({
      statusName: 'Connected',
      relationship: 'contractor',
      communityName: 'Listing Co Careers',
      initiallyConnectedAt: '2024-05-01T00:00:00.000Z',
      consentExpiry: expiry.toISOString(),
      consentExpiresSoon: true,
      consentExpiresHuman: 'in 10 days',
      profileShared: true,
      showJobAlertsConfig: false,
      requests: [],
    });
    expect(await list(other)).toEqual([]);
  });

  it('accepts a New, Pending or Declined request: Connected, consent for the community’s period', async () => {
    for (const status of ['New', 'Pending', 'Declined']) {
      const c = await connection(
        `Accept ${status}`,
        { statusName: status, initiallyConnectedAt: null },
        { request: true, consentPeriodMonths: 6 },
      );
      const before = new Date();
      const res = await call(talent, 'POST', `${URL}/requests/${c.requestId}/accept`);
      expect(res.statusCode).toBe(200);
      const body = res.json() as ConnectionJson;
      expect(body.statusName).toBe('Connected');
      expect(body.requests).toEqual([]);
      expect(body.initiallyConnectedAt).not.toBeNull();
      const expiry = new Date(body.consentExpiry as string).getTime();
      expect(expiry).toBeGreaterThanOrEqual(monthsAfter(before, 6).getTime() - 1000);
      expect(expiry).toBeLessThanOrEqual(monthsAfter(new Date(), 6).getTime() + 1000);
    }
  });

  it('declines a New or Pending request, keeping it so it can still be accepted', async () => {
    const c = await connection('Decline Co', { statusName: 'New' }, { request: true });
    const res = await call(talent, 'POST', `${URL}/requests/${c.requestId}/decline`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ statusName: 'Declined', requests: [{ id: c.requestId }] });
    const again = await call(talent, 'POST', `${URL}/requests/${c.requestId}/decline`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.notAllowed('declined', 'Declined'));
  });

  it('ignores a request: the connection leaves the list', async () => {
    const c = await connection('Ignore Co', { statusName: 'Pending' }, { request: true });
    const res = await call(talent, 'POST', `${URL}/requests/${c.requestId}/ignore`);
    expect(res.statusCode).toBe(204);
    expect(await byCompany('Ignore Co')).toBeUndefined();
    const gone = await call(talent, 'POST', `${URL}/requests/${c.requestId}/accept`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(M.requestNotFound);
  });

  it('reconnects On Hold with a new consent, and refuses it for other statuses', async () => {
    const c = await connection('Hold Co', {
      statusName: 'On Hold',
      consentExpiry: new Date(Date.now() - 20 * DAY),
    });
    const held = await byCompany('Hold Co');
    expect(held).toMatchObject({ profileShared: false, consentExpiresSoon: true });
    expect(held?.consentExpiresHuman).toBe('20 days');
    const res = await call(talent, 'POST', `${URL}/${c.id}/reconnect`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ statusName: 'Connected', profileShared: true });
    expect(new Date(res.json().consentExpiry).getTime()).toBeGreaterThan(Date.now() + 300 * DAY);
    const again = await call(talent, 'POST', `${URL}/${c.id}/reconnect`);
    expect(again.statusCode).toBe(409);
  });

  it('disconnects a Connected connection only, which removes it', async () => {
    const pending = await connection('Pending Co', { statusName: 'Pending' }, { request: true });
    expect((await call(talent, 'POST', `${URL}/${pending.id}/disconnect`)).statusCode).toBe(409);
    const c = await connection('Leave Co');
    const res = await call(talent, 'POST', `${URL}/${c.id}/disconnect`);
    expect(res.statusCode).toBe(204);
    expect(await byCompany('Leave Co')).toBeUndefined();
    expect((await call(talent, 'POST', `${URL}/${c.id}/disconnect`)).statusCode).toBe(404);
  });

  it('renews consent by the community’s period from now, and an expired one stops sharing', async () => {
    const c = await connection(
      'Renew Co',
      { consentExpiry: new Date(Date.now() - DAY) },
      { consentPeriodMonths: 3 },
    );
    const expired = await byCompany('Renew Co');
    expect(expired).toMatchObject({ profileShared: false, consentExpiresSoon: true });
    const before = new Date();
    const res = await call(talent, 'POST', `${URL}/${c.id}/renew-consent`);
    expect(res.statusCode).toBe(200);
    const renewed = res.json() as ConnectionJson;
    const expiry = new Date(renewed.consentExpiry as string).getTime();
    expect(expiry).toBeGreaterThanOrEqual(monthsAfter(before, 3).getTime() - 1000);
    expect(expiry).toBeLessThanOrEqual(monthsAfter(new Date(), 3).getTime() + 1000);
    expect(renewed).toMatchObject({ profileShared: true, consentExpiresSoon: false });
    expect(await byCompany('Renew Co')).toMatchObject({ consentExpiry: renewed.consentExpiry });
    const hold = await connection('Renew Hold Co', { statusName: 'On Hold' });
    expect((await call(talent, 'POST', `${URL}/${hold.id}/renew-consent`)).statusCode).toBe(409);
  });

  describe('internal job alerts', () => {
    it('answers 406 on enabling before the preferences are set, then enables once they are', async () => {
      const c = await connection('Alerts Co', { relationship: 'internal' });
      expect(await byCompany('Alerts Co')).toMatchObject({
        showJobAlertsConfig: true,
        jobAlertsPreferencesSpecified: false,
      });
      const refused = await call(talent, 'PUT', `${URL}/${c.id}/job-alerts`, { enabled: true });
      expect(refused.statusCode).toBe(406);
      expect(refused.json().message).toBe(M.jobAlertPreferencesRequired);
      expect((await byCompany('Alerts Co'))?.jobAlertsEnabled).toBe(false);

      const noRoles = await call(talent, 'PUT', `${URL}/${c.id}/job-alert-preferences`, {
        keywords: ' ',
        enableAlerts: false,
      });
      expect(noRoles.statusCode).toBe(400);
      expect(noRoles.json().fields.keywords).toBe('Roles are required');

      const saved = await call(talent, 'PUT', `${URL}/${c.id}/job-alert-preferences`, {
        keywords: 'Data engineer',
        enableAlerts: false,
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({
        keywords: 'Data engineer',
        enableAlerts: false,
        specified: true,
        companyName: 'Alerts Co',
      });
      const on = await call(talent, 'PUT', `${URL}/${c.id}/job-alerts`, { enabled: true });
      expect(on.statusCode).toBe(200);
      expect(on.json()).toMatchObject({
        jobAlertsEnabled: true,
        jobAlertsPreferencesSpecified: true,
      });
      const off = await call(talent, 'PUT', `${URL}/${c.id}/job-alerts`, { enabled: false });
      expect(off.json().jobAlertsEnabled).toBe(false);

      const daily = await call(talent, 'PUT', `${URL}/${c.id}/job-alert-preferences`, {
        keywords: 'Data engineer',
        enableAlerts: true,
        frequency: 1,
      });
      expect(daily.json()).toMatchObject({ enableAlerts: true, frequency: 1 });
      const read = await call(talent, 'GET', `${URL}/${c.id}/job-alert-preferences`);
      expect(read.json()).toMatchObject({ keywords: 'Data engineer', frequency: 1 });
    });

    it('disabling never needs preferences; a contractor connection offers no internal alerts', async () => {
      const internal = await connection('Quiet Co', { relationship: 'internal' });
      const off = await call(talent, 'PUT', `${URL}/${internal.id}/job-alerts`, { enabled: false });
      expect(off.statusCode).toBe(200);
      const contractor = await connection('Contract Co', { relationship: 'contractor' });
      const res = await call(talent, 'PUT', `${URL}/${contractor.id}/job-alerts`, {
        enabled: false,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(M.jobAlertsNotOffered);
    });
  });

  it('answers 404 for another talent’s connection or request, for every call', async () => {
    const mine = await connection('Mine Co', { statusName: 'Pending' }, { request: true });
    const connected = await connection('Mine Connected Co', { relationship: 'internal' });
    const attempts: [method: 'GET' | 'POST' | 'PUT', url: string, body?: object][] = [
      ['POST', `${URL}/requests/${mine.requestId}/accept`],
      ['POST', `${URL}/requests/${mine.requestId}/decline`],
      ['POST', `${URL}/requests/${mine.requestId}/ignore`],
      ['POST', `${URL}/${connected.id}/reconnect`],
      ['POST', `${URL}/${connected.id}/disconnect`],
      ['POST', `${URL}/${connected.id}/renew-consent`],
      ['PUT', `${URL}/${connected.id}/job-alerts`, { enabled: false }],
      ['GET', `${URL}/${connected.id}/job-alert-preferences`],
      [
        'PUT',
        `${URL}/${connected.id}/job-alert-preferences`,
        { keywords: 'x', enableAlerts: false },
      ],
    ];
    for (const [method, url, body] of attempts) {
      const res = await call(other, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await byCompany('Mine Co')).toMatchObject({ statusName: 'Pending' });
    expect(await byCompany('Mine Connected Co')).toMatchObject({ statusName: 'Connected' });
  });

  it('refuses an id that is not one, and every call without a session', async () => {
    expect((await call(talent, 'POST', `${URL}/not-an-id/disconnect`)).statusCode).toBe(400);
    const anonymous = await app.inject({ method: 'GET', url: URL });
    expect(anonymous.statusCode).toBe(401);
  });

  it('shows the company logo: its own SVG, else the logo its feed named', async () => {
    const { db } = ctx().database;
    const svg = await connection('Svg Logo Co');
    await db
      .update(schema.company)
      .set({ logoSvg: '<svg/>' })
      .where(eq(schema.company.id, svg.company.id));
    const feed = await connection('Feed Logo Co');
    await db
      .update(schema.company)
      .set({ logoUrl: 'https://cdn.feed.example/logo.png' })
      .where(eq(schema.company.id, feed.company.id));
    expect((await byCompany('Svg Logo Co'))?.companyLogoSrc).toBe(
      `/api/careers/branding/logo/${svg.company.code}.svg`,
    );
    expect((await byCompany('Feed Logo Co'))?.companyLogoSrc).toBe(
      'https://cdn.feed.example/logo.png',
    );
    expect((await byCompany('Listing Co'))?.companyLogoSrc).toBeNull();
  });

  it('disconnecting stops Find Jobs searching the community at once', async () => {
    const { db } = ctx().database;
    const c = await connection('Searchable Co');
    await buildJob(db, { communityId: c.community.id, roleName: 'Searchable Role' });
    const token = (await call(talent, 'GET', '/api/talentapi/job-listing/token')).json()
      .access_token;
    const search = async () =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/careers/talent-job-search',
          headers: { authorization: `Bearer ${token}` },
          payload: {},
        })
      )
        .json()
        .jobs.map((j: { roleName: string }) => j.roleName);
    expect(await search()).toContain('Searchable Role');
    await call(talent, 'POST', `${URL}/${c.id}/disconnect`);
    expect(await search()).not.toContain('Searchable Role');
  });
});
