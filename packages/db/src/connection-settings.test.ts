import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from './raw';
import { createTestDatabase } from './testing';

it.skipIf(!process.env.TEST_DATABASE_URL)(
  "runs the app's statements on PostgreSQL without parallel workers or JIT, with search's work memory",
  async () => {
    const handle = await createTestDatabase('postgres');
    try {
      const setting = async (name: string) =>
        (
          await queryRows<{ setting: string }>(
            handle.db,
            sql`SELECT setting FROM pg_settings WHERE name = ${name}`,
          )
        )[0]?.setting;
      expect(await setting('max_parallel_workers_per_gather')).toBe('0');
      expect(await setting('jit')).toBe('off');
      expect(await setting('work_mem')).toBe(String(64 * 1024));
    } finally {
      await handle.close();
    }
  },
  60_000,
);
