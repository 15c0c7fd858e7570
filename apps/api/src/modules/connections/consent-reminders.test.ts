import { CONSENT_RENEWAL_MESSAGES } from '@talent/contract';
import { buildCommunity, buildCompany, buildConnection } from '@talent/db/testing';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { describeEachDatabase, signUp, withCookie } from '../../test/harness';

const ADMIN = 'consent-admin-token-for-tests';
const DAY = 86_400_000;
const RENEWAL = '/api/connections/consent-renewal';

describeEachDatabase(
  'consent renewal reminders',
  (ctx) => {
    let app: FastifyInstance;
    let talent: { cookie: string; email: string; talentId: string };

    async function connection(name: string, consentExpiry: Date | null, statusName = 'Connected') {
      const { db } = ctx().database;
      const company = await buildCompany(db, { name });
      const community = await buildCommunity(db, {
        companyId: company.id,
        consentPeriodMonths: 12,
      });
      return buildConnection(db, {
        talentId: talent.talentId,
        communityId: community.id,
        statusName,
        consentExpiry,
      });
    }
    const run = async (asOf = new Date()) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/admin/consent-reminders/run',
          headers: { authorization: `Bearer ${ADMIN}` },
          payload: { asOf: asOf.toISOString() },
        })
      ).json() as { sent: number; failed: number };
    const mailsTo = async () => (await ctx().outbox()).filter((m) => m.to === talent.email);
    const tokenIn = (text: string) => /renew-consent\?token=([\w.-]+)/.exec(text)?.[1] ?? '';

    beforeAll(async () => {
      app = ctx().app;
      const account = await signUp(app);
      const session = await app.inject(
        withCookie(account.cookie, { method: 'GET', url: '/api/talentapi/session' }),
      );
      talent = { ...account, talentId: session.json().profileId };
    });

    describe('a month before a consent ends', () => {
      let dueId: string;
      beforeAll(async () => {
        dueId = (await connection('Reminded Rail', new Date(Date.now() + 20 * DAY))).id;
        await connection('Later Logistics', new Date(Date.now() + 60 * DAY));
        await connection('Lapsed Labs', new Date(Date.now() - DAY));
        await connection('Paused Ports', new Date(Date.now() + 10 * DAY), 'On Hold');
      });

      it('mails one reminder, with a renewal link, for each Connected consent ending within 30 days', async () => {
        expect((await run()).failed).toBe(0);
        // The app's own scheduled run may have claimed the reminder first (its first run waits
        // for a free worker, so on a busy machine it can come after the connections were made):
        // either run sends it, once.
        const mails = await vi.waitFor(
          async () => {
            const received = await mailsTo();
            expect(received.length).toBeGreaterThan(0);
            return received;
          },
          { timeout: 10_000 },
        );
        expect(mails.map((m) => m.subject)).toEqual([
          expect.stringMatching(
            /^Your consent for Reminded Rail ends on \d{1,2} [A-Z][a-z]{2} \d{4}$/,
          ),
        ]);
        expect(mails[0]?.text).toContain('/talent/connections/renew-consent?token=');
        expect(mails[0]?.html).toContain('Renew your consent');
      });

      it('sends it once per consent period', async () => {
        await run();
        await run(new Date(Date.now() + 5 * DAY));
        expect(await mailsTo()).toHaveLength(1);
      });

      it('renews from the link with one press, without a session', async () => {
        const token = tokenIn((await mailsTo())[0]?.text ?? '');
        const shown = await app.inject({ method: 'GET', url: `${RENEWAL}?token=${token}` });
        expect(shown.json()).toMatchObject({ companyName: 'Reminded Rail' });
        const before = Date.now();
        const renewed = await app.inject({ method: 'POST', url: RENEWAL, payload: { token } });
        expect(renewed.statusCode).toBe(200);
        const expiry = new Date(renewed.json().consentExpiry).getTime();
        expect(expiry - before).toBeGreaterThan(360 * DAY);
        const listed = (
          await app.inject(
            withCookie(talent.cookie, { method: 'GET', url: '/api/talentapi/connections' }),
          )
        ).json().connections as { id: string; consentExpiresSoon: boolean }[];
        expect(listed.find((c) => c.id === dueId)?.consentExpiresSoon).toBe(false);
        // The new period gets its own reminder, a month before it ends.
        await run(new Date(expiry - 10 * DAY));
        expect((await mailsTo()).filter((m) => m.subject.includes('Reminded Rail'))).toHaveLength(
          2,
        );
      });

      it('refuses a link that is forged, or whose connection is gone', async () => {
        const forged = await app.inject({
          method: 'POST',
          url: RENEWAL,
          payload: { token: 'x.y.z' },
        });
        expect(forged.statusCode).toBe(400);
        expect(forged.json().message).toBe(CONSENT_RENEWAL_MESSAGES.linkInvalid);
        const token = tokenIn((await mailsTo())[0]?.text ?? '');
        await app.inject(
          withCookie(talent.cookie, {
            method: 'POST',
            url: `/api/talentapi/connections/${dueId}/disconnect`,
          }),
        );
        const gone = await app.inject({ method: 'POST', url: RENEWAL, payload: { token } });
        expect(gone.statusCode).toBe(400);
      });
    });

    it('keeps the admin run behind the admin token', async () => {
      const refused = await app.inject({
        method: 'POST',
        url: '/api/admin/consent-reminders/run',
        payload: {},
      });
      expect(refused.statusCode).toBe(401);
    });
  },
  { adminToken: ADMIN },
);
