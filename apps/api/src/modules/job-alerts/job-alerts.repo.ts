// The talent's job alert preferences and digests: what is due, the new matching jobs of a
// digest's window, the digests' outbox, and the jobs already sent.
import { type Database, queryRows, queryRowsPlannedPerCall, sqlArray } from '@talent/db';
import { type SQL, sql } from 'drizzle-orm';

export interface JobAlertRow {
  talentId: string;
  criteria: Record<string, unknown>;
  enableAlerts: boolean;
  frequency: number | null;
  timeZone: string | null;
  windowStart: Date | string;
  nextDueAt: Date | string | null;
}

const SELECT_ALERT = sql`SELECT talent_id AS "talentId", criteria, enable_alerts AS "enableAlerts",
  frequency, time_zone AS "timeZone", window_start AS "windowStart", next_due_at AS "nextDueAt"
  FROM job_alert`;

export async function findJobAlert(
  db: Database,
  talentId: string,
  options: { lock?: boolean } = {},
): Promise<JobAlertRow | undefined> {
  const [row] = await queryRows<JobAlertRow>(
    db,
    sql`${SELECT_ALERT} WHERE talent_id = ${talentId} ${options.lock ? sql`FOR UPDATE` : sql``}`,
  );
  return row;
}

export async function saveJobAlert(
  db: Database,
  alert: {
    talentId: string;
    criteria: Record<string, unknown>;
    enableAlerts: boolean;
    frequency: number | null;
    timeZone: string | null;
    nextDueAt: Date | null;
    /** Set when alerts are turned on: only jobs added from then on are new. */
    windowStart?: Date;
  },
  now: Date,
): Promise<void> {
  const windowStart = (alert.windowStart ?? now).toISOString();
  await db.execute(
    sql`INSERT INTO job_alert (talent_id, criteria, enable_alerts, frequency, time_zone,
                               window_start, next_due_at, updated_at)
        VALUES (${alert.talentId}, ${JSON.stringify(alert.criteria)}::jsonb, ${alert.enableAlerts},
                ${alert.frequency}, ${alert.timeZone}, ${windowStart},
                ${alert.nextDueAt?.toISOString() ?? null}, ${now.toISOString()})
        ON CONFLICT (talent_id) DO UPDATE SET
          criteria = excluded.criteria, enable_alerts = excluded.enable_alerts,
          frequency = excluded.frequency, time_zone = excluded.time_zone,
          next_due_at = excluded.next_due_at, updated_at = excluded.updated_at,
          window_start = ${alert.windowStart ? sql`excluded.window_start` : sql`job_alert.window_start`}`,
  );
}

/**
 * Claims up to `limit` alerts whose digest is due, earliest first, locked for this transaction:
 * a preparer running beside it (another app process) skips them and takes the next ones.
 */
export async function claimDueAlerts(
  db: Database,
  now: Date,
  limit: number,
): Promise<JobAlertRow[]> {
  return queryRows<JobAlertRow>(
    db,
    sql`${SELECT_ALERT}
        WHERE enable_alerts AND next_due_at <= ${now.toISOString()}
        ORDER BY next_due_at, talent_id LIMIT ${limit}
        FOR UPDATE SKIP LOCKED`,
  );
}

export interface DigestSearch {
  talentId: string;
  /** The alert's search (searchWhere over the search rows `s`). */
  where: SQL;
  /** The jobs added to the catalogue after `start`, up to `end`, are new. */
  window: { start: Date; end: Date };
}

/**
 * The new jobs each search finds for its talent's digest, in one statement: added to the
 * catalogue within the window, never sent to the talent before; newest first, `limit` of them,
 * and how many there are in all.
 */
export async function newMatchingJobs(
  db: Database,
  searches: readonly DigestSearch[],
  limit: number,
): Promise<Map<string, { jobIds: string[]; count: number }>> {
  if (!searches.length) return new Map();
  // Each search's matches are gathered once from the search rows alone (the keyword match, then
  // the window's new jobs by the row's own copy of created_at: no lookup of each match in the
  // job table), then counted and the newest listed: a count over the page's LIMIT would make
  // the planner walk the newest-first index expecting to stop early.
  const branches = searches.map(
    ({ talentId, where, window }) => sql`(
      WITH matches AS MATERIALIZED (
        SELECT s.job_id AS id, s.published_at
        FROM searchable_job s
        WHERE ${where}
          AND s.created_at > ${window.start.toISOString()}
          AND s.created_at <= ${window.end.toISOString()}
          AND NOT EXISTS (SELECT 1 FROM job_alert_sent_job sent
                          WHERE sent.talent_id = ${talentId} AND sent.job_id = s.job_id))
      SELECT ${talentId}::uuid AS "talentId", (SELECT count(*) FROM matches) AS total,
             (SELECT json_agg(l.id ORDER BY l.published_at DESC, l.id DESC)
              FROM (SELECT id, published_at FROM matches
                    ORDER BY published_at DESC, id DESC LIMIT ${limit}) l) AS "jobIds")`,
  );
  const rows = await queryRowsPlannedPerCall<{
    talentId: string;
    total: number | string;
    jobIds: string[] | string | null;
  }>(db, sql.join(branches, sql` UNION ALL `));
  return new Map(
    rows.map((r) => [
      r.talentId,
      {
        jobIds:
          typeof r.jobIds === 'string' ? (JSON.parse(r.jobIds) as string[]) : (r.jobIds ?? []),
        count: Number(r.total),
      },
    ]),
  );
}

/** Stores digests (one a talent) and marks their jobs sent to the talent, in one statement. */
export async function insertDigests(
  db: Database,
  digests: readonly { talentId: string; jobIds: string[]; jobCount: number }[],
  windowEnd: Date,
): Promise<void> {
  if (!digests.length) return;
  const end = windowEnd.toISOString();
  await db.execute(
    sql`WITH stored AS (
          INSERT INTO job_alert_digest (talent_id, job_ids, job_count, window_end, created_at)
          SELECT d."talentId", d."jobIds", d."jobCount", ${end}, ${end}
          FROM jsonb_to_recordset(${JSON.stringify(digests)}::jsonb)
               AS d("talentId" uuid, "jobIds" jsonb, "jobCount" int)
          RETURNING id, talent_id, job_ids)
        INSERT INTO job_alert_sent_job (talent_id, job_id, digest_id)
        SELECT stored.talent_id, job.id::uuid, stored.id
        FROM stored CROSS JOIN LATERAL jsonb_array_elements_text(stored.job_ids) AS job(id)
        ON CONFLICT DO NOTHING`,
  );
}

/** Each next window starts where this one ended; each next digest is due at its time. */
export async function advanceAlerts(
  db: Database,
  windowEnd: Date,
  next: readonly { talentId: string; nextDueAt: Date }[],
): Promise<void> {
  if (!next.length) return;
  await db.execute(
    sql`UPDATE job_alert a SET window_start = ${windowEnd.toISOString()},
                               next_due_at = n."nextDueAt"
        FROM jsonb_to_recordset(${JSON.stringify(next)}::jsonb)
             AS n("talentId" uuid, "nextDueAt" timestamptz)
        WHERE a.talent_id = n."talentId"`,
  );
}

export interface DigestToSend {
  id: string;
  talentId: string;
  jobIds: string[];
  jobCount: number;
  email: string;
  fullName: string | null;
  keywords: string;
}

/**
 * Claims up to `limit` digests not yet sent (and those a sender claimed but never finished,
 * after `staleBefore`), leaving out the `skip` ones (tried in this run): each is sent by one
 * sender.
 */
export async function claimDigests(
  db: Database,
  {
    now,
    staleBefore,
    limit,
    skip = [],
  }: { now: Date; staleBefore: Date; limit: number; skip?: readonly string[] },
): Promise<DigestToSend[]> {
  return queryRows<DigestToSend>(
    db,
    sql`WITH claimed AS (
          UPDATE job_alert_digest d SET state = 'sending', claimed_at = ${now.toISOString()}
          WHERE d.id IN (
            SELECT id FROM job_alert_digest
            WHERE (state = 'pending' OR (state = 'sending' AND claimed_at < ${staleBefore.toISOString()}))
              ${skip.length ? sql`AND NOT (id = ANY(${sqlArray([...skip])}::uuid[]))` : sql``}
            ORDER BY created_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
          RETURNING d.id, d.talent_id, d.job_ids, d.job_count)
        SELECT c.id, c.talent_id AS "talentId", c.job_ids AS "jobIds", c.job_count AS "jobCount",
               u.email, u.name AS "fullName", coalesce(a.criteria->>'keywords', '') AS keywords
        FROM claimed c
        JOIN talent t ON t.id = c.talent_id
        JOIN "user" u ON u.id = t.user_id
        LEFT JOIN job_alert a ON a.talent_id = c.talent_id`,
  );
}

export async function markDigestSent(db: Database, id: string, now: Date): Promise<void> {
  await db.execute(
    sql`UPDATE job_alert_digest SET state = 'sent', sent_at = ${now.toISOString()} WHERE id = ${id}`,
  );
}

/** Back to pending: the mail could not be sent, the next run tries again. */
export async function releaseDigest(db: Database, id: string): Promise<void> {
  await db.execute(
    sql`UPDATE job_alert_digest SET state = 'pending', claimed_at = NULL WHERE id = ${id}`,
  );
}

export interface DigestJob {
  id: string;
  roleName: string;
  companyName: string;
  physicalLocation: string | null;
  workType: string | null;
  segmentCode: string;
  urlCode: string;
  advertUrlCode: string;
  seoSlug: string;
}

export function digestJobs(db: Database, ids: string[]): Promise<DigestJob[]> {
  return queryRows<DigestJob>(
    db,
    sql`SELECT j.id, j.role_name AS "roleName", co.name AS "companyName",
               j.physical_location AS "physicalLocation", wt.label AS "workType",
               tc.segment_code AS "segmentCode", j.url_code AS "urlCode",
               j.advert_url_code AS "advertUrlCode", j.seo_slug AS "seoSlug"
        FROM job j
        JOIN company co ON co.id = j.company_id
        JOIN talent_community tc ON tc.id = j.community_id
        LEFT JOIN work_type wt ON wt.id = j.work_type_id
        WHERE j.id = ANY(${sqlArray(ids)}::uuid[])
        ORDER BY j.published_at DESC, j.id DESC`,
  );
}

/** Unsubscribing: alerts off, nothing more due. */
export async function disableAlerts(db: Database, talentId: string, now: Date): Promise<void> {
  await db.execute(
    sql`UPDATE job_alert SET enable_alerts = false, next_due_at = NULL, updated_at = ${now.toISOString()}
        WHERE talent_id = ${talentId}`,
  );
}

export async function emailOfTalent(db: Database, talentId: string): Promise<string | undefined> {
  const [row] = await queryRows<{ email: string }>(
    db,
    sql`SELECT u.email FROM talent t JOIN "user" u ON u.id = t.user_id WHERE t.id = ${talentId}`,
  );
  return row?.email;
}
