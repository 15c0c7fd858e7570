// Writes a batch of job rows in one statement: the rows travel as one JSON parameter (one
// parameter per column and row cost more to send and parse than the insert itself), new jobs
// are inserted, and a known job is updated only when one of its columns differs, so importing
// the same feed again writes nothing and leaves `updated_at` (which job tagging watches) alone.
// The search rows of the jobs written follow in the same statement (trigger, migration 0014).
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { queryRows } from '../raw';
import * as schema from '../schema';
import type { JobInsert } from './job-insert';

/** Every column an import writes: all but the row's identity and its timestamps. */
const COLUMNS = Object.entries(getTableColumns(schema.job))
  .filter(([key]) => !['id', 'createdAt', 'updatedAt'].includes(key))
  .map(([key, column]) => ({ key: key as keyof JobInsert, name: column.name }));

const list = (render: (name: string) => SQL) =>
  sql.join(
    COLUMNS.map((c) => render(c.name)),
    sql`, `,
  );

const names = list((name) => sql`${sql.identifier(name)}`);
/** The columns an update replaces: all but the key it is found by. */
const updated = COLUMNS.filter((c) => c.key !== 'externalId');
const setClause = sql.join(
  [
    ...updated.map((c) => sql`${sql.identifier(c.name)} = excluded.${sql.identifier(c.name)}`),
    sql`updated_at = now()`,
  ],
  sql`, `,
);
const current = sql.join(
  updated.map((c) => sql`job.${sql.identifier(c.name)}`),
  sql`, `,
);
const incoming = sql.join(
  updated.map((c) => sql`excluded.${sql.identifier(c.name)}`),
  sql`, `,
);

/** The rows as the statement's one parameter: JSON keyed by column name. */
export function jobRowsParameter(rows: readonly JobInsert[]): string {
  return JSON.stringify(
    rows.map((row) => {
      const json: Record<string, unknown> = {};
      for (const { key, name } of COLUMNS) json[name] = row[key];
      return json;
    }),
  );
}

/**
 * Inserts the new jobs and updates the changed ones (`rows`: see `jobRowsParameter`); answers
 * the identifiers (external ids) of the jobs it wrote. A job it did not write was already as the
 * feed has it.
 */
export async function upsertJobs(db: Database, rows: string): Promise<Set<string>> {
  const written = await queryRows<{ external_id: string }>(
    db,
    sql`INSERT INTO job (${names})
        SELECT ${names} FROM json_populate_recordset(NULL::job, ${rows}::json)
        ON CONFLICT (external_id) DO UPDATE SET ${setClause}
        WHERE (${current}) IS DISTINCT FROM (${incoming})
        RETURNING external_id`,
  );
  return new Set(written.map((r) => r.external_id));
}
