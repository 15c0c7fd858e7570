import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { builtOnce } from './built-once';
import { queryRows } from './raw';
import { appSetting } from './schema';
import { createTestDatabase, testDatabaseKinds } from './testing';

const settingOf = builtOnce((db) =>
  db
    .select({ value: appSetting.value })
    .from(appSetting)
    .where(eq(appSetting.key, sql.placeholder('key'))),
);

describe.each(testDatabaseKinds())('a statement built once (%s)', (kind) => {
  it('answers each call with its own values, on every connection, in a transaction, and per database', async () => {
    const [first, second] = [await createTestDatabase(kind), await createTestDatabase(kind)];
    try {
      const keys = Array.from({ length: 30 }, (_, i) => `k${i}`);
      await first.db.insert(appSetting).values(keys.map((key) => ({ key, value: `one ${key}` })));
      await second.db.insert(appSetting).values({ key: 'k1', value: 'two k1' });
      // Many at once: every connection of the pool runs it (on the embedded database all of
      // them in its one session, where one name prepared twice would fail).
      const answers = await Promise.all(keys.map((key) => settingOf(first.db, { key })));
      expect(answers.map((rows) => rows[0]?.value)).toEqual(keys.map((key) => `one ${key}`));
      expect(await settingOf(first.db, { key: 'none' })).toEqual([]);
      // The other database answers from its own rows, not the first one's statement.
      expect(await settingOf(second.db, { key: 'k1' })).toEqual([{ value: 'two k1' }]);
      await first.db.transaction(async (tx) => {
        await tx.update(appSetting).set({ value: 'changed' }).where(eq(appSetting.key, 'k2'));
        expect(await settingOf(tx, { key: 'k2' })).toEqual([{ value: 'changed' }]);
      });
      // Named by its text like every other statement: parsed once per connection.
      const prepared = await queryRows<{ name: string }>(
        first.db,
        sql`SELECT name FROM pg_prepared_statements WHERE statement LIKE 'select "value" from "app_setting"%'`,
      );
      expect(prepared.length).toBeGreaterThan(0);
      for (const { name } of prepared) expect(name).toMatch(/^s\d+c\d+$/);
    } finally {
      await first.close();
      await second.close();
    }
  }, 60_000);
});
