// PostgreSQL going away under the app, seen from outside: while the server cannot be reached,
// signed-in calls that read it, sign-in, health and readiness answer 503 (with Retry-After but
// health; never 500, never a session lost as 401), and within a few seconds of its return
// everything answers again. The app reaches
// the server through a TCP relay the test can cut, as a stopped or restarting server would.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseHandle, openDatabase, queryRows } from '@talent/db';
import { createTestDatabase } from '@talent/db/testing';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { sendOriginByDefault, signUp, withCookie } from '../../test/harness';
import { relay } from '../../test/pg-relay';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('PostgreSQL going away (postgres)', () => {
  let owner: DatabaseHandle;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let link: ReturnType<typeof relay>;
  const dir = mkdtempSync(join(tmpdir(), 'talent-outage-'));

  beforeAll(async () => {
    owner = await createTestDatabase('postgres');
    const [{ name } = { name: '' }] = await queryRows<{ name: string }>(
      owner.db,
      sql`SELECT current_database() AS name`,
    );
    const url = new URL(adminUrl as string);
    link = relay(new URL(url));
    url.port = String(await link.listen());
    url.hostname = '127.0.0.1';
    url.pathname = `/${name}`;
    database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
    const config = testConfig({ dataDir: join(dir, 'data') });
    app = await buildApp({ config, database, webDist: join(dir, 'no-web') });
    sendOriginByDefault(app, config.publicUrl);
  });
  afterAll(async () => {
    link?.restore();
    await app?.close();
    await database?.close();
    await link?.close();
    await owner?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After while the server is away, and recovers within 5 s', async () => {
    const talent = await signUp(app, {});
    const profile = () =>
      app.inject(withCookie(talent.cookie, { method: 'GET', url: '/api/talentapi/businessCard' }));
    const signIn = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: talent.email, password: talent.password },
      });
    expect((await profile()).statusCode).toBe(200);

    link.cut();
    for (const [name, response] of [
      ['signed-in call', await profile()],
      ['sign-in', await signIn()],
      ['health', await app.inject({ method: 'GET', url: '/api/health' })],
      ['readiness', await app.inject({ method: 'GET', url: '/api/ready' })],
    ] as const) {
      expect(response.statusCode, `${name}: ${response.body}`).toBe(503);
      if (name !== 'health') expect(response.headers['retry-after'], name).toBe('5');
    }

    link.restore();
    const back = Date.now();
    for (;;) {
      const response = await profile();
      if (response.statusCode === 200) break;
      expect(response.statusCode, response.body).toBe(503);
      expect(Date.now() - back, 'recovered within 5 s').toBeLessThan(5000);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await signIn()).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({
      ready: true,
      database: 'postgres',
    });
  }, 60_000);
});
