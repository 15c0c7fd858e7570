// The talent's job applications: read and written only through the talent's id.
import type { JobApplicationState } from '@talent/contract';
import { type Database, queryRows } from '@talent/db';
import { type SQL, sql } from 'drizzle-orm';

export interface ApplicationRow {
  id: string;
  state: JobApplicationState;
  createdAt: Date | string;
  updatedAt: Date | string;
  roleName: string;
  companyName: string;
  companyCode: string;
  segmentCode: string;
  urlCode: string;
  advertUrlCode: string;
  seoSlug: string;
  workType: string | null;
  physicalLocation: string | null;
}

/** States an application with the profile may replace: not yet (or no longer) submitted. */
export const REAPPLICABLE_STATES: readonly JobApplicationState[] = [
  'Started',
  'ResubmissionRequired',
  'Withdrawn',
];
/** States the talent may withdraw from: in progress with them or with the employer. */
export const WITHDRAWABLE_STATES: readonly JobApplicationState[] = [
  'Started',
  'ResubmissionRequired',
  'SubmittedAwaitingProcessing',
];

const list = (states: readonly string[]) =>
  sql.join(
    states.map((s) => sql`${s}`),
    sql`, `,
  );

function selectApplications(where: SQL): SQL {
  return sql`SELECT a.id, a.state, a.created_at AS "createdAt", a.updated_at AS "updatedAt",
                    j.role_name AS "roleName", co.name AS "companyName", co.code AS "companyCode",
                    tc.segment_code AS "segmentCode", j.url_code AS "urlCode",
                    j.advert_url_code AS "advertUrlCode", j.seo_slug AS "seoSlug",
                    wt.label AS "workType", j.physical_location AS "physicalLocation"
             FROM job_application a
             JOIN job j ON j.id = a.job_id
             JOIN talent_community tc ON tc.id = j.community_id
             JOIN company co ON co.id = j.company_id
             LEFT JOIN work_type wt ON wt.id = j.work_type_id
             WHERE ${where}
             ORDER BY a.updated_at DESC, a.id`;
}

export async function listApplications(
  db: Database,
  talentId: string,
  filter: { segmentCode?: string; urlCode?: string },
): Promise<ApplicationRow[]> {
  const parts: SQL[] = [sql`a.talent_id = ${talentId}`];
  if (filter.segmentCode) parts.push(sql`tc.segment_code = ${filter.segmentCode}`);
  if (filter.urlCode) parts.push(sql`j.url_code = ${filter.urlCode}`);
  return queryRows(db, selectApplications(sql.join(parts, sql` AND `)));
}

export async function findApplication(
  db: Database,
  talentId: string,
  id: string,
): Promise<ApplicationRow | null> {
  const [row] = await queryRows<ApplicationRow>(
    db,
    selectApplications(sql`a.talent_id = ${talentId} AND a.id = ${id}::uuid`),
  );
  return row ?? null;
}

/**
 * Submits the application in one statement, so two clicks cannot both apply: a new row, or
 * an existing one moved back to submitted when its state allows. Null when the talent has
 * already applied.
 */
export async function submitApplication(
  db: Database,
  talentId: string,
  jobId: string,
  now: Date,
): Promise<{ id: string; inserted: boolean } | null> {
  const at = now.toISOString();
  const [row] = await queryRows<{ id: string; inserted: boolean }>(
    db,
    sql`INSERT INTO job_application (talent_id, job_id, state, created_at, updated_at)
        VALUES (${talentId}, ${jobId}, 'SubmittedAwaitingProcessing', ${at}::timestamptz, ${at}::timestamptz)
        ON CONFLICT (talent_id, job_id) DO UPDATE
          SET state = 'SubmittedAwaitingProcessing', updated_at = EXCLUDED.updated_at
          WHERE job_application.state IN (${list(REAPPLICABLE_STATES)})
        RETURNING id, (xmax = 0) AS inserted`,
  );
  return row ?? null;
}

/** Withdraws the talent's own application; false when it is not theirs or not withdrawable. */
export async function withdrawApplication(
  db: Database,
  talentId: string,
  id: string,
  now: Date,
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE job_application SET state = 'Withdrawn', updated_at = ${now.toISOString()}::timestamptz
        WHERE id = ${id}::uuid AND talent_id = ${talentId}
          AND state IN (${list(WITHDRAWABLE_STATES)})
        RETURNING id`,
  );
  return rows.length > 0;
}
