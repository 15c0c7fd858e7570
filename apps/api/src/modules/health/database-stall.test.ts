// The embedded database's statement deadline seen from outside: while a statement spins, the
// server keeps answering; the requests waiting on the database get 503 with Retry-After, never a
// hang or a 500; then the database answers again.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseHandle, openDatabase, queryRows, type StallReport } from '@talent/db';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';

let app: FastifyInstance;
let database: DatabaseHandle;
const stalls: StallReport[] = [];
const dir = mkdtempSync(join(tmpdir(), 'talent-stall-'));

beforeAll(async () => {
  // On a data folder, as the app runs: the restarted worker reopens the same data. (In memory it
  // would start empty and migrate again, and a query could land before the tables are back.)
  database = await openDatabase({
    kind: 'pglite',
    dataDir: join(dir, 'data'),
    statementTimeoutMs: 1500,
    onStall: (report) => stalls.push(report),
  });
  app = await buildApp({ config: testConfig(), database, webDist: join(dir, 'no-web') });
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

it('answers 503 with Retry-After to requests caught by a statement past its deadline, and keeps answering health', async () => {
  const logo = () => app.inject({ method: 'GET', url: '/api/careers/branding/logo/nobody.svg' });
  expect((await logo()).statusCode).toBe(404);

  const stuck = queryRows(database.db, sql`SELECT count(*) FROM generate_series(1, 1e11::bigint)`);
  stuck.catch(() => {});
  const caught = logo();
  // Health answers (the event loop is free), saying the database does not answer yet.
  const health = await app.inject({ method: 'GET', url: '/api/health' });
  expect(health.statusCode).toBe(503);
  expect(health.json().status).toBe('unavailable');

  const response = await caught;
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
  expect(response.json()).toEqual({
    message: 'The service is busy at the moment. Please try again in a few seconds.',
    code: 'SERVICE_UNAVAILABLE',
  });
  expect(stalls.map((s) => s.statement)).toEqual([
    expect.stringContaining('generate_series(1, 1e11::bigint)'),
  ]);

  for (;;) {
    const again = await app.inject({ method: 'GET', url: '/api/health' });
    if (again.statusCode === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect((await logo()).statusCode).toBe(404);
}, 60_000);
