// What the data export reads: the readable sections (profile, connections, applications, saved
// and removed jobs, alerts, sign-ins, files) and, so nothing held is left out, every row of every
// table keyed by the talent's or the user's id, found from the database's own catalogue. Secrets
// (password hashes, session and verification tokens) never leave.
import { type Database, queryRows } from '@talent/db';
import { sql } from 'drizzle-orm';

/** Columns that are secrets, not data about the talent: never exported. */
export const SECRET_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  account: ['password', 'access_token', 'refresh_token', 'id_token'],
  session: ['token'],
  account_deletion_request: ['token_hash'],
};

type Row = Record<string, unknown>;

/** The tables with a talent_id or user_id column, and which of the two they have. */
export async function listOwnedTables(
  db: Database,
): Promise<{ table: string; column: 'talent_id' | 'user_id' }[]> {
  return queryRows(
    db,
    sql`SELECT c.table_name AS "table", min(c.column_name) AS "column"
          FROM information_schema.columns c
          JOIN information_schema.tables t
            ON t.table_schema = c.table_schema AND t.table_name = c.table_name
         WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
           AND c.column_name IN ('talent_id', 'user_id')
         GROUP BY c.table_name
         ORDER BY c.table_name`,
  );
}

/** Every row of `table` whose `column` is `id`, as JSON, secrets removed. */
export async function ownedRows(
  db: Database,
  table: string,
  column: 'talent_id' | 'user_id',
  id: string,
): Promise<Row[]> {
  const secrets = SECRET_COLUMNS[table] ?? [];
  const rows = await queryRows<{ row: Row }>(
    db,
    sql`SELECT to_jsonb(x) AS row FROM ${sql.identifier(table)} x
         WHERE ${sql.identifier(column)} = ${id}`,
  );
  return rows.map(({ row }) => {
    for (const secret of secrets) delete row[secret];
    return row;
  });
}

/** The user row itself (keyed by id, not user_id). */
export async function userRow(db: Database, userId: string): Promise<Row | undefined> {
  const [row] = await queryRows<{ row: Row }>(
    db,
    sql`SELECT to_jsonb(u) AS row FROM "user" u WHERE u.id = ${userId}`,
  );
  return row?.row;
}

/** The companies' requests to connect, keyed by the talent's connections. */
export function connectionRequestRows(db: Database, talentId: string): Promise<Row[]> {
  return queryRows<{ row: Row }>(
    db,
    sql`SELECT to_jsonb(r) AS row FROM connection_request r
          JOIN talent_connection c ON c.id = r.connection_id
         WHERE c.talent_id = ${talentId}
         ORDER BY r.created_at`,
  ).then((rows) => rows.map(({ row }) => row));
}

export interface ExportConnection {
  companyName: string;
  communityName: string;
  statusName: string;
  relationship: string | null;
  initiallyConnectedAt: string | null;
  consentExpiry: string | null;
  jobAlertsEnabled: boolean;
}

export function exportConnections(db: Database, talentId: string): Promise<ExportConnection[]> {
  return queryRows(
    db,
    sql`SELECT co.name AS "companyName", tc.display_name AS "communityName",
               c.status_name AS "statusName", c.relationship,
               c.initially_connected_at AS "initiallyConnectedAt",
               c.consent_expiry AS "consentExpiry", c.job_alerts_enabled AS "jobAlertsEnabled"
          FROM talent_connection c
          JOIN talent_community tc ON tc.id = c.community_id
          JOIN company co ON co.id = tc.company_id
         WHERE c.talent_id = ${talentId}
         ORDER BY co.name, tc.display_name`,
  );
}

export interface ExportJob {
  roleName: string;
  companyName: string;
  status: string;
  at: string;
}

export function exportApplications(db: Database, talentId: string): Promise<ExportJob[]> {
  return queryRows(
    db,
    sql`SELECT j.role_name AS "roleName", co.name AS "companyName", a.state AS status,
               a.updated_at AS at
          FROM job_application a
          JOIN job j ON j.id = a.job_id
          JOIN company co ON co.id = j.company_id
         WHERE a.talent_id = ${talentId}
         ORDER BY a.updated_at DESC`,
  );
}

/** Matched jobs the talent saved or removed. */
export function exportSuggestions(db: Database, talentId: string): Promise<ExportJob[]> {
  return queryRows(
    db,
    sql`SELECT j.role_name AS "roleName", co.name AS "companyName", s.status,
               s.status_changed_at AS at
          FROM job_suggestion s
          JOIN job j ON j.id = s.job_id
          JOIN company co ON co.id = j.company_id
         WHERE s.talent_id = ${talentId} AND s.status IN ('Saved', 'Deleted')
         ORDER BY s.status_changed_at DESC`,
  );
}

export interface ExportFile {
  id: string;
  kind: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  storageKey: string;
  createdAt: string;
}

export function exportFiles(db: Database, talentId: string): Promise<ExportFile[]> {
  return queryRows(
    db,
    sql`SELECT id, kind, file_name AS "fileName", content_type AS "contentType",
               size_bytes AS "sizeBytes", storage_key AS "storageKey", created_at AS "createdAt"
          FROM talent_file WHERE talent_id = ${talentId} ORDER BY created_at, id`,
  );
}
