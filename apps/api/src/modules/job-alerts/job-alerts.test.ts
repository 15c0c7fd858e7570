// Job alerts through the API and the digest run on a fake clock: the form's rules, the criteria
// the results page runs, digests daily, weekly and monthly in the talent's morning, never the
// same job twice, no mail without new jobs, a restart between preparing and sending, and the
// unsubscribe of the mail (the page's button and the one-click post).
import { JOB_ALERT_MESSAGES } from '@talent/contract';
import { schema } from '@talent/db';
import { buildCommunity, buildConnection, buildJob } from '@talent/db/testing';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../lib/mailer';
import { getOrCreateSecret } from '../../lib/secrets';
import { createTokenService } from '../../lib/tokens';
import { describeEachDatabase, withCookie } from '../../test/harness';
import { signUpTalent } from '../careers/test-support';
import { refreshSearchWords } from '../job-search/test-support';
import { type DigestDeps, prepareDueDigests, runDigests } from './digest';

const URL = '/api/talentapi/job-listing/alert-preferences';
const HOUR = 3600_000;
const DAY = 24 * HOUR;

describeEachDatabase('job alerts', (ctx) => {
  let app: FastifyInstance;
  let deps: DigestDeps;
  let segmentCode: string;
  let communityId: string;

  const post = (who: { cookie: string }, payload: object) =>
    app.inject(withCookie(who.cookie, { method: 'POST', url: URL, payload }));
  const get = (who: { cookie: string }, url = URL) =>
    app.inject(withCookie(who.cookie, { method: 'GET', url }));
  const mailsTo = async (email: string) => (await ctx().outbox()).filter((m) => m.to === email);
  const emailOf = async (talentId: string) => {
    const { db } = ctx().database;
    const [row] = await db
      .select({ email: schema.user.email })
      .from(schema.talent)
      .innerJoin(schema.user, eq(schema.user.id, schema.talent.userId))
      .where(eq(schema.talent.id, talentId));
    return row?.email as string;
  };
  /** A job added to the catalogue at `createdAt`. */
  const job = async (roleName: string, createdAt: Date) => {
    const { db } = ctx().database;
    const row = await buildJob(db, { communityId, roleName, createdAt, publishedAt: createdAt });
    await refreshSearchWords(db);
    return row;
  };
  /** A talent connected to the community with daily alerts for nurses, saved at `now`. */
  async function alertedTalent(now: Date, extra: object = {}) {
    const talent = await signUpTalent(app);
    await buildConnection(ctx().database.db, { talentId: talent.talentId, communityId });
    const { saveAlertPreferences } = await import('./job-alerts.service');
    await saveAlertPreferences(
      ctx().database.db,
      talent.talentId,
      {
        keywords: 'nurse',
        talentCommunities: [],
        workTypes: [],
        flexibleWorkOptions: [],
        enableAlerts: true,
        frequency: 1,
        timeZone: 'Australia/Sydney',
        ...extra,
      },
      now,
    );
    return { ...talent, email: await emailOf(talent.talentId) };
  }

  beforeAll(async () => {
    app = ctx().app;
    const { db } = ctx().database;
    const community = await buildCommunity(db, { displayName: 'Alert Health' });
    segmentCode = community.segmentCode;
    communityId = community.id;
    deps = {
      db,
      mailer: createMailer({ from: 'alerts@talent.example', outboxDir: ctx().outboxDir }),
      tokens: createTokenService(await getOrCreateSecret(db)),
      publicUrl: 'http://localhost:3000',
      careersBaseUrl: 'http://localhost:3000/talent',
    };
  });

  describe('preferences', () => {
    it('requires roles, sends frequency only with alerts, and reads back what was saved', async () => {
      const talent = await signUpTalent(app);
      expect((await get(talent)).json()).toMatchObject({ specified: false, enableAlerts: false });
      const missing = await post(talent, { keywords: '  ', enableAlerts: false });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fields.keywords).toBe(JOB_ALERT_MESSAGES.rolesRequired);
      const badZone = await post(talent, { keywords: 'nurse', timeZone: 'Mars/Olympus' });
      expect(badZone.statusCode).toBe(400);
      const saved = await post(talent, {
        keywords: 'Registered nurse',
        talentCommunities: [segmentCode],
        location: {
          address: 'Parramatta NSW 2150',
          suburb: 'Parramatta',
          latitude: -33.81,
          longitude: 151,
        },
        locationRadius: 25,
        workTypes: [1],
        flexibleWorkOptions: [2],
        enableAlerts: true,
        frequency: 7,
        timeZone: 'Australia/Perth',
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await get(talent)).json()).toMatchObject({
        keywords: 'Registered nurse',
        talentCommunities: [segmentCode],
        locationRadius: 25,
        workTypes: [1],
        flexibleWorkOptions: [2],
        enableAlerts: true,
        frequency: 7,
        timeZone: 'Australia/Perth',
        specified: true,
      });
      const off = await post(talent, { keywords: 'Registered nurse', enableAlerts: false });
      expect(off.json()).toMatchObject({ enableAlerts: false, frequency: null });
    });

    it('answers the criteria with the communities the results may come from', async () => {
      const talent = await signUpTalent(app);
      expect(
        (await get(talent, '/api/talentapi/job-listing/alert-search-criteria')).json(),
      ).toEqual({
        criteria: null,
        searchableSegmentCodes: [],
      });
      await buildConnection(ctx().database.db, { talentId: talent.talentId, communityId });
      await post(talent, { keywords: 'nurse', talentCommunities: [segmentCode, 'not-connected'] });
      const criteria = (
        await get(talent, '/api/talentapi/job-listing/alert-search-criteria')
      ).json();
      expect(criteria.criteria).toMatchObject({ keywords: 'nurse' });
      expect(criteria.searchableSegmentCodes).toEqual([segmentCode]);
    });
  });

  describe('digests', () => {
    it('mails the new matching jobs the next morning, once, and nothing when none are new', async () => {
      // 10:00 in Sydney on 10 March 2031: the first digest is at 7 am on the 11th.
      const saved = new Date('2031-03-09T23:00:00Z');
      const talent = await alertedTalent(saved);
      await job('Registered Nurse', new Date(saved.getTime() + HOUR));
      await job('Theatre Nurse', new Date(saved.getTime() + 2 * HOUR));
      await job('Warehouse Picker', new Date(saved.getTime() + 2 * HOUR));
      await job('Old Nurse Role', new Date(saved.getTime() - HOUR));

      expect((await runDigests(deps, new Date('2031-03-10T19:00:00Z'))).prepared).toBe(0);
      expect(await mailsTo(talent.email)).toHaveLength(0);
      const morning = new Date('2031-03-10T20:00:00Z');
      const run = await runDigests(deps, morning);
      expect(run.sent).toBeGreaterThanOrEqual(1);
      const [mail] = await mailsTo(talent.email);
      expect(mail?.subject).toBe('2 new jobs for nurse');
      expect(mail?.text).toContain('Registered Nurse');
      expect(mail?.text).toContain('Theatre Nurse');
      expect(mail?.text).not.toContain('Warehouse Picker');
      expect(mail?.text).not.toContain('Old Nurse Role');
      expect(mail?.html).toContain('<a href="http://localhost:3000/talent/careers/');
      expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(mail?.headers?.['List-Unsubscribe']).toMatch(
        /^<http:\/\/localhost:3000\/api\/job-alerts\/unsubscribe\?token=.+>$/,
      );

      // The same morning again: nothing more. The next morning: no new job, no mail.
      await runDigests(deps, new Date(morning.getTime() + HOUR));
      await runDigests(deps, new Date(morning.getTime() + DAY));
      expect(await mailsTo(talent.email)).toHaveLength(1);
      // A new job the day after: the third morning's digest has it alone.
      await job('Night Nurse', new Date(morning.getTime() + 1.5 * DAY));
      await runDigests(deps, new Date(morning.getTime() + 2 * DAY));
      const mails = await mailsTo(talent.email);
      expect(mails).toHaveLength(2);
      expect(mails[1]?.subject).toBe('1 new job for nurse');
      expect(mails[1]?.text).not.toContain('Theatre Nurse');
    });

    it('waits a week or a month between digests at those frequencies', async () => {
      const saved = new Date('2032-05-01T00:00:00Z'); // 10:00 in Sydney (AEST)
      const weekly = await alertedTalent(saved, { frequency: 7, keywords: 'midwife' });
      const monthly = await alertedTalent(saved, { frequency: 30, keywords: 'midwife' });
      await job('Midwife', new Date(saved.getTime() + HOUR));
      const first = new Date('2032-05-01T21:00:00Z'); // 7 am on 2 May
      await runDigests(deps, first);
      expect(await mailsTo(weekly.email)).toHaveLength(1);
      expect(await mailsTo(monthly.email)).toHaveLength(1);
      await job('Community Midwife', new Date(first.getTime() + HOUR));
      for (let day = 1; day < 7; day++)
        await runDigests(deps, new Date(first.getTime() + day * DAY));
      expect(await mailsTo(weekly.email)).toHaveLength(1);
      await runDigests(deps, new Date(first.getTime() + 7 * DAY));
      expect(await mailsTo(weekly.email)).toHaveLength(2);
      expect(await mailsTo(monthly.email)).toHaveLength(1);
      await runDigests(deps, new Date(first.getTime() + 29 * DAY));
      expect(await mailsTo(monthly.email)).toHaveLength(1);
      await runDigests(deps, new Date(first.getTime() + 30 * DAY));
      const monthlyMails = await mailsTo(monthly.email);
      expect(monthlyMails).toHaveLength(2);
      expect(monthlyMails[1]?.text).toContain('Community Midwife');
    });

    it('sends a digest prepared before a restart, and one whose sender died, exactly once', async () => {
      const saved = new Date('2033-08-01T00:00:00Z');
      const talent = await alertedTalent(saved, { keywords: 'paramedic' });
      await job('Paramedic', new Date(saved.getTime() + HOUR));
      const morning = new Date('2033-08-01T21:00:00Z');
      // The process stops after preparing: nothing sent yet.
      expect(await prepareDueDigests(deps, morning)).toBe(1);
      expect(await mailsTo(talent.email)).toHaveLength(0);
      // Restarted: the next run sends it, and prepares nothing again.
      await runDigests(deps, new Date(morning.getTime() + 5 * 60_000));
      expect(await mailsTo(talent.email)).toHaveLength(1);

      // A sender claims the next digest and dies before marking it sent.
      await job('Senior Paramedic', new Date(morning.getTime() + HOUR));
      const next = new Date(morning.getTime() + DAY);
      await prepareDueDigests(deps, next);
      const { db } = ctx().database;
      await db
        .update(schema.jobAlertDigest)
        .set({ state: 'sending', claimedAt: next })
        .where(eq(schema.jobAlertDigest.state, 'pending'));
      await runDigests(deps, new Date(next.getTime() + 5 * 60_000));
      expect(await mailsTo(talent.email)).toHaveLength(1);
      await runDigests(deps, new Date(next.getTime() + 20 * 60_000));
      await runDigests(deps, new Date(next.getTime() + 25 * 60_000));
      const mails = await mailsTo(talent.email);
      expect(mails).toHaveLength(2);
      expect(mails[1]?.text).toContain('Senior Paramedic');
    });

    it('prepares talents in batches side by side, each digest with its own talent’s jobs', async () => {
      const saved = new Date('2033-11-01T00:00:00Z');
      const talents = [];
      for (const keywords of ['welder', 'chef', 'welder', 'chef', 'welder', 'astronaut', 'chef']) {
        talents.push({ keywords, ...(await alertedTalent(saved, { keywords })) });
      }
      await job('Welder', new Date(saved.getTime() + HOUR));
      await job('Boilermaker Welder', new Date(saved.getTime() + 2 * HOUR));
      await job('Head Chef', new Date(saved.getTime() + 3 * HOUR));
      const morning = new Date('2033-11-01T20:00:00Z');
      // Batches of three, two at once: three batches, the second and third side by side.
      const batched = { ...deps, concurrency: 2, prepareBatch: 3 };
      expect(await prepareDueDigests(batched, morning)).toBe(6);
      await runDigests(batched, new Date(morning.getTime() + 5 * 60_000));
      for (const talent of talents) {
        const mails = await mailsTo(talent.email);
        if (talent.keywords === 'astronaut') {
          expect(mails).toHaveLength(0);
          continue;
        }
        expect(mails).toHaveLength(1);
        const text = mails[0]?.text ?? '';
        if (talent.keywords === 'welder') {
          expect(mails[0]?.subject).toBe('2 new jobs for welder');
          expect(text).toContain('Boilermaker Welder');
          expect(text).not.toContain('Head Chef');
        } else {
          expect(mails[0]?.subject).toBe('1 new job for chef');
          expect(text).not.toContain('Welder');
        }
      }
    });

    it('finds the window’s jobs by the day they were added, edited since or after a long pause', async () => {
      // Saved at 23:30 UTC: the window's first UTC day ends half an hour on.
      const saved = new Date('2034-05-01T23:30:00Z');
      const talent = await alertedTalent(saved, { keywords: 'sonographer' });
      const early = await job('Sonographer', new Date(saved.getTime() + 10 * 60_000));
      // Edited the next day (a re-import): still the job added on the 1st.
      await ctx()
        .database.db.update(schema.job)
        .set({ roleName: 'Senior Sonographer', updatedAt: new Date(saved.getTime() + DAY) })
        .where(eq(schema.job.id, early.id));
      await refreshSearchWords(ctx().database.db);
      await job('Cardiac Sonographer', new Date('2034-05-02T20:59:00Z'));
      await runDigests(deps, new Date('2034-05-02T21:00:00Z'));
      const [first] = await mailsTo(talent.email);
      expect(first?.subject).toBe('2 new jobs for sonographer');
      expect(first?.text).toContain('Senior Sonographer');
      expect(first?.text).toContain('Cardiac Sonographer');

      // Runs stopped for three months: the next one's window spans them, and finds its jobs.
      await job('Vascular Sonographer', new Date('2034-06-15T03:00:00Z'));
      await runDigests(deps, new Date('2034-08-03T21:00:00Z'));
      const mails = await mailsTo(talent.email);
      expect(mails).toHaveLength(2);
      expect(mails[1]?.subject).toBe('1 new job for sonographer');
      expect(mails[1]?.text).toContain('Vascular Sonographer');
    });

    it('puts a digest whose mail failed back, and sends it in the next run', async () => {
      const saved = new Date('2034-09-01T00:00:00Z');
      const talent = await alertedTalent(saved, { keywords: 'orthoptist' });
      await job('Orthoptist', new Date(saved.getTime() + HOUR));
      let refuse = true;
      const flaky: DigestDeps = {
        ...deps,
        mailer: {
          send: async (message) => {
            if (refuse && message.to === talent.email) throw new Error('mail server away');
            await deps.mailer.send(message);
          },
        },
      };
      const morning = new Date('2034-09-01T21:00:00Z');
      const run = await runDigests(flaky, morning);
      expect(run.failed).toBe(1);
      expect(await mailsTo(talent.email)).toHaveLength(0);
      refuse = false;
      const next = await runDigests(flaky, new Date(morning.getTime() + 5 * 60_000));
      expect(next).toMatchObject({ prepared: 0, failed: 0 });
      const mails = await mailsTo(talent.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe('1 new job for orthoptist');
    });

    it('mails nothing for jobs of a community the talent left', async () => {
      const saved = new Date('2034-02-01T00:00:00Z');
      const talent = await alertedTalent(saved, { keywords: 'radiographer' });
      await job('Radiographer', new Date(saved.getTime() + HOUR));
      await ctx()
        .database.db.delete(schema.connection)
        .where(eq(schema.connection.talentId, talent.talentId));
      await runDigests(deps, new Date('2034-02-01T21:00:00Z'));
      expect(await mailsTo(talent.email)).toHaveLength(0);
    });
  });

  describe('unsubscribe', () => {
    /** The one-click address of a List-Unsubscribe header, as a path with its query. */
    const oneClickPath = (header: string | undefined) =>
      /<https?:\/\/[^/]+(\/[^>]+)>/.exec(header ?? '')?.[1] ?? '';
    const tokenOf = (header: string | undefined) =>
      decodeURIComponent(/token=([^>]+)>/.exec(header ?? '')?.[1] ?? '');

    it('turns alerts off with the page’s button (JSON) or the one-click post (a form, no Origin)', async () => {
      const saved = new Date('2035-06-01T00:00:00Z');
      const byPage = await alertedTalent(saved, { keywords: 'sonographer' });
      const oneClick = await alertedTalent(saved, { keywords: 'sonographer' });
      await job('Sonographer', new Date(saved.getTime() + HOUR));
      await runDigests(deps, new Date('2035-06-01T21:00:00Z'));
      const [pageMail] = await mailsTo(byPage.email);
      const [clickMail] = await mailsTo(oneClick.email);

      const page = await app.inject({
        method: 'POST',
        url: '/api/job-alerts/unsubscribe',
        payload: { token: tokenOf(pageMail?.headers?.['List-Unsubscribe']) },
      });
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json()).toEqual({ unsubscribed: true, email: byPage.email });

      const click = await app.inject({
        method: 'POST',
        url: oneClickPath(clickMail?.headers?.['List-Unsubscribe']),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'https://mail.example',
        },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(click.statusCode, click.body).toBe(200);
      for (const who of [byPage, oneClick]) {
        expect((await get(who)).json()).toMatchObject({ enableAlerts: false });
      }
      await job('Senior Sonographer', new Date('2035-06-02T00:00:00Z'));
      await runDigests(deps, new Date('2035-06-02T21:00:00Z'));
      expect(await mailsTo(byPage.email)).toHaveLength(1);
      expect(await mailsTo(oneClick.email)).toHaveLength(1);
    });

    it('refuses a forged or missing token', async () => {
      for (const payload of [{ token: 'forged' }, {}]) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/job-alerts/unsubscribe',
          payload,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(JOB_ALERT_MESSAGES.unsubscribeInvalid);
      }
    });
  });
});
