// Raw SQL for what the query builder does not express well (search and ranking). Both
// drivers answer `execute` with an object holding `rows`.
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from './client';

export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A list bound as ONE parameter in PostgreSQL array syntax (`{"a","b"}`): drizzle's `sql`
 * would otherwise spread a JS array into a row of parameters. Cast it in the query
 * (`${sqlArray(ids)}::uuid[]`).
 */
export function sqlArray(values: readonly (string | number)[]): string {
  const items = values.map((v) =>
    typeof v === 'number' ? String(v) : `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`,
  );
  return `{${items.join(',')}}`;
}

/** One trivial statement: throws what the database throws when it cannot answer. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
