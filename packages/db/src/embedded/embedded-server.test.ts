import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, type StallReport } from '../client';
import { queryRows } from '../raw';
import { appSetting } from '../schema';
import { startEmbeddedServer } from './embedded-server';

const dataDir = mkdtempSync(join(tmpdir(), 'talent-embedded-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A statement that would run for hours: PGlite cannot be interrupted from inside. */
const endless = sql`SELECT count(*) FROM generate_series(1, 100000000000)`;

async function answersAgain(handle: DatabaseHandle) {
  for (;;) {
    try {
      return await handle.ping();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

it('ends a statement past its deadline without stopping the event loop, and opens the same data again', async () => {
  const stalls: StallReport[] = [];
  const handle = await openDatabase({
    kind: 'pglite',
    dataDir,
    statementTimeoutMs: 1000,
    onStall: (report) => stalls.push(report),
  });
  try {
    await handle.db.insert(appSetting).values({ key: 'before-stall', value: 'kept' });
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 20);
    const [stuck, waiting] = await Promise.allSettled([
      queryRows(handle.db, endless),
      queryRows(handle.db, sql`SELECT 1 AS one`),
    ]);
    // Both failed: the one that overran and the one queued behind it (the app answers 503).
    expect([stuck.status, waiting.status]).toEqual(['rejected', 'rejected']);
    clearInterval(ticker);
    // The main thread kept running while the statement spun for a second in the worker.
    expect(ticks).toBeGreaterThan(10);
    expect(stalls).toHaveLength(1);
    expect(stalls[0]?.statement).toContain('generate_series(1, 100000000000)');
    expect(stalls[0]?.seconds).toBeGreaterThanOrEqual(1);

    await answersAgain(handle);
    const rows = await handle.db.select().from(appSetting);
    expect(rows.map((r) => r.key)).toContain('before-stall');
    await handle.db.insert(appSetting).values({ key: 'after-stall', value: 'written' });
  } finally {
    await handle.close();
  }
  const reopened = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const keys = (await reopened.db.select().from(appSetting)).map((r) => r.key);
    expect(keys).toEqual(expect.arrayContaining(['before-stall', 'after-stall']));
  } finally {
    await reopened.close();
  }
}, 60_000);

it('keeps concurrent transactions apart on the one embedded session', async () => {
  const handle = await openDatabase({ kind: 'pglite' });
  try {
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        handle.db.transaction(async (tx) => {
          await tx.insert(appSetting).values({ key: `tx-${i}-a`, value: 'a' });
          await queryRows(tx, sql`SELECT pg_sleep(0.005)`);
          if (i % 3 === 0) throw new Error(`transaction ${i} fails`);
          await tx.insert(appSetting).values({ key: `tx-${i}-b`, value: 'b' });
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(4);
    const keys = (await handle.db.select().from(appSetting)).map((r) => r.key).sort();
    const expected = [1, 2, 4, 5, 7, 8, 10, 11].flatMap((i) => [`tx-${i}-a`, `tx-${i}-b`]).sort();
    expect(keys.filter((k) => k.startsWith('tx-'))).toEqual(expected);
  } finally {
    await handle.close();
  }
}, 60_000);

it('answers large replies whole, and the next statement after them', async () => {
  const handle = await openDatabase({ kind: 'pglite' });
  try {
    const big = 'x'.repeat(3 * 1024 * 1024);
    const rows = await handle.db
      .insert(appSetting)
      .values({ key: 'big', value: big })
      .returning({ value: appSetting.value });
    expect(rows[0]?.value).toBe(big);
    const again = await queryRows<{ length: number }>(
      handle.db,
      sql`SELECT length(value) AS length FROM app_setting WHERE key = 'big'`,
    );
    expect(again).toEqual([{ length: big.length }]);
  } finally {
    await handle.close();
  }
}, 60_000);

it('takes large messages arriving in many pieces on several connections at once, each whole', async () => {
  // A batch of an import is one message of megabytes, which the socket brings in many chunks;
  // the worker joins a connection's chunks once its message is whole.
  const handle = await openDatabase({ kind: 'pglite' });
  try {
    const values = ['a', 'b', 'c', 'd'].map((c, i) => `${c.repeat(2 * 1024 * 1024 + i)}|${c}`);
    const lengths = await Promise.all(
      values.map((value) =>
        queryRows<{ length: number; tail: string }>(
          handle.db,
          sql`SELECT length(${value}::text) AS length, right(${value}::text, 2) AS tail`,
        ),
      ),
    );
    expect(lengths).toEqual(values.map((v) => [{ length: v.length, tail: v.slice(-2) }]));
    expect(await queryRows(handle.db, sql`SELECT 1 AS one`)).toEqual([{ one: 1 }]);
  } finally {
    await handle.close();
  }
}, 60_000);

it('answers an error inside a query sent in one piece, and runs the connections after it', async () => {
  // node-postgres writes a query's Parse, Bind, Describe, Execute and Sync at once, and the
  // worker runs them in one call: an error in one of them (here the Bind's bad parameter and an
  // Execute's unique violation) must answer that query only, on any connection at the same time.
  const handle = await openDatabase({ kind: 'pglite' });
  try {
    await handle.db.insert(appSetting).values({ key: 'one', value: 'first' });
    const results = await Promise.allSettled(
      Array.from({ length: 24 }, (_, i) => {
        if (i % 3 === 0) return queryRows(handle.db, sql`SELECT ${'not a number'}::int AS n`);
        if (i % 3 === 1) return handle.db.insert(appSetting).values({ key: 'one', value: 'again' });
        return queryRows<{ n: number }>(handle.db, sql`SELECT ${i}::int AS n`);
      }),
    );
    results.forEach((result, i) => {
      if (i % 3 === 2) expect(result).toEqual({ status: 'fulfilled', value: [{ n: i }] });
      else expect(result.status).toBe('rejected');
    });
    const rows = await handle.db
      .select({ key: appSetting.key, value: appSetting.value })
      .from(appSetting);
    expect(rows).toEqual([{ key: 'one', value: 'first' }]);
  } finally {
    await handle.close();
  }
}, 60_000);

it('names a prepared statement that overruns in its report', async () => {
  const stalls: StallReport[] = [];
  const handle = await openDatabase({
    kind: 'pglite',
    statementTimeoutMs: 1000,
    onStall: (report) => stalls.push(report),
  });
  const count = (upTo: number) =>
    queryRows(handle.db, sql`SELECT count(*) AS n FROM generate_series(1, ${upTo}::bigint)`);
  try {
    // Prepared by its first call; the second sends only its Bind, which the report names.
    await count(10);
    await expect(count(100_000_000_000)).rejects.toThrow();
    expect(stalls).toHaveLength(1);
    expect(stalls[0]?.statement).toContain('generate_series(1, $1::bigint)');
    await answersAgain(handle);
    // The restarted database started a new session: the connections that prepared were ended
    // with the old one, and the statement is prepared again on first use.
    expect(await count(3)).toEqual([{ n: '3' }]);
  } finally {
    await handle.close();
  }
}, 60_000);

it('forgets the statements a connection prepared once it goes (the session outlives it)', async () => {
  const server = await startEmbeddedServer({
    pgdataDir: undefined,
    deadlineMs: 0,
    onStall: () => {},
    onRestarted: async () => {},
    beforeStart: () => {},
  });
  const connect = async () => {
    const client = new pg.Client({
      host: server.socketDir,
      user: 'postgres',
      database: 'postgres',
    });
    await client.connect();
    return client;
  };
  const preparedNames = async (client: pg.Client) =>
    (await client.query<{ name: string }>('SELECT name FROM pg_prepared_statements')).rows.map(
      (r) => r.name,
    );
  try {
    const first = await connect();
    const second = await connect();
    await first.query({ name: 'first_one', text: 'SELECT $1::int AS n', values: [1] });
    await second.query({ name: 'second_one', text: 'SELECT $1::int AS n', values: [2] });
    expect((await preparedNames(second)).sort()).toEqual(['first_one', 'second_one']);
    await first.end();
    let names = await preparedNames(second);
    for (let i = 0; i < 50 && names.includes('first_one'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      names = await preparedNames(second);
    }
    expect(names).toEqual(['second_one']);
    expect(
      (await second.query({ name: 'second_one', text: 'SELECT $1::int AS n', values: [3] })).rows,
    ).toEqual([{ n: 3 }]);
    await second.end();
  } finally {
    await server.stop();
  }
}, 60_000);
