import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows, queryRowsPlannedPerCall } from './raw';
import { appSetting } from './schema';
import { createTestDatabase, testDatabaseKinds } from './testing';

describe.each(testDatabaseKinds())('prepared statements (%s)', (kind) => {
  it('prepares a statement with parameters once per connection, and answers each call with its own values', async () => {
    const handle = await createTestDatabase(kind);
    try {
      // Many at once: every connection of the pool prepares the same text (on the embedded
      // database all of them in its one session, where one name twice would fail).
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          queryRows<{ n: number }>(handle.db, sql`SELECT ${i}::int * 2 AS n`),
        ),
      );
      expect(answers.map((rows) => rows[0]?.n)).toEqual(
        Array.from({ length: 40 }, (_, i) => i * 2),
      );
      await handle.db.transaction(async (tx) => {
        for (const key of ['a', 'b']) await tx.insert(appSetting).values({ key, value: key });
        const prepared = await queryRows<{ name: string; statement: string }>(
          tx,
          sql`SELECT name, statement FROM pg_prepared_statements`,
        );
        // The insert was parsed once on this connection and run twice by its name.
        const inserts = prepared.filter((p) => p.statement.startsWith('insert into "app_setting"'));
        expect(inserts).toHaveLength(1);
        expect(inserts[0]?.name).toMatch(/^s\d+c\d+$/);
      });
      const keys = (await handle.db.select().from(appSetting)).map((r) => r.key).sort();
      expect(keys).toEqual(['a', 'b']);
      // A statement with no parameters stays unnamed (BEGIN, COMMIT and the like).
      const unnamed = await queryRows<{ statement: string }>(
        handle.db,
        sql`SELECT statement FROM pg_prepared_statements WHERE statement LIKE 'SELECT name, statement%'`,
      );
      expect(unnamed).toEqual([]);
    } finally {
      await handle.close();
    }
  }, 60_000);

  it('sends a statement planned per call, outside a transaction, to connections that plan every call for its values (PostgreSQL)', async () => {
    const handle = await createTestDatabase(kind);
    try {
      const mode = async (run: typeof queryRows) =>
        (
          await run<{ mode: string }>(
            handle.db,
            sql`SELECT current_setting('plan_cache_mode') || ${''} AS mode`,
          )
        )[0]?.mode;
      expect(await mode(queryRowsPlannedPerCall)).toBe(
        kind === 'postgres' ? 'force_custom_plan' : 'auto',
      );
      expect(await mode(queryRows)).toBe('auto');
    } finally {
      await handle.close();
    }
  }, 60_000);

  it('leaves a statement planned per call in a transaction unnamed on PostgreSQL, so the server plans it for its values every time', async () => {
    const handle = await createTestDatabase(kind);
    try {
      await handle.db.transaction(async (tx) => {
        // Past the five runs after which a named statement may be given a generic plan.
        for (let i = 0; i < 7; i++) {
          const [row] = await queryRowsPlannedPerCall<{ n: number }>(
            tx,
            sql`SELECT ${i}::int + 1 AS n`,
          );
          expect(row?.n).toBe(i + 1);
        }
        await queryRows(tx, sql`SELECT ${1}::int + 2 AS n`);
        const prepared = await queryRows<{ statement: string }>(
          tx,
          sql`SELECT statement FROM pg_prepared_statements WHERE statement LIKE ${'%::int + %'}
              ORDER BY statement`,
        );
        // In a transaction it runs on the transaction's connection. The embedded database keeps
        // it named: parsing and planning again cost it more.
        expect(prepared.map((p) => p.statement)).toEqual(
          kind === 'postgres'
            ? ['SELECT $1::int + 2 AS n']
            : ['/* planned per call */ SELECT $1::int + 1 AS n', 'SELECT $1::int + 2 AS n'],
        );
      });
    } finally {
      await handle.close();
    }
  }, 60_000);
});
