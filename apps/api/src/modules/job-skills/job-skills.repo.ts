// SQL of the job tagging: which jobs need (re)tagging, and writing what was found.
import { type Database, queryRows, schema } from '@talent/db';
import { inArray, sql } from 'drizzle-orm';

export interface JobToTag {
  id: string;
  roleName: string;
  summary: string | null;
  description: string | null;
  specialties: string[];
  keyPoint1: string | null;
  keyPoint2: string | null;
  keyPoint3: string | null;
  /** As text: written back exactly (microseconds), which a Date would round. */
  updatedAt: string;
}

export interface JobTags {
  jobId: string;
  /** The job's `updated_at` as read (text). */
  jobUpdatedAt: string;
  occupationId: string | null;
  skillIds: string[];
}

/**
 * Up to `limit` jobs never tagged, tagged against another taxonomy version, or changed (a
 * re-import) since they were tagged.
 */
export async function jobsToTag(db: Database, version: string, limit: number): Promise<JobToTag[]> {
  return queryRows<JobToTag>(
    db,
    sql`
    SELECT j.id, j.role_name AS "roleName", j.summary, j.description, j.specialties,
      j.key_point1 AS "keyPoint1", j.key_point2 AS "keyPoint2", j.key_point3 AS "keyPoint3",
      j.updated_at::text AS "updatedAt"
    FROM job j
    LEFT JOIN job_taxonomy t ON t.job_id = j.id
    WHERE t.job_id IS NULL OR t.version <> ${version} OR t.job_updated_at <> j.updated_at
    ORDER BY j.id
    LIMIT ${limit}`,
  );
}

/** Where and to whom the job shows, copied into its tag rows (decision 025). */
const PLACE_AND_VISIBILITY = sql.raw(`j.latitude, j.longitude, j.published_at,
  j.applications_close_at, j.internal_only, j.community_id`);

/**
 * Replaces the tags of these jobs, in one transaction, each row with the job's place and
 * visibility as they are now (a later change of the job has it tagged again), and sets each
 * job's occupation where the tagging found another.
 */
export async function saveJobTags(db: Database, version: string, tags: JobTags[]): Promise<void> {
  if (tags.length === 0) return;
  const jobIds = tags.map((t) => t.jobId);
  const rows = tags.map((t) => ({
    job_id: t.jobId,
    occupation_id: t.occupationId,
    skills: [...new Set(t.skillIds)].sort(),
    job_updated_at: t.jobUpdatedAt,
  }));
  await db.transaction(async (tx) => {
    await tx.delete(schema.jobSkill).where(inArray(schema.jobSkill.jobId, jobIds));
    // One parameter for all rows (a JSON array).
    const tagged = sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      AS x(job_id uuid, occupation_id text, skills text[], job_updated_at timestamptz)`;
    await tx.execute(sql`
      INSERT INTO job_skill (job_id, skill_id, latitude, longitude, published_at,
        applications_close_at, internal_only, community_id)
      SELECT x.job_id, s.skill_id, ${PLACE_AND_VISIBILITY}
      FROM ${tagged} CROSS JOIN LATERAL unnest(x.skills) AS s(skill_id)
      JOIN job j ON j.id = x.job_id`);
    await tx.execute(sql`
      INSERT INTO job_taxonomy (job_id, occupation_id, skills, version, job_updated_at,
        latitude, longitude, published_at, applications_close_at, internal_only, community_id)
      SELECT x.job_id, x.occupation_id, x.skills, ${version}, x.job_updated_at,
        ${PLACE_AND_VISIBILITY}
      FROM ${tagged} JOIN job j ON j.id = x.job_id
      ON CONFLICT (job_id) DO UPDATE SET occupation_id = excluded.occupation_id,
        skills = excluded.skills, version = excluded.version,
        job_updated_at = excluded.job_updated_at, tagged_at = now(),
        latitude = excluded.latitude, longitude = excluded.longitude,
        published_at = excluded.published_at,
        applications_close_at = excluded.applications_close_at,
        internal_only = excluded.internal_only, community_id = excluded.community_id`);
    // The job's own occupation (what search finds it by) follows a newer taxonomy; the job's
    // search row is written again by its trigger. `updated_at` stays: the job itself is as it was.
    await tx.execute(sql`
      UPDATE job j SET occupation_id = x.occupation_id
      FROM ${tagged}
      WHERE j.id = x.job_id AND j.occupation_id IS DISTINCT FROM x.occupation_id`);
  });
}

/** How many jobs are tagged against this version, and how many of those found an occupation. */
export async function taggingCounts(db: Database, version: string) {
  const [counts] = await queryRows<{ tagged: number; withOccupation: number }>(
    db,
    sql`SELECT count(*)::int AS tagged, count(occupation_id)::int AS "withOccupation"
      FROM job_taxonomy WHERE version = ${version}`,
  );
  return counts ?? { tagged: 0, withOccupation: 0 };
}
