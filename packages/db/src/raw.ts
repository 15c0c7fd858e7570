// Raw SQL for what the query builder does not express well (search and ranking). Both
// drivers answer `execute` with an object holding `rows`.
import { type SQL, sql } from 'drizzle-orm';
import { type Database, plannedPerCallDatabase } from './client';
import { PLANNED_PER_CALL } from './prepared-statements';

export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * The rows of a statement whose best plan depends on its values (a search): PostgreSQL plans it
 * for its values on every call instead of keeping one generic plan for it; the embedded database
 * keeps its generic plan (decision 026).
 */
export function queryRowsPlannedPerCall<T>(db: Database, query: SQL): Promise<T[]> {
  return queryRows<T>(plannedPerCallDatabase(db), sql`${sql.raw(PLANNED_PER_CALL)} ${query}`);
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
