// Job search SQL: full text with weighted relevance (title first), typo corrections from the
// words of titles and skills, filters, radius and bounds, and counts. The only place that
// builds search SQL.
import { type Database, queryRows, sqlArray } from '@talent/db';
import { type SQL, sql } from 'drizzle-orm';

export interface SearchScope {
  /** Communities searched (already limited to what the talent may search). */
  communityIds: string[];
  /** Communities where the talent is an employee: their internal-only jobs are visible. */
  internalCommunityIds: string[];
}

export interface SearchFilters {
  tsQuery: string | null;
  jobId: string | null;
  categories: { category: number; subCategories: number[] }[];
  workTypes: number[];
  flexibleWorkOptions: number[];
  workLocations: string[];
  radius: { latitude: number; longitude: number; km: number } | null;
  bounds: { north: number; south: number; east: number; west: number } | null;
  countryIso2: string | null;
  postedFrom: Date | null;
  /** Only jobs published after this (the Find Jobs badge). */
  publishedAfter?: Date | null;
}

export interface JobListingRow {
  id: string;
  role_name: string;
  summary: string | null;
  company_name: string;
  company_code: string;
  url_code: string;
  advert_url_code: string;
  seo_slug: string;
  segment_code: string;
  custom_code: string | null;
  source: number;
  matching_reference_id: string;
  work_type: string | null;
  flexible_work_option: string | null;
  work_location_name: string | null;
  physical_location: string | null;
  country_name: string | null;
  salary_range: string | null;
  published_at: Date | string;
  applications_close_at: Date | string | null;
  is_eoi: boolean;
  internal_only: boolean;
  specialties: string[];
  latitude: number | null;
  longitude: number | null;
}

const hex = (uuid: string) => uuid.replaceAll('-', '').toLowerCase();
/** Any of the lexemes; none at all matches nothing ('x' is never a job's lexeme). */
const anyOf = (lexemes: string[]) => (lexemes.length ? `(${lexemes.join(' | ')})` : 'x');

/**
 * The scope and the static filters as a query on the job's filter vector (see the job schema):
 * lexemes only, built from validated numbers, uuids and country codes, so nothing a user typed
 * reaches the tsquery syntax.
 */
export function filterQuery(scope: SearchScope, f: SearchFilters): string {
  const uuids = (ids: string[]) => ids.filter((id) => /^[0-9a-f-]{32,36}$/i.test(id)).map(hex);
  const parts = [anyOf(uuids(scope.communityIds).map((id) => `c${id}`))];
  if (f.categories.length) {
    parts.push(
      anyOf(
        f.categories.map((c) =>
          c.subCategories.length
            ? `(k${Math.trunc(c.category)} & ${anyOf(c.subCategories.map((s) => `s${Math.trunc(s)}`))})`
            : `k${Math.trunc(c.category)}`,
        ),
      ),
    );
  }
  if (f.workTypes.length) parts.push(anyOf(f.workTypes.map((w) => `w${Math.trunc(w)}`)));
  if (f.flexibleWorkOptions.length)
    parts.push(anyOf(f.flexibleWorkOptions.map((o) => `f${Math.trunc(o)}`)));
  if (f.workLocations.length) parts.push(anyOf(uuids(f.workLocations).map((id) => `l${id}`)));
  if (f.countryIso2)
    parts.push(/^[a-z]{2}$/i.test(f.countryIso2) ? `n${f.countryIso2.toLowerCase()}` : 'x');
  return parts.join(' & ');
}

/** The scope and the static filters as column conditions (searches without keywords). */
function columnFilters(scope: SearchScope, f: SearchFilters): SQL[] {
  const parts: SQL[] = [sql`j.community_id = ANY(${sqlArray(scope.communityIds)}::uuid[])`];
  if (f.categories.length) {
    const any = f.categories.map((c) =>
      c.subCategories.length
        ? sql`(j.category_id = ${c.category} AND j.sub_category_id = ANY(${sqlArray(c.subCategories)}::int[]))`
        : sql`j.category_id = ${c.category}`,
    );
    parts.push(sql`(${sql.join(any, sql` OR `)})`);
  }
  if (f.workTypes.length) parts.push(sql`j.work_type_id = ANY(${sqlArray(f.workTypes)}::int[])`);
  if (f.flexibleWorkOptions.length)
    parts.push(sql`j.flexible_work_option_id = ANY(${sqlArray(f.flexibleWorkOptions)}::int[])`);
  if (f.workLocations.length)
    parts.push(sql`j.work_location_id = ANY(${sqlArray(f.workLocations)}::uuid[])`);
  if (f.countryIso2) parts.push(sql`j.location_country_iso2 = ${f.countryIso2.toUpperCase()}`);
  return parts;
}

/**
 * What a job must satisfy to be found: the scope's open jobs that pass every filter. With
 * keywords, the keywords, scope and filters are one search of the combined GIN index; the
 * job-id match (a typed custom code or url code) is its own branch on the code indexes.
 */
export function searchWhere(scope: SearchScope, f: SearchFilters, now: Date): SQL {
  const parts: SQL[] = [
    sql`j.published_at <= ${now.toISOString()}::timestamptz`,
    sql`(j.applications_close_at IS NULL OR j.applications_close_at > ${now.toISOString()}::timestamptz)`,
    sql`(NOT j.internal_only OR j.community_id = ANY(${sqlArray(scope.internalCommunityIds)}::uuid[]))`,
  ];
  const idMatch = sql`(lower(j.custom_code) = ${f.jobId} OR j.url_code = ${f.jobId})`;
  const filtered = sql.join(columnFilters(scope, f), sql` AND `);
  if (f.tsQuery) {
    const keyword = sql`(j.search_vector @@ to_tsquery('english', ${f.tsQuery})
      AND j.filter_vector @@ ${filterQuery(scope, f)}::tsquery)`;
    parts.push(f.jobId ? sql`(${keyword} OR (${idMatch} AND ${filtered}))` : keyword);
  } else {
    parts.push(filtered);
    if (f.jobId) parts.push(idMatch);
  }
  if (f.radius) {
    const centre = sql`public.ll_to_earth(${f.radius.latitude}::float8, ${f.radius.longitude}::float8)`;
    const metres = f.radius.km * 1000;
    parts.push(
      sql`public.earth_box(${centre}, ${metres}::float8) @> talent_job_point(j.latitude, j.longitude)`,
      sql`public.earth_distance(${centre}, talent_job_point(j.latitude, j.longitude)) <= ${metres}::float8`,
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
  if (f.postedFrom) parts.push(sql`j.published_at >= ${f.postedFrom.toISOString()}::timestamptz`);
  if (f.publishedAfter)
    parts.push(sql`j.published_at > ${f.publishedAfter.toISOString()}::timestamptz`);
  return sql.join(parts, sql` AND `);
}

/**
 * Relevance: the job whose id was typed, then jobs whose title matches every word, then the
 * rest; newest first within each. The title vector is small and kept in the row, so this
 * order costs no read of the long text, whatever the number of matches.
 */
function orderClause(f: SearchFilters): SQL {
  const keys: SQL[] = [];
  if (f.jobId) keys.push(sql`(lower(j.custom_code) = ${f.jobId} OR j.url_code = ${f.jobId}) DESC`);
  if (f.tsQuery) keys.push(sql`(j.title_vector @@ to_tsquery('english', ${f.tsQuery})) DESC`);
  keys.push(sql`j.published_at DESC`, sql`j.id DESC`);
  return sql.join(keys, sql`, `);
}

export async function searchJobs(
  db: Database,
  scope: SearchScope,
  filters: SearchFilters,
  page: { limit: number; offset: number },
  now = new Date(),
): Promise<JobListingRow[]> {
  if (!scope.communityIds.length) return [];
  return queryRows<JobListingRow>(
    db,
    sql`SELECT j.id, j.role_name, j.summary, co.name AS company_name, co.code AS company_code,
          j.url_code, j.advert_url_code, j.seo_slug, tc.segment_code, j.custom_code, j.source,
          j.matching_reference_id, wt.label AS work_type, fo.label AS flexible_work_option,
          j.work_location_name, j.physical_location, j.country_name, j.salary_range,
          j.published_at, j.applications_close_at, j.is_eoi, j.internal_only, j.specialties,
          j.latitude, j.longitude
        FROM job j
        JOIN company co ON co.id = j.company_id
        JOIN talent_community tc ON tc.id = j.community_id
        LEFT JOIN work_type wt ON wt.id = j.work_type_id
        LEFT JOIN flexible_work_option fo ON fo.id = j.flexible_work_option_id
        WHERE ${searchWhere(scope, filters, now)}
        ORDER BY ${orderClause(filters)}
        LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
}

export async function countJobs(
  db: Database,
  scope: SearchScope,
  filters: SearchFilters,
  now = new Date(),
): Promise<number> {
  if (!scope.communityIds.length) return 0;
  const [row] = await queryRows<{ count: number | string }>(
    db,
    sql`SELECT count(*) AS count FROM job j WHERE ${searchWhere(scope, filters, now)}`,
  );
  return Number(row?.count ?? 0);
}

/** The terms that are whole words of job titles and skills (matched whole, not as prefixes). */
export async function findKnownWords(db: Database, terms: string[]): Promise<Set<string>> {
  if (!terms.length) return new Set();
  const rows = await queryRows<{ word: string }>(
    db,
    sql`SELECT word FROM job_word WHERE word = ANY(${sqlArray(terms)}::text[])`,
  );
  return new Set(rows.map((r) => r.word));
}

/**
 * Close words from job titles and skills for terms that start no known word: the typo
 * tolerance ('developr' -> 'developer'). At most two per term, most similar first.
 */
export async function findCorrections(
  db: Database,
  terms: string[],
): Promise<Map<string, string[]>> {
  const candidates = terms.filter((t) => t.length >= 4 && !/^\d+$/.test(t));
  if (!candidates.length) return new Map();
  const rows = await queryRows<{ term: string; word: string }>(
    db,
    sql`SELECT t.term, w.word
        FROM unnest(${sqlArray(candidates)}::text[]) AS t(term)
        CROSS JOIN LATERAL (
          SELECT word FROM job_word
          WHERE word % t.term AND word <> t.term
          ORDER BY similarity(word, t.term) DESC, documents DESC
          LIMIT 2
        ) w
        WHERE NOT EXISTS (SELECT 1 FROM job_word x WHERE x.word LIKE t.term || '%')`,
  );
  const map = new Map<string, string[]>();
  for (const { term, word } of rows) map.set(term, [...(map.get(term) ?? []), word]);
  return map;
}
