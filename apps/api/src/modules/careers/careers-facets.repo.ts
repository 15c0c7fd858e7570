// Facet counts for the careers search: for each work type, work option, work location and
// category, how many open jobs of the searched communities match the other filters (a facet
// ignores its own filter, so choosing one option does not hide the others). The filters are
// the job search's own (filtersFor in job-search.service) and so are the conditions
// (searchWhere in job-search.repo).
import { type Database, queryRows, queryRowsPlannedPerCall } from '@talent/db';
import { type SQL, sql } from 'drizzle-orm';
import { type SearchFilters, type SearchScope, searchWhere } from '../job-search';

export type FacetDimension = 'workTypes' | 'flexibleWorkOptions' | 'workLocations' | 'categories';

/** The search's own conditions, less the facet's own filter. */
function facetWhere(scope: SearchScope, f: SearchFilters, omit: FacetDimension, now: Date): SQL {
  return searchWhere(scope, { ...f, [omit]: [] }, now);
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
  return queryRowsPlannedPerCall(
    db,
    sql`SELECT o.id AS value, o.label, count(j.id) AS count
        FROM ${table} o
        LEFT JOIN (job j JOIN searchable_job s ON s.job_id = j.id)
          ON j.${column} = o.id AND ${facetWhere(scope, filters, dimension, now)}
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
  return queryRowsPlannedPerCall(
    db,
    sql`SELECT wl.id AS value, wl.name AS label, count(*) AS count
        FROM job j
        JOIN searchable_job s ON s.job_id = j.id
        JOIN work_location wl ON wl.id = j.work_location_id
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
  return queryRowsPlannedPerCall(
    db,
    sql`SELECT c.id AS "categoryId", c.name AS "categoryName",
               sc.id AS "subCategoryId", sc.name AS "subCategoryName", count(*) AS count
        FROM job j
        JOIN searchable_job s ON s.job_id = j.id
        JOIN category c ON c.id = j.category_id
        LEFT JOIN sub_category sc ON sc.id = j.sub_category_id
        WHERE ${facetWhere(scope, filters, 'categories', now)}
        GROUP BY c.id, c.name, sc.id, sc.name
        ORDER BY c.name, sc.name`,
  );
}
