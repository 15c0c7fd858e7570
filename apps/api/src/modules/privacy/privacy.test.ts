import { readdirSync } from 'node:fs';
import { DATA_EXPORT_JSON_NAME, PRIVACY_MESSAGES as M } from '@talent/contract';
import { queryRows } from '@talent/db';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, signUp, withCookie } from '../../test/harness';
import { buildRichTalent, type RichTalent, tablesMentioning, talentTables } from './test-support';

const DELETE = '/api/talentapi/settings/delete-account';
const HAS_PASSWORD = '/api/talentapi/privacy/has-set-password';
const EXPORT = '/api/talentapi/privacy/data-export';
const CONFIRM = '/api/account/confirm-deletion';

describeEachDatabase('privacy and closing the account', (ctx) => {
  let app: FastifyInstance;
  const as = (cookie: string, options: InjectOptions) => app.inject(withCookie(cookie, options));
  const sessionOf = (cookie: string) =>
    as(cookie, { method: 'GET', url: '/api/talentapi/session' });
  const signIn = (email: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
  const storedFiles = () => {
    try {
      return readdirSync(ctx().filesDir, { recursive: true }).filter((n) =>
        String(n).includes('/'),
      );
    } catch {
      return [];
    }
  };
  /** An account whose credential has no password (as a future single sign-on would make). */
  async function passwordless() {
    const talent = await signUp(app);
    const session = (await sessionOf(talent.cookie)).json() as { userId: string };
    await ctx().database.db.execute(
      sql`UPDATE account SET password = NULL WHERE user_id = ${session.userId}`,
    );
    return { ...talent, userId: session.userId };
  }

  beforeAll(() => {
    app = ctx().app;
  });

  it('should require a session for every privacy call', async () => {
    for (const [method, url] of [
      ['GET', HAS_PASSWORD],
      ['GET', EXPORT],
      ['POST', DELETE],
    ] as const) {
      expect(
        (await app.inject({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode,
      ).toBe(401);
    }
  });

  it('says whether the account has a password', async () => {
    const withPassword = await signUp(app);
    expect((await as(withPassword.cookie, { method: 'GET', url: HAS_PASSWORD })).json()).toEqual({
      hasSetPassword: true,
    });
    const without = await passwordless();
    expect((await as(without.cookie, { method: 'GET', url: HAS_PASSWORD })).json()).toEqual({
      hasSetPassword: false,
    });
  });

  describe('closing with a password', () => {
    it("asks for a reason ('Please select a reason') and the password ('Please enter your password')", async () => {
      const talent = await signUp(app);
      const noReason = await as(talent.cookie, {
        method: 'POST',
        url: DELETE,
        payload: { password: talent.password },
      });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().fields.reasonType).toBe(M.reasonRequired);
      const noPassword = await as(talent.cookie, {
        method: 'POST',
        url: DELETE,
        payload: { reasonType: 2 },
      });
      expect(noPassword.statusCode).toBe(400);
      expect(noPassword.json()).toMatchObject({
        message: M.passwordRequired,
        fields: { password: M.passwordRequired },
      });
      expect((await sessionOf(talent.cookie)).statusCode).toBe(200);
    });

    it('refuses a wrong password with a message for the password field, and keeps the account', async () => {
      const talent = await signUp(app);
      const wrong = await as(talent.cookie, {
        method: 'POST',
        url: DELETE,
        payload: { reasonType: 4, password: 'not-the-password' },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        message: M.passwordIncorrect,
        fields: { password: M.passwordIncorrect },
      });
      expect((await sessionOf(talent.cookie)).statusCode).toBe(200);
      expect((await signIn(talent.email, talent.password)).statusCode).toBe(200);
    });

    it('cannot be triggered from another site', async () => {
      const talent = await signUp(app);
      const forged = await as(talent.cookie, {
        method: 'POST',
        url: DELETE,
        headers: { origin: 'https://attacker.example' },
        payload: { reasonType: 1, password: talent.password },
      });
      expect(forged.statusCode).toBe(403);
      expect((await sessionOf(talent.cookie)).statusCode).toBe(200);
    });

    it('removes every row and file of the talent, ends every session, and the sign-in fails', async () => {
      const { db } = ctx().database;
      const other = await buildRichTalent(app, db);
      const talent: RichTalent = await buildRichTalent(app, db);
      const needles = [talent.userId, talent.talentId, talent.email, talent.fullName];
      // The fixture has a row in every table a talent can have rows in, so each is checked.
      const before = await tablesMentioning(db, needles);
      for (const table of await talentTables(db)) {
        if (table === 'account_deletion_request') continue; // only for accounts without a password
        expect(before, `the fixture has no ${table} row`).toHaveProperty(table);
      }
      const filesBefore = storedFiles().length;

      const closed = await as(talent.cookie, {
        method: 'POST',
        url: DELETE,
        payload: {
          reasonType: 8,
          reasonDescription: 'Found a job elsewhere',
          password: talent.password,
        },
      });
      expect(closed.statusCode).toBe(200);
      expect(closed.json()).toEqual({ outcome: 'closed' });
      expect(String(closed.headers['set-cookie'])).toMatch(/session_token=;|Max-Age=0/);

      expect(await tablesMentioning(db, needles)).toEqual({});
      expect(storedFiles().length).toBe(filesBefore - 2);
      expect((await sessionOf(talent.cookie)).statusCode).toBe(401);
      expect((await sessionOf(talent.secondCookie)).statusCode).toBe(401);
      expect((await signIn(talent.email, talent.password)).statusCode).toBe(401);
      // Why it closed is kept, with nothing that says whose it was.
      const closures = await queryRows<{ reason_type: number; reason_description: string }>(
        db,
        sql`SELECT reason_type, reason_description FROM account_closure`,
      );
      expect(closures).toContainEqual({
        reason_type: 8,
        reason_description: 'Found a job elsewhere',
      });
      // The other talent keeps everything.
      expect((await sessionOf(other.cookie)).statusCode).toBe(200);
      expect(Object.keys(await tablesMentioning(db, [other.talentId])).length).toBeGreaterThan(15);
    });
  });

  describe('closing without a password', () => {
    it('asks for DELETE to be typed, then mails a link that closes the account once', async () => {
      const talent = await passwordless();
      const untyped = await as(talent.cookie, {
        method: 'POST',
        url: DELETE,
        payload: { reasonType: 3, confirmation: 'delete me' },
      });
      expect(untyped.statusCode).toBe(400);
      expect(untyped.json().fields.confirmation).toBe(M.confirmationRequired);

      const asked = await as(talent.cookie, {
        method: 'POST',
        url: DELETE,
        payload: { reasonType: 3, confirmation: 'DELETE' },
      });
      expect(asked.json()).toEqual({ outcome: 'confirmationSent' });
      expect((await sessionOf(talent.cookie)).statusCode).toBe(200);
      const mail = (await ctx().outbox()).filter((m) => m.to === talent.email).at(-1);
      expect(mail?.subject).toBe('Confirm closing your Talent Portal account');
      const token = /confirm-deletion\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
      expect(token).toBeTruthy();

      expect(
        (
          await app.inject({ method: 'POST', url: CONFIRM, payload: { token: `${token}x` } })
        ).json(),
      ).toEqual(expect.objectContaining({ message: M.confirmationLinkInvalid }));
      const confirmed = await app.inject({ method: 'POST', url: CONFIRM, payload: { token } });
      expect(confirmed.json()).toEqual({ outcome: 'closed' });
      expect((await sessionOf(talent.cookie)).statusCode).toBe(401);
      expect(await tablesMentioning(ctx().database.db, [talent.userId, talent.email])).toEqual({});
      // The mails kept for the address went with the account.
      expect((await ctx().outbox()).filter((m) => m.to === talent.email)).toEqual([]);
      expect(
        (await app.inject({ method: 'POST', url: CONFIRM, payload: { token } })).statusCode,
      ).toBe(400);
    });

    it('refuses a link that has expired', async () => {
      const talent = await passwordless();
      await as(talent.cookie, {
        method: 'POST',
        url: DELETE,
        payload: { reasonType: 1, confirmation: 'DELETE' },
      });
      const token = /token=([\w-]+)/.exec(
        (await ctx().outbox()).filter((m) => m.to === talent.email).at(-1)?.text ?? '',
      )?.[1];
      await ctx().database.db.execute(
        sql`UPDATE account_deletion_request SET expires_at = now() - interval '1 minute' WHERE user_id = ${talent.userId}`,
      );
      const late = await app.inject({ method: 'POST', url: CONFIRM, payload: { token } });
      expect(late.statusCode).toBe(400);
      expect((await sessionOf(talent.cookie)).statusCode).toBe(200);
    });
  });

  describe('the data export', () => {
    it('is a ZIP of everything held about the talent and every uploaded file, and nothing of anyone else', async () => {
      const { db } = ctx().database;
      const other = await buildRichTalent(app, db);
      const talent = await buildRichTalent(app, db);
      const response = await as(talent.cookie, { method: 'GET', url: EXPORT });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/zip');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="talent-data-\d{4}-\d{2}-\d{2}\.zip"/,
      );
      const entries = unzipSync(new Uint8Array(response.rawPayload));
      const json = new TextDecoder().decode(entries[DATA_EXPORT_JSON_NAME]);
      const data = JSON.parse(json);

      expect(data.account).toMatchObject({
        userId: talent.userId,
        email: talent.email,
        name: talent.fullName,
      });
      expect(data.profile.basics).toMatchObject({
        name: talent.fullName,
        label: 'Haul Truck Operator',
        email: talent.email,
      });
      expect(data.profile.basics.profiles).toEqual([
        { network: 'LinkedIn', url: 'https://www.linkedin.com/in/quilla' },
      ]);
      expect(data.profile.work[0]).toMatchObject({
        name: 'Pilbara Ore',
        position: 'Haul Truck Operator',
        startDate: '2019-03-01',
        current: true,
      });
      expect(data.profile.education[0]).toMatchObject({ institution: 'TAFE WA', endDate: '2018' });
      expect(data.profile.certificates[0]).toMatchObject({ name: 'HR Driver Licence' });
      expect(data.profile.languages).toEqual([
        { language: 'English', fluency: 'Fluent Or Native' },
      ]);
      expect(data.connections.map((c: { statusName: string }) => c.statusName).sort()).toEqual([
        'Connected',
        'New',
      ]);
      expect(data.applications).toEqual([
        expect.objectContaining({
          roleName: 'Dump Truck Operator',
          status: 'SubmittedAwaitingProcessing',
        }),
      ]);
      expect(data.savedJobs).toEqual([expect.objectContaining({ roleName: 'Excavator Operator' })]);
      expect(data.removedJobs).toEqual([expect.objectContaining({ roleName: 'Grader Operator' })]);
      expect(data.jobAlertPreferences).toMatchObject({
        criteria: { keywords: 'truck' },
        frequency: 7,
      });
      expect(data.skills.coreSkills).toEqual(['Haul Truck Operation']);
      expect(data.signInHistory.length).toBe(2);
      // Every table a talent can have rows in is in the records, with the talent's rows.
      for (const table of await talentTables(db)) expect(data.records).toHaveProperty(table);
      expect(data.records.connection_request).toHaveLength(1);

      // Every uploaded file, byte for byte.
      const files = data.files as { path: string; kind: string }[];
      expect(files.map((f) => f.kind).sort()).toEqual(['avatar', 'cv']);
      const resume = files.find((f) => f.kind === 'cv');
      expect(Buffer.from(entries[resume?.path ?? ''] ?? [])).toEqual(talent.resumeBytes);

      // No secret, and nothing of the other talent.
      const passwordHash = (
        await queryRows<{ password: string }>(
          db,
          sql`SELECT password FROM account WHERE user_id = ${talent.userId}`,
        )
      )[0]?.password;
      const tokens = await queryRows<{ token: string }>(
        db,
        sql`SELECT token FROM session WHERE user_id = ${talent.userId}`,
      );
      for (const secret of [passwordHash, ...tokens.map((t) => t.token)])
        expect(json).not.toContain(secret);
      for (const foreign of [other.userId, other.talentId, other.email, other.fullName])
        expect(json).not.toContain(foreign);
    });
  });
});
