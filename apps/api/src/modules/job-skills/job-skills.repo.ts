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

/** Replaces the tags of these jobs, in one transaction. */
export async function saveJobTags(db: Database, version: string, tags: JobTags[]): Promise<void> {
  if (tags.length === 0) return;
  const jobIds = tags.map((t) => t.jobId);
  await db.transaction(async (tx) => {
    await tx.delete(schema.jobSkill).where(inArray(schema.jobSkill.jobId, jobIds));
    const skills = tags.flatMap((t) => t.skillIds.map((skillId) => ({ jobId: t.jobId, skillId })));
    if (skills.length > 0) await tx.insert(schema.jobSkill).values(skills).onConflictDoNothing();
    await tx
      .insert(schema.jobTaxonomy)
      .values(
        tags.map((t) => ({
          jobId: t.jobId,
          occupationId: t.occupationId,
          version,
          jobUpdatedAt: sql`${t.jobUpdatedAt}::timestamptz`,
        })),
      )
      .onConflictDoUpdate({
        target: schema.jobTaxonomy.jobId,
        set: {
          occupationId: sql`excluded.occupation_id`,
          version: sql`excluded.version`,
          jobUpdatedAt: sql`excluded.job_updated_at`,
          taggedAt: sql`now()`,
        },
      });
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
