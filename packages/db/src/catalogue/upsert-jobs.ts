// Writes a batch of job rows in one statement: the rows travel as one JSON parameter (one
// parameter per column and row cost more to send and parse than the insert itself), new jobs
// are inserted, and a known job is updated only when one of its columns differs, so importing
// the same feed again writes nothing and leaves `updated_at` (which job tagging watches) alone.
// The search rows of the jobs written follow in the same statement (trigger, migration 0014).
import { randomUUID } from 'node:crypto';
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

/** Each column's key in a row's JSON, written once. */
const JSON_KEYS = COLUMNS.map((c) => ({ key: c.key, prefix: `${JSON.stringify(c.name)}:` }));

/**
 * Some of a row's fields as a JSON object keyed by column name (see `jobRowJson`). A null field
 * is left out: the statement reads a missing field as NULL, so re-importing a posting still
 * clears what the feed no longer sends.
 */
export function jobColumnsJson(fields: Partial<JobInsert>): string {
  const parts: string[] = [];
  for (const { key, prefix } of JSON_KEYS) {
    const value = fields[key];
    if (value !== null && value !== undefined) parts.push(prefix + JSON.stringify(value));
  }
  return `{${parts.join(',')}}`;
}

/**
 * One row of the statement's parameter, from the JSON objects of `jobColumnsJson` that together
 * give every field. It brings a new job's id, made here: the embedded database opens the
 * system's random source for each UUID it makes (about 17 µs a job). A job that exists keeps its
 * id (the upsert never changes it).
 */
export function jobRowJson(...columns: string[]): string {
  const fields = columns.map((json) => json.slice(1, -1)).filter(Boolean);
  return `{"id":"${randomUUID()}"${fields.map((f) => `,${f}`).join('')}}`;
}

/** The statement's one parameter: rows of `jobRowJson`. */
export function jobRowsParameter(rows: readonly string[]): string {
  return `[${rows.join(',')}]`;
}

/**
 * Inserts the new jobs and updates the changed ones (`rows`: see `jobRowsParameter`); answers
 * the identifiers (external ids) of the jobs it wrote. A job it did not write was already as the
 * feed has it.
 */
export async function upsertJobs(db: Database, rows: string): Promise<Set<string>> {
  const written = await queryRows<{ external_id: string }>(
    db,
    sql`INSERT INTO job (id, ${names})
        SELECT id, ${names} FROM json_populate_recordset(NULL::job, ${rows}::json)
        ON CONFLICT (external_id) DO UPDATE SET ${setClause}
        WHERE (${current}) IS DISTINCT FROM (${incoming})
        RETURNING external_id`,
  );
  return new Set(written.map((r) => r.external_id));
}
