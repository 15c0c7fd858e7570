// The job-listing group's reads and writes: saved criteria, filter options, application
// states and community logos.
import type { SearchCriteriaInput } from '@talent/contract';
import { type Database, queryRows, schema, sqlArray } from '@talent/db';
import { asc, eq, sql } from 'drizzle-orm';

export async function findSavedCriteria(db: Database, talentId: string) {
  const [row] = await db
    .select()
    .from(schema.savedSearchCriteria)
    .where(eq(schema.savedSearchCriteria.talentId, talentId));
  return row ? { criteria: row.criteria as SearchCriteriaInput, lastRunAt: row.lastRunAt } : null;
}

export async function saveCriteria(
  db: Database,
  talentId: string,
  criteria: SearchCriteriaInput,
  runAt: Date,
) {
  await db
    .insert(schema.savedSearchCriteria)
    .values({ talentId, criteria, lastRunAt: runAt, updatedAt: runAt })
    .onConflictDoUpdate({
      target: schema.savedSearchCriteria.talentId,
      set: { criteria, lastRunAt: runAt, updatedAt: runAt },
    });
}

export async function lookups(db: Database) {
  const [workTypes, flexibleWorkOptions, categories, subCategories] = await Promise.all([
    db.select().from(schema.workType).orderBy(asc(schema.workType.id)),
    db.select().from(schema.flexibleWorkOption).orderBy(asc(schema.flexibleWorkOption.id)),
    db.select().from(schema.category).orderBy(asc(schema.category.name)),
    db.select().from(schema.subCategory).orderBy(asc(schema.subCategory.name)),
  ]);
  return { workTypes, flexibleWorkOptions, categories, subCategories };
}

export async function workLocationsOf(db: Database, communityIds: string[]) {
  if (!communityIds.length) return [];
  return queryRows<{ id: string; name: string }>(
    db,
    sql`SELECT DISTINCT ON (name) id, name FROM work_location
        WHERE community_id = ANY(${sqlArray(communityIds)}::uuid[]) ORDER BY name, id`,
  );
}

export async function applicationStates(
  db: Database,
  talentId: string,
  urlCodes: string[],
  segmentCode: string | null,
) {
  if (!urlCodes.length) return [];
  return queryRows<{ urlCode: string; segmentCode: string; state: string }>(
    db,
    sql`SELECT j.url_code AS "urlCode", tc.segment_code AS "segmentCode", a.state
        FROM job_application a
        JOIN job j ON j.id = a.job_id
        JOIN talent_community tc ON tc.id = j.community_id
        WHERE a.talent_id = ${talentId}
          AND j.url_code = ANY(${sqlArray(urlCodes)}::text[])
          AND (${segmentCode}::text IS NULL OR tc.segment_code = ${segmentCode})`,
  );
}

export async function companyCodesOf(db: Database, communityIds: string[]) {
  if (!communityIds.length) return [];
  return queryRows<{ segmentCode: string; companyCode: string; hasLogo: boolean }>(
    db,
    sql`SELECT tc.segment_code AS "segmentCode", co.code AS "companyCode", co.logo_svg IS NOT NULL AS "hasLogo"
        FROM talent_community tc JOIN company co ON co.id = tc.company_id
        WHERE tc.id = ANY(${sqlArray(communityIds)}::uuid[])`,
  );
}
