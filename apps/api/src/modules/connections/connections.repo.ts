// The talent's connections to talent communities, their companies' requests and the internal
// job alert preferences: every statement is limited to the talent's own rows.
import type { ConnectionStatus } from '@talent/contract';
import { type Database, queryRows } from '@talent/db';
import { type SQL, sql } from 'drizzle-orm';

export interface ConnectionRow {
  id: string;
  communityId: string;
  companyId: string;
  companyName: string;
  companyCode: string;
  hasLogoSvg: boolean;
  logoUrl: string | null;
  communityName: string;
  segmentCode: string;
  statusName: ConnectionStatus;
  relationship: 'internal' | 'contractor' | null;
  jobAlertsEnabled: boolean;
  jobAlertKeywords: string | null;
  jobAlertFrequency: number | null;
  jobAlertPreferencesAt: Date | string | null;
  initiallyConnectedAt: Date | string | null;
  consentExpiry: Date | string | null;
  consentPeriodMonths: number;
  requestIds: string[] | null;
}

/** The database or a transaction on it. */
type Db = Database;

function selectConnections(where: SQL): SQL {
  return sql`SELECT c.id, c.community_id AS "communityId", co.id AS "companyId",
                    co.name AS "companyName", co.code AS "companyCode",
                    co.logo_svg IS NOT NULL AS "hasLogoSvg", co.logo_url AS "logoUrl",
                    tc.display_name AS "communityName", tc.segment_code AS "segmentCode",
                    c.status_name AS "statusName", c.relationship,
                    c.job_alerts_enabled AS "jobAlertsEnabled",
                    c.job_alert_keywords AS "jobAlertKeywords",
                    c.job_alert_frequency AS "jobAlertFrequency",
                    c.job_alert_preferences_at AS "jobAlertPreferencesAt",
                    c.initially_connected_at AS "initiallyConnectedAt",
                    c.consent_expiry AS "consentExpiry",
                    tc.consent_period_months AS "consentPeriodMonths",
                    (SELECT array_agg(r.id ORDER BY r.created_at, r.id)
                       FROM connection_request r WHERE r.connection_id = c.id) AS "requestIds"
             FROM talent_connection c
             JOIN talent_community tc ON tc.id = c.community_id
             JOIN company co ON co.id = tc.company_id
             WHERE ${where}
             ORDER BY co.name, tc.display_name, c.id`;
}

export function listConnections(db: Db, talentId: string): Promise<ConnectionRow[]> {
  return queryRows(db, selectConnections(sql`c.talent_id = ${talentId}`));
}

export async function findConnection(
  db: Db,
  talentId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ConnectionRow | undefined> {
  if (options.lock) {
    await db.execute(
      sql`SELECT id FROM talent_connection WHERE id = ${id} AND talent_id = ${talentId} FOR UPDATE`,
    );
  }
  const [row] = await queryRows<ConnectionRow>(
    db,
    selectConnections(sql`c.talent_id = ${talentId} AND c.id = ${id}`),
  );
  return row;
}

export async function findConnectionOfCommunity(
  db: Db,
  talentId: string,
  communityId: string,
): Promise<ConnectionRow | undefined> {
  const [row] = await queryRows<ConnectionRow>(
    db,
    selectConnections(sql`c.talent_id = ${talentId} AND c.community_id = ${communityId}`),
  );
  return row;
}

/** The connection a request of the talent belongs to. */
export async function connectionIdOfRequest(
  db: Db,
  talentId: string,
  requestId: string,
): Promise<string | undefined> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`SELECT c.id FROM connection_request r
        JOIN talent_connection c ON c.id = r.connection_id
        WHERE r.id = ${requestId} AND c.talent_id = ${talentId}`,
  );
  return row?.id;
}

export interface ConnectionChange {
  statusName?: ConnectionStatus;
  consentExpiry?: Date;
  /** Set when it is still empty: the first time the talent connects. */
  initiallyConnectedAt?: Date;
  jobAlertsEnabled?: boolean;
}

export async function updateConnection(
  db: Db,
  talentId: string,
  id: string,
  change: ConnectionChange,
): Promise<void> {
  const sets: SQL[] = [];
  if (change.statusName) sets.push(sql`status_name = ${change.statusName}`);
  if (change.consentExpiry) sets.push(sql`consent_expiry = ${change.consentExpiry.toISOString()}`);
  if (change.initiallyConnectedAt) {
    sets.push(
      sql`initially_connected_at = coalesce(initially_connected_at, ${change.initiallyConnectedAt.toISOString()})`,
    );
  }
  if (change.jobAlertsEnabled !== undefined) {
    sets.push(sql`job_alerts_enabled = ${change.jobAlertsEnabled}`);
  }
  if (sets.length === 0) return;
  await db.execute(
    sql`UPDATE talent_connection SET ${sql.join(sets, sql`, `)}
        WHERE id = ${id} AND talent_id = ${talentId}`,
  );
}

/** A new connection (connecting from Find Communities): Connected with consent until `expiry`. */
export async function insertConnection(
  db: Db,
  talentId: string,
  communityId: string,
  now: Date,
  expiry: Date,
): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO talent_connection (talent_id, community_id, status_name,
                                       initially_connected_at, consent_expiry)
        VALUES (${talentId}, ${communityId}, 'Connected', ${now.toISOString()}, ${expiry.toISOString()})
        ON CONFLICT (talent_id, community_id) DO NOTHING
        RETURNING id`,
  );
  if (row) return row.id;
  // Connected by another request at the same moment: that connection is the one.
  const [existing] = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM talent_connection WHERE talent_id = ${talentId} AND community_id = ${communityId}`,
  );
  if (!existing) throw new Error('The connection vanished while it was being made');
  return existing.id;
}

export async function deleteConnection(db: Db, talentId: string, id: string): Promise<void> {
  await db.execute(sql`DELETE FROM talent_connection WHERE id = ${id} AND talent_id = ${talentId}`);
}

/** An answered request (accepted) is done: the connection's other requests stay. */
export async function deleteRequest(db: Db, requestId: string): Promise<void> {
  await db.execute(sql`DELETE FROM connection_request WHERE id = ${requestId}`);
}

export async function deleteRequestsOf(db: Db, connectionId: string): Promise<void> {
  await db.execute(sql`DELETE FROM connection_request WHERE connection_id = ${connectionId}`);
}

export async function saveJobAlertPreferences(
  db: Db,
  talentId: string,
  id: string,
  prefs: { keywords: string; enableAlerts: boolean; frequency: number | null },
  now: Date,
): Promise<void> {
  await db.execute(
    sql`UPDATE talent_connection
        SET job_alert_keywords = ${prefs.keywords}, job_alerts_enabled = ${prefs.enableAlerts},
            job_alert_frequency = coalesce(${prefs.frequency}::integer, job_alert_frequency),
            job_alert_preferences_at = coalesce(job_alert_preferences_at, ${now.toISOString()})
        WHERE id = ${id} AND talent_id = ${talentId}`,
  );
}

/** Whether the talent shares the profile with the company: Connected, consent in date. */
export async function sharesProfileWith(
  db: Db,
  talentId: string,
  companyId: string,
  now: Date,
): Promise<boolean> {
  const [row] = await queryRows<{ shared: boolean }>(
    db,
    sql`SELECT EXISTS (
          SELECT 1 FROM talent_connection c
          JOIN talent_community tc ON tc.id = c.community_id
          WHERE c.talent_id = ${talentId} AND tc.company_id = ${companyId}
            AND c.status_name = 'Connected'
            AND (c.consent_expiry IS NULL OR c.consent_expiry > ${now.toISOString()})
        ) AS shared`,
  );
  return row?.shared === true;
}
