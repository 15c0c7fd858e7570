// SQL of job matching: preferences, the skills model, what the profile says, the candidate jobs
// of a talent (found through the job skill and occupation indexes) and the stored suggestions.
import { type Database, queryRows, schema, sqlArray } from '@talent/db';
import type { Bounds } from '@talent/geo/units';
import { and, asc, eq, sql } from 'drizzle-orm';

export type PreferencesRow = typeof schema.matchingPreferences.$inferSelect;
export type MatchingSkillRow = typeof schema.matchingSkill.$inferSelect;

export async function findPreferences(db: Database, talentId: string) {
  const [row] = await db
    .select()
    .from(schema.matchingPreferences)
    .where(eq(schema.matchingPreferences.talentId, talentId));
  return row ?? null;
}

export async function savePreferences(
  db: Database,
  row: Omit<typeof schema.matchingPreferences.$inferInsert, 'updatedAt'>,
) {
  await db
    .insert(schema.matchingPreferences)
    .values(row)
    .onConflictDoUpdate({
      target: schema.matchingPreferences.talentId,
      set: { ...row, updatedAt: sql`now()` },
    });
}

type SkillRowInput = Omit<typeof schema.matchingSkill.$inferInsert, 'talentId'>;

/**
 * Rewrites a talent's skills model from its current rows, in one transaction that holds the
 * talent's lock: two writers (a page and a background refresh, say) never interleave, and each
 * computes from what the other wrote. `next` answers the new rows, or null to leave them.
 * The answer is the rows as they are afterwards, and whether they changed.
 */
export async function updateMatchingSkills(
  db: Database,
  talentId: string,
  next: (rows: MatchingSkillRow[]) => SkillRowInput[] | null,
): Promise<{ rows: MatchingSkillRow[]; changed: boolean }> {
  const read = (from: Pick<Database, 'select'>) =>
    from
      .select()
      .from(schema.matchingSkill)
      .where(eq(schema.matchingSkill.talentId, talentId))
      .orderBy(asc(schema.matchingSkill.position), asc(schema.matchingSkill.label));
  // Most calls change nothing (a page read that checks the profile): one read answers them,
  // without a transaction. A change is worked out again on the rows read under the lock.
  const seen = await read(db);
  if (!next(seen)) return { rows: seen, changed: false };
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`matching-skills:${talentId}`}))`);
    const rows = await read(tx);
    const wanted = next(rows);
    if (!wanted) return { rows, changed: false };
    await tx.delete(schema.matchingSkill).where(eq(schema.matchingSkill.talentId, talentId));
    if (wanted.length > 0)
      await tx.insert(schema.matchingSkill).values(wanted.map((r) => ({ ...r, talentId })));
    return { rows: await read(tx), changed: true };
  });
}

export async function hasResume(db: Database, talentId: string): Promise<boolean> {
  const rows = await db
    .select({ id: schema.talentFile.id })
    .from(schema.talentFile)
    .where(and(eq(schema.talentFile.talentId, talentId), eq(schema.talentFile.kind, 'cv')))
    .limit(1);
  return rows.length > 0;
}

interface ProfileRole {
  roleTitle: string;
  isCurrent: boolean;
  fromDate: string;
  toDate: string | null;
  responsibilities: string[];
  achievements: string[];
  specialities: string[];
  extendedJobDesc: string | null;
  professionId: number | null;
}

/**
 * What the profile says about a talent's work: summaries, roles, IT skills, skill tags. One
 * statement (each part a JSON subquery): the matching pages read it on every call.
 */
export async function profileOf(db: Database, talentId: string) {
  const [row] = await queryRows<{
    talent: {
      currentRole: string | null;
      careerSummary: string | null;
      skillsSummary: string | null;
    } | null;
    roles: ProfileRole[];
    itSkills: { skillId: string; label: string }[];
    skillTags: string[];
  }>(
    db,
    sql`SELECT
      (SELECT json_build_object('currentRole', t.current_role,
          'careerSummary', t.career_summary, 'skillsSummary', t.skills_summary)
        FROM talent t WHERE t.id = ${talentId}) AS talent,
      (SELECT coalesce(json_agg(json_build_object('roleTitle', r.role_title,
          'isCurrent', r.is_current, 'fromDate', r.from_date, 'toDate', r.to_date,
          'responsibilities', r.responsibilities, 'achievements', r.achievements_list,
          'specialities', r.specialities, 'extendedJobDesc', r.extended_job_desc,
          'professionId', r.profession_id)), '[]')
        FROM talent_role r WHERE r.talent_id = ${talentId}) AS roles,
      (SELECT coalesce(json_agg(json_build_object('skillId', i.skill_id, 'label', i.label)), '[]')
        FROM talent_it_skill i WHERE i.talent_id = ${talentId}) AS "itSkills",
      (SELECT coalesce(json_agg(k.label), '[]')
        FROM talent_skill k WHERE k.talent_id = ${talentId}) AS "skillTags"`,
  );
  return {
    talent: row?.talent ?? null,
    roles: row?.roles ?? [],
    itSkills: row?.itSkills ?? [],
    skillTags: row?.skillTags ?? [],
  };
}

/**
 * What scoring needs of a job (CandidateJob), over `job j`, `work_type wt` and `job_taxonomy jt`:
 * its skills in one array, in id order.
 */
const MATCHED_JOB_COLUMNS = sql`j.id, j.role_name AS "roleName", j.published_at AS "publishedAt",
  j.latitude, j.longitude, wt.label AS "workType", jt.occupation_id AS "occupationId",
  coalesce(jt.skills, '{}') AS skills`;

export interface CandidateJob {
  id: string;
  roleName: string;
  publishedAt: Date;
  latitude: number | null;
  longitude: number | null;
  workType: string | null;
  occupationId: string | null;
  skills: string[];
}

/**
 * Open jobs the talent may see (every public one; internal-only ones of communities where they
 * are an internal connection) that ask for one of the skills or are of one of the occupations:
 * those within `near` first (where the talent wants to work), then the ones likeliest to score
 * well, at most `limit`.
 */
export async function candidateJobs(
  db: Database,
  args: {
    /** The skills that find jobs, each with its weight (how rare it is). */
    skills: readonly { id: string; weight: number }[];
    occupationIds: readonly string[];
    internalCommunityIds: readonly string[];
    near: Bounds | null;
    /** The role's share of relevance (ROLE_ALONE), for ranking candidates as scores would. */
    roleShare: number;
    now: Date;
    limit: number;
  },
): Promise<CandidateJob[]> {
  const at = args.now.toISOString();
  const box = args.near;
  const nearOf = (t: string) =>
    box
      ? sql`coalesce(${sql.raw(t)}.latitude BETWEEN ${box.south} AND ${box.north}
          AND ${sql.raw(t)}.longitude BETWEEN ${box.west} AND ${box.east}, false)`
      : sql`false`;
  const internal = sqlArray(args.internalCommunityIds);
  const visibleTo = (t: string) => sql`${sql.raw(t)}.published_at <= ${at}::timestamptz
    AND (${sql.raw(t)}.applications_close_at IS NULL
         OR ${sql.raw(t)}.applications_close_at > ${at}::timestamptz)
    AND (NOT ${sql.raw(t)}.internal_only OR ${sql.raw(t)}.community_id = ANY(${internal}::uuid[]))`;
  const ids = sqlArray(args.skills.map((s) => s.id));
  const weights = `{${args.skills.map((s) => s.weight).join(',')}}`;
  const totalWeight = Math.max(
    args.skills.reduce((sum, s) => sum + s.weight, 0),
    Number.EPSILON,
  );
  return queryRows<CandidateJob>(
    db,
    // The skills' jobs come from the (skill, job, …) index, the occupations' from theirs, each
    // index entry with the job's place and visibility as tagged (decision 025): no job is looked
    // up until the best are chosen, and those are checked against the job itself (one changed
    // since it was tagged waits for its new tags). The caller keeps the skills few enough
    // (retrievalSkills) for this to stay cheap. Each is ranked as its score is likely to be: the
    // share of the skills' weight it asks for, and whether it is of the occupations, combined as
    // relevance is (relevanceOf); near the talent first, the newer first among equals (the score
    // prefers fresh adverts).
    sql`WITH hits AS (
        SELECT js.job_id,
          sum((${weights}::float8[])[array_position(${ids}::text[], js.skill_id)]) AS shared,
          0 AS role, bool_or(${nearOf('js')}) AS near, max(js.published_at) AS published_at
        FROM job_skill js
        WHERE js.skill_id = ANY(${ids}::text[]) AND ${visibleTo('js')}
        GROUP BY js.job_id
        UNION ALL
        SELECT jt.job_id, 0, 1, ${nearOf('jt')}, jt.published_at
        FROM job_taxonomy jt
        WHERE jt.occupation_id = ANY(${sqlArray(args.occupationIds)}::text[]) AND ${visibleTo('jt')}
      ),
      best AS (
        SELECT h.job_id, bool_or(h.near) AS near,
          1 - (1 - least(1, max(h.shared) / ${totalWeight}::float8))
            * (1 - ${args.roleShare}::float8 * max(h.role)) AS likely,
          max(h.published_at) AS published_at
        FROM hits h
        GROUP BY h.job_id
        ORDER BY 2 DESC, 3 DESC, 4 DESC, h.job_id
        LIMIT ${args.limit}
      )
      SELECT ${MATCHED_JOB_COLUMNS}
      FROM best b
      JOIN job j ON j.id = b.job_id
      LEFT JOIN work_type wt ON wt.id = j.work_type_id
      LEFT JOIN job_taxonomy jt ON jt.job_id = j.id
      WHERE ${visibleTo('j')}`,
  );
}

/** Every open job the talent may see, as candidateJobs answers them (the matching bench's). */
export async function everyVisibleJob(
  db: Database,
  internalCommunityIds: readonly string[],
  now: Date,
): Promise<CandidateJob[]> {
  const at = now.toISOString();
  return queryRows<CandidateJob>(
    db,
    sql`SELECT ${MATCHED_JOB_COLUMNS}
        FROM searchable_job s
        JOIN job j ON j.id = s.job_id
        LEFT JOIN work_type wt ON wt.id = j.work_type_id
        LEFT JOIN job_taxonomy jt ON jt.job_id = j.id
        WHERE s.published_at <= ${at}::timestamptz
          AND (s.applications_close_at IS NULL OR s.applications_close_at > ${at}::timestamptz)
          AND (NOT s.internal_only OR s.community_id = ANY(${sqlArray(internalCommunityIds)}::uuid[]))`,
  );
}

/** How many jobs ask for each skill, and how many jobs are tagged: the skills' rarity. */
export async function skillCounts(db: Database) {
  const rows = await queryRows<{ skillId: string; jobs: number }>(
    db,
    sql`SELECT skill_id AS "skillId", count(*)::int AS jobs FROM job_skill GROUP BY skill_id`,
  );
  const [total] = await queryRows<{ jobs: number }>(
    db,
    sql`SELECT count(*)::int AS jobs FROM job_taxonomy`,
  );
  return { bySkill: new Map(rows.map((r) => [r.skillId, r.jobs])), totalJobs: total?.jobs ?? 0 };
}

export interface ScoredJob {
  jobId: string;
  score: number;
  match: unknown;
}

/**
 * Stores a talent's suggestions: the new scores of these jobs, keeping each one's status (a
 * deleted job keeps Deleted and is never shown again); unsaved suggestions not among them go.
 */
export async function storeSuggestions(
  db: Database,
  talentId: string,
  scored: readonly ScoredJob[],
  refresh: { candidates: number; startedAtSeq: number },
) {
  await db.transaction(async (tx) => {
    // One refresh of a talent at a time (a page's and the background job's may meet).
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`matching:${talentId}`}))`);
    const keep = scored.map((s) => s.jobId);
    await tx
      .delete(schema.jobSuggestion)
      .where(
        and(
          eq(schema.jobSuggestion.talentId, talentId),
          eq(schema.jobSuggestion.status, 'Unsaved'),
          keep.length > 0
            ? sql`NOT (${schema.jobSuggestion.jobId} = ANY(${sqlArray(keep)}::uuid[]))`
            : sql`true`,
        ),
      );
    // One parameter for all rows (a JSON array), not five per row. A suggestion whose score and
    // reasons are as they were is left alone (most are, after an import): `scored_at` says when
    // its score last changed.
    if (scored.length > 0)
      await tx.execute(sql`
        INSERT INTO job_suggestion (talent_id, job_id, score, match)
        SELECT ${talentId}::uuid, x.job_id, x.score, x.match
        FROM jsonb_to_recordset(${JSON.stringify(
          scored.map((s) => ({ job_id: s.jobId, score: s.score, match: s.match })),
        )}::jsonb) AS x(job_id uuid, score smallint, match jsonb)
        ON CONFLICT (talent_id, job_id) DO UPDATE
          SET score = excluded.score, match = excluded.match, scored_at = now()
          WHERE job_suggestion.score IS DISTINCT FROM excluded.score
            OR job_suggestion.match IS DISTINCT FROM excluded.match`);
    await tx.execute(sql`
      INSERT INTO matching_refresh (talent_id, refreshed_seq, refreshed_at, candidates)
      VALUES (${talentId}, ${refresh.startedAtSeq}, now(), ${refresh.candidates})
      ON CONFLICT (talent_id) DO UPDATE SET refreshed_seq = excluded.refreshed_seq,
        refreshed_at = excluded.refreshed_at, candidates = excluded.candidates`);
  });
}

export async function lastRefresh(db: Database, talentId: string) {
  const [row] = await db
    .select()
    .from(schema.matchingRefresh)
    .where(eq(schema.matchingRefresh.talentId, talentId));
  return row ?? null;
}

/** A change made a talent's suggestions stale. */
export async function markChanged(db: Database, talentId: string) {
  await db.execute(sql`
    INSERT INTO matching_refresh (talent_id, change_seq) VALUES (${talentId}, 1)
    ON CONFLICT (talent_id) DO UPDATE SET change_seq = matching_refresh.change_seq + 1`);
}

export interface SuggestionRow {
  jobId: string;
  score: number;
  match: { parts: { km: number | null; role: number }; skills: { has: boolean }[] };
  status: 'Saved' | 'Unsaved' | 'Deleted';
  matchingReferenceId: string;
  roleName: string;
  companyName: string;
  companyCode: string;
  summary: string | null;
  source: number;
  urlCode: string;
  workType: string | null;
  workLocationName: string | null;
  physicalLocation: string | null;
  countryName: string | null;
  numberOfPositions: number;
  salaryRange: string | null;
  customCode: string | null;
  publishedAt: Date;
  isUnavailable: boolean;
}

const SUGGESTION_COLUMNS = (at: string) => sql`g.job_id AS "jobId", g.score, g.match, g.status,
  j.matching_reference_id AS "matchingReferenceId", j.role_name AS "roleName",
  co.name AS "companyName", co.code AS "companyCode", j.summary, j.source,
  j.url_code AS "urlCode", wt.label AS "workType", j.work_location_name AS "workLocationName",
  j.physical_location AS "physicalLocation", j.country_name AS "countryName",
  j.number_of_positions AS "numberOfPositions", j.salary_range AS "salaryRange",
  j.custom_code AS "customCode", j.published_at AS "publishedAt",
  (j.applications_close_at IS NOT NULL AND j.applications_close_at <= ${at}::timestamptz)
    AS "isUnavailable"`;
const SUGGESTION_JOINS = sql`FROM job_suggestion g
  JOIN job j ON j.id = g.job_id
  JOIN company co ON co.id = j.company_id
  LEFT JOIN work_type wt ON wt.id = j.work_type_id`;
const openAt = (at: string) =>
  sql`(j.applications_close_at IS NULL OR j.applications_close_at > ${at}::timestamptz)`;

/**
 * A page of a talent's suggestions (open, neither saved nor deleted: a saved job is on the saved
 * jobs list instead), best first, and how many there are.
 */
export async function suggestionPage(
  db: Database,
  talentId: string,
  page: { offset: number; limit: number },
  now: Date,
) {
  const at = now.toISOString();
  const where = sql`g.talent_id = ${talentId} AND g.status = 'Unsaved' AND ${openAt(at)}`;
  // The page and the total in one statement; only a page past the last asks for the total apart.
  const found = await queryRows<SuggestionRow & { totalCount: number }>(
    db,
    sql`SELECT ${SUGGESTION_COLUMNS(at)}, count(*) OVER ()::int AS "totalCount"
        ${SUGGESTION_JOINS} WHERE ${where}
        ORDER BY g.score DESC, j.published_at DESC, g.job_id
        OFFSET ${page.offset} LIMIT ${page.limit}`,
  );
  const rows = found.map(({ totalCount: _, ...row }) => row);
  if (found.length > 0 || page.offset === 0) return { rows, totalCount: found[0]?.totalCount ?? 0 };
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n ${SUGGESTION_JOINS} WHERE ${where}`,
  );
  return { rows, totalCount: count?.n ?? 0 };
}

/**
 * The talent's saved jobs, newest saved first: a job that closed stays, unavailable, until the
 * talent acknowledges it.
 */
export async function savedJobRows(db: Database, talentId: string, now: Date) {
  return queryRows<SuggestionRow>(
    db,
    sql`SELECT ${SUGGESTION_COLUMNS(now.toISOString())} ${SUGGESTION_JOINS}
        WHERE g.talent_id = ${talentId} AND g.status = 'Saved' AND g.acknowledged_at IS NULL
        ORDER BY g.status_changed_at DESC, g.job_id`,
  );
}

export async function savedJobCount(db: Database, talentId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM job_suggestion g
        WHERE g.talent_id = ${talentId} AND g.status = 'Saved' AND g.acknowledged_at IS NULL`,
  );
  return row?.n ?? 0;
}

export interface JobForTalent extends CandidateJob {
  matchingReferenceId: string;
  companyName: string;
  salaryRange: string | null;
  description: string | null;
  physicalLocation: string | null;
  applicationsCloseAt: Date | null;
  segmentCode: string;
  urlCode: string;
  advertUrlCode: string;
  seoSlug: string;
  customApplyUrl: string | null;
}

/** A job by its matching reference, when the talent may see it (closed ones included). */
export async function jobForTalent(
  db: Database,
  matchingReferenceId: string,
  internalCommunityIds: readonly string[],
  now: Date,
): Promise<JobForTalent | null> {
  const [row] = await queryRows<JobForTalent>(
    db,
    sql`SELECT ${MATCHED_JOB_COLUMNS},
          j.matching_reference_id AS "matchingReferenceId", j.description_html AS description,
          co.name AS "companyName", j.salary_range AS "salaryRange",
          j.physical_location AS "physicalLocation", j.applications_close_at AS "applicationsCloseAt",
          tc.segment_code AS "segmentCode", j.url_code AS "urlCode",
          j.advert_url_code AS "advertUrlCode", j.seo_slug AS "seoSlug",
          j.custom_apply_url AS "customApplyUrl"
        FROM job j
        JOIN talent_community tc ON tc.id = j.community_id
        JOIN company co ON co.id = j.company_id
        LEFT JOIN work_type wt ON wt.id = j.work_type_id
        LEFT JOIN job_taxonomy jt ON jt.job_id = j.id
        WHERE j.matching_reference_id = ${matchingReferenceId}
          AND j.published_at <= ${now.toISOString()}::timestamptz
          AND (NOT j.internal_only OR j.community_id = ANY(${sqlArray(internalCommunityIds)}::uuid[]))`,
  );
  return row ?? null;
}

export async function findSuggestion(db: Database, talentId: string, jobId: string) {
  const [row] = await db
    .select()
    .from(schema.jobSuggestion)
    .where(and(eq(schema.jobSuggestion.talentId, talentId), eq(schema.jobSuggestion.jobId, jobId)));
  return row ?? null;
}

/** Sets the status of a talent's job (adding it with this score and match when it is not there). */
export async function setSuggestionStatus(
  db: Database,
  row: {
    talentId: string;
    jobId: string;
    status: 'Saved' | 'Unsaved' | 'Deleted';
    score: number;
    match: unknown;
  },
) {
  await db
    .insert(schema.jobSuggestion)
    .values(row)
    .onConflictDoUpdate({
      target: [schema.jobSuggestion.talentId, schema.jobSuggestion.jobId],
      set: { status: row.status, statusChangedAt: sql`now()` },
    });
}

/** The talent saw that a saved job is no longer available: it leaves their saved jobs. */
export async function acknowledgeUnavailable(db: Database, talentId: string, jobId: string) {
  await db
    .update(schema.jobSuggestion)
    .set({ acknowledgedAt: sql`now()` })
    .where(and(eq(schema.jobSuggestion.talentId, talentId), eq(schema.jobSuggestion.jobId, jobId)));
}

/** Every talent's suggestions are stale (the catalogue's job tags changed). */
export async function markAllChanged(db: Database) {
  await db.execute(sql`UPDATE matching_refresh SET change_seq = change_seq + 1`);
}

/** Talents who use job matching: a resume, and preferences or a skill they confirmed. */
export async function activeMatchingTalents(db: Database): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`SELECT t.id FROM talent t
        WHERE EXISTS (SELECT 1 FROM talent_file f WHERE f.talent_id = t.id AND f.kind = 'cv')
          AND (EXISTS (SELECT 1 FROM matching_preferences p WHERE p.talent_id = t.id)
               OR EXISTS (SELECT 1 FROM matching_skill s
                          WHERE s.talent_id = t.id AND s.state = 'confirmed'))
        ORDER BY t.id`,
  );
  return rows.map((r) => r.id);
}
