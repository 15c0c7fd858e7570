// Facet counts for the careers search: for each work type, work option, work location and
// category, how many open jobs of the searched communities match the other filters (a facet
// ignores its own filter, so choosing one option does not hide the others). The filters are
// the job search's own (filtersFor in job-search.service); the job search repo keeps its
// WHERE builder private, so the same conditions are composed here per facet.
import { type Database, queryRows, sqlArray } from '@talent/db';
import { type SQL, sql } from 'drizzle-orm';
import type { SearchFilters, SearchScope } from '../job-search/job-search.repo';

export type FacetDimension = 'workTypes' | 'flexibleWorkOptions' | 'workLocations' | 'categories';

function facetWhere(scope: SearchScope, f: SearchFilters, omit: FacetDimension, now: Date): SQL {
  const at = now.toISOString();
  const parts: SQL[] = [
    sql`j.community_id = ANY(${sqlArray(scope.communityIds)}::uuid[])`,
    sql`j.published_at <= ${at}::timestamptz`,
    sql`(j.applications_close_at IS NULL OR j.applications_close_at > ${at}::timestamptz)`,
    sql`(NOT j.internal_only OR j.community_id = ANY(${sqlArray(scope.internalCommunityIds)}::uuid[]))`,
  ];
  const idMatch = f.jobId
    ? sql`(lower(j.custom_code) = ${f.jobId} OR j.url_code = ${f.jobId})`
    : sql`false`;
  if (f.tsQuery)
    parts.push(sql`(j.search_vector @@ to_tsquery('english', ${f.tsQuery}) OR ${idMatch})`);
  else if (f.jobId) parts.push(idMatch);
  if (omit !== 'categories' && f.categories.length) {
    const any = f.categories.map((c) =>
      c.subCategories.length
        ? sql`(j.category_id = ${c.category} AND j.sub_category_id = ANY(${sqlArray(c.subCategories)}::int[]))`
        : sql`j.category_id = ${c.category}`,
    );
    parts.push(sql`(${sql.join(any, sql` OR `)})`);
  }
  if (omit !== 'workTypes' && f.workTypes.length)
    parts.push(sql`j.work_type_id = ANY(${sqlArray(f.workTypes)}::int[])`);
  if (omit !== 'flexibleWorkOptions' && f.flexibleWorkOptions.length)
    parts.push(sql`j.flexible_work_option_id = ANY(${sqlArray(f.flexibleWorkOptions)}::int[])`);
  if (omit !== 'workLocations' && f.workLocations.length)
    parts.push(sql`j.work_location_id = ANY(${sqlArray(f.workLocations)}::uuid[])`);
  if (f.radius) {
    const centre = sql`public.ll_to_earth(${f.radius.latitude}::float8, ${f.radius.longitude}::float8)`;
    parts.push(
      sql`public.earth_distance(${centre}, talent_job_point(j.latitude, j.longitude)) <= ${f.radius.km * 1000}::float8`,
    );
  } else if (f.bounds) {
    const b = f.bounds;
    parts.push(sql`j.latitude BETWEEN ${b.south}::float8 AND ${b.north}::float8`);
    parts.push(
      b.west <= b.east
        ? sql`j.longitude BETWEEN ${b.west}::float8 AND ${b.east}::float8`
        : sql`(j.longitude >= ${b.west}::float8 OR j.longitude <= ${b.east}::float8)`,
    );
  }
  if (f.countryIso2) parts.push(sql`j.location_country_iso2 = ${f.countryIso2.toUpperCase()}`);
  if (f.postedFrom) parts.push(sql`j.published_at >= ${f.postedFrom.toISOString()}::timestamptz`);
  return sql.join(parts, sql` AND `);
}

export interface CountRow {
  value: number | string;
  label: string;
  count: number | string;
}

/** Every work type or work option, with its count (0 included: the lists are short). */
export async function lookupFacet(
  db: Database,
  scope: SearchScope,
  filters: SearchFilters,
  dimension: 'workTypes' | 'flexibleWorkOptions',
  now = new Date(),
): Promise<CountRow[]> {
  const [table, column] =
    dimension === 'workTypes'
      ? [sql`work_type`, sql`work_type_id`]
      : [sql`flexible_work_option`, sql`flexible_work_option_id`];
  if (!scope.communityIds.length)
    return queryRows(db, sql`SELECT id AS value, label, 0 AS count FROM ${table} ORDER BY id`);
  return queryRows(
    db,
    sql`SELECT o.id AS value, o.label, count(j.id) AS count
        FROM ${table} o
        LEFT JOIN job j ON j.${column} = o.id AND ${facetWhere(scope, filters, dimension, now)}
        GROUP BY o.id, o.label
        ORDER BY o.id`,
  );
}

/** Work locations with at least one matching job, by name. */
export async function locationFacet(
  db: Database,
  scope: SearchScope,
  filters: SearchFilters,
  now = new Date(),
): Promise<CountRow[]> {
  if (!scope.communityIds.length) return [];
  return queryRows(
    db,
    sql`SELECT wl.id AS value, wl.name AS label, count(*) AS count
        FROM job j JOIN work_location wl ON wl.id = j.work_location_id
        WHERE ${facetWhere(scope, filters, 'workLocations', now)}
        GROUP BY wl.id, wl.name
        ORDER BY wl.name, wl.id`,
  );
}

export interface CategoryCountRow {
  categoryId: number;
  categoryName: string;
  subCategoryId: number | null;
  subCategoryName: string | null;
  count: number | string;
}

/** Categories and sub-categories with at least one matching job. */
export async function categoryFacet(
  db: Database,
  scope: SearchScope,
  filters: SearchFilters,
  now = new Date(),
): Promise<CategoryCountRow[]> {
  if (!scope.communityIds.length) return [];
  return queryRows(
    db,
    sql`SELECT c.id AS "categoryId", c.name AS "categoryName",
               s.id AS "subCategoryId", s.name AS "subCategoryName", count(*) AS count
        FROM job j
        JOIN category c ON c.id = j.category_id
        LEFT JOIN sub_category s ON s.id = j.sub_category_id
        WHERE ${facetWhere(scope, filters, 'categories', now)}
        GROUP BY c.id, c.name, s.id, s.name
        ORDER BY c.name, s.name`,
  );
}
