// A company reads a talent's profile only while it is shared: Connected to one of the
// company's communities with consent in date. An expired consent refuses the read until the
// talent renews it; disconnecting refuses it for good.
import { COMPANY_API_MESSAGES as M } from '@talent/contract';
import { schema } from '@talent/db';
import { buildCommunity, buildCompany, buildConnection } from '@talent/db/testing';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, withCookie } from '../../test/harness';
import { signUpTalent } from '../careers/test-support';

const TOKEN = 'admin-token-for-tests-0123456789';
const DAY = 86_400_000;

describeEachDatabase(
  'company reads of shared profiles',
  (ctx) => {
    let app: FastifyInstance;
    let talent: { cookie: string; talentId: string };
    let profileCode: string;
    let connectionId: string;
    let companyToken: string;
    let otherToken: string;

    const tokenFor = async (companyCode: string) => {
      const res = await app.inject({
        method: 'POST',
        url: `/api/admin/companies/${companyCode}/token`,
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().accessToken as string;
    };
    const read = (token: string, code = profileCode) =>
      app.inject({
        method: 'GET',
        url: `/api/companyapi/talent/${code}`,
        headers: { authorization: `Bearer ${token}` },
      });

    beforeAll(async () => {
      app = ctx().app;
      const { db } = ctx().database;
      talent = await signUpTalent(app);
      const [row] = await db
        .select({ profileCode: schema.talent.profileCode })
        .from(schema.talent)
        .where(eq(schema.talent.id, talent.talentId));
      profileCode = row?.profileCode ?? '';
      const company = await buildCompany(db, { name: 'Reading Co' });
      const community = await buildCommunity(db, { companyId: company.id });
      const connection = await buildConnection(db, {
        talentId: talent.talentId,
        communityId: community.id,
        consentExpiry: new Date(Date.now() + 30 * DAY),
      });
      connectionId = connection.id;
      companyToken = await tokenFor(company.code);
      otherToken = await tokenFor((await buildCompany(db, { name: 'Stranger Co' })).code);
    });

    it('answers the shared profile while consent is in date, and counts the view', async () => {
      const res = await read(companyToken);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().card.nameHidden).toBe(false);
      expect(res.headers['cache-control']).toBe('no-store');
      const views = await ctx()
        .database.db.select()
        .from(schema.profileView)
        .where(eq(schema.profileView.talentId, talent.talentId));
      expect(views).toHaveLength(1);
    });

    it('refuses a company the talent is not connected to, and an unknown profile, alike', async () => {
      const stranger = await read(otherToken);
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json().message).toBe(M.profileNotShared);
      const unknown = await read(companyToken, 'no-such-profile');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(M.profileNotShared);
    });

    it('refuses the read once consent has expired, and shares again after renewal', async () => {
      const { db } = ctx().database;
      await db
        .update(schema.connection)
        .set({ consentExpiry: new Date(Date.now() - DAY) })
        .where(eq(schema.connection.id, connectionId));
      expect((await read(companyToken)).statusCode).toBe(404);
      const renewed = await app.inject(
        withCookie(talent.cookie, {
          method: 'POST',
          url: `/api/talentapi/connections/${connectionId}/renew-consent`,
        }),
      );
      expect(renewed.statusCode).toBe(200);
      expect((await read(companyToken)).statusCode).toBe(200);
    });

    it('refuses the read after the talent disconnects', async () => {
      await app.inject(
        withCookie(talent.cookie, {
          method: 'POST',
          url: `/api/talentapi/connections/${connectionId}/disconnect`,
        }),
      );
      expect((await read(companyToken)).statusCode).toBe(404);
    });

    it('needs a company token: none, another scope’s or a forged one answers 401', async () => {
      const none = await app.inject({
        method: 'GET',
        url: `/api/companyapi/talent/${profileCode}`,
      });
      expect(none.statusCode).toBe(401);
      expect(none.json().message).toBe(M.tokenRequired);
      const searchToken = (
        await app.inject(
          withCookie(talent.cookie, { method: 'GET', url: '/api/talentapi/job-listing/token' }),
        )
      ).json().access_token;
      expect((await read(searchToken)).statusCode).toBe(401);
      expect((await read(`${companyToken}x`)).statusCode).toBe(401);
      const noAdmin = await app.inject({
        method: 'POST',
        url: '/api/admin/companies/whatever/token',
      });
      expect(noAdmin.statusCode).toBe(401);
    });
  },
  { adminToken: TOKEN },
);
