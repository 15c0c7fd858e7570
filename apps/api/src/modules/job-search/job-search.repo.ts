// Job search SQL: full text over lexemes scoped by community (decision 009), relevance (title
// matches first), typo corrections from the words of titles and skills, filters, radius and
// bounds, and counts. The only place that builds search SQL.
import {
  type Database,
  isEmbeddedDatabase,
  queryRows,
  queryRowsPlannedPerCall,
  sqlArray,
} from '@talent/db';
import { type Bounds, boundsAround } from '@talent/geo/units';
import { type SQL, sql } from 'drizzle-orm';
import { coverCells } from './geo-cells';
import type { TermCandidates } from './keywords';

export interface SearchScope {
  /** Communities searched (already limited to what the talent may search). */
  communityIds: string[];
  /** Communities where the talent is an employee: their internal-only jobs are visible. */
  internalCommunityIds: string[];
}

export interface SearchFilters {
  /** Every part of the keywords (keywords.ts), for `to_tsquery('talent_english', …)`. */
  tsQuery: string | null;
  /** Any part of the keywords, for ranking; null with one part. */
  anyTsQuery?: string | null;
  /** The keywords' words as written, for ranking (a `::tsquery`, keywords.ts). */
  writtenTsQuery?: string | null;
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
  /**
   * Only jobs added on these UTC days ('20261201'): a job alert's window, found by the search
   * index; the exact window is the caller's condition on the row's created_at.
   */
  addedDays?: string[] | null;
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
 * The static filters and the searched place's cells as a query on the filter vector, or null
 * when nothing is filtered. Lexemes only, built from validated numbers, uuids and country
 * codes, so nothing a user typed reaches the tsquery syntax. The database scopes it to the
 * searched communities (`talent_scoped_tsquery`, decision 009).
 */
export function filterQuery(f: SearchFilters): string | null {
  const uuids = (ids: string[]) => ids.filter((id) => /^[0-9a-f-]{32,36}$/i.test(id)).map(hex);
  const parts: string[] = [];
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
  const cells = locationCells(f);
  if (cells) parts.push(anyOf(cells));
  if (f.addedDays?.length)
    parts.push(anyOf(f.addedDays.map((day) => (/^\d{8}$/.test(day) ? `a${day}` : 'x'))));
  return parts.length ? parts.join(' & ') : null;
}

/** The cells covering the searched place (radius or bounds), or null: no cell restriction. */
function locationCells(f: SearchFilters): string[] | null {
  if (f.radius) return coverCells(boundsAround(f.radius.latitude, f.radius.longitude, f.radius.km));
  if (f.bounds) return coverCells(f.bounds);
  return null;
}

/** The job lies in the box (a box whose west is east of its east crosses the antimeridian). */
function insideBox(b: Bounds): SQL[] {
  return [
    sql`s.latitude BETWEEN ${b.south}::float8 AND ${b.north}::float8`,
    b.west <= b.east
      ? sql`s.longitude BETWEEN ${b.west}::float8 AND ${b.east}::float8`
      : sql`(s.longitude >= ${b.west}::float8 OR s.longitude <= ${b.east}::float8)`,
  ];
}

/**
 * Neither keywords nor filters: the search is its communities alone, found and counted through
 * the community index rather than the GIN index.
 */
const scopeOnly = (f: SearchFilters) => !f.tsQuery && filterQuery(f) == null;

/**
 * What a found job satisfies apart from the keywords: open now, visible to the talent, in the
 * scope, passing every filter, in the searched place, posted in the asked period. The filters
 * are a query on the scoped filter vector (the GIN index); the community column keeps the
 * scope exact (and, with neither keywords nor filters, the community index finds and counts).
 */
function baseWhere(scope: SearchScope, f: SearchFilters, now: Date): SQL[] {
  const at = now.toISOString();
  const communities = sql`${sqlArray(scope.communityIds)}::uuid[]`;
  const filters = filterQuery(f);
  const parts: SQL[] = [
    sql`s.published_at <= ${at}::timestamptz`,
    sql`(s.applications_close_at IS NULL OR s.applications_close_at > ${at}::timestamptz)`,
    sql`(NOT s.internal_only OR s.community_id = ANY(${sqlArray(scope.internalCommunityIds)}::uuid[]))`,
    // With keywords or filters the scoped lexemes already find the scope, and this check only
    // drops the jobs of another community with the same search key; it is written so that
    // PostgreSQL does not also read the whole scope from the community index for it.
    scopeOnly(f)
      ? sql`s.community_id = ANY(${communities})`
      : sql`array_position(${communities}, s.community_id) IS NOT NULL`,
  ];
  if (filters)
    parts.push(sql`s.filter_vector @@ talent_scoped_tsquery(${filters}::tsquery, ${communities})`);
  if (f.radius) {
    // The box first (two comparisons), then the great-circle distance in plain arithmetic on
    // the radius earthdistance uses: a call per row into earthdistance cost several times more.
    const { latitude, longitude, km } = f.radius;
    parts.push(...insideBox(boundsAround(latitude, longitude, km)));
    parts.push(sql`talent_distance_m(${latitude}::float8, ${longitude}::float8, s.latitude, s.longitude)
      <= ${km * 1000}::float8`);
  } else if (f.bounds) {
    parts.push(...insideBox(f.bounds));
  }
  if (f.postedFrom) parts.push(sql`s.published_at >= ${f.postedFrom.toISOString()}::timestamptz`);
  if (f.publishedAfter)
    parts.push(sql`s.published_at > ${f.publishedAfter.toISOString()}::timestamptz`);
  return parts;
}

/** The keywords, stemmed, over the scoped search vector of the searched communities. */
const keywordMatch = (scope: SearchScope, f: SearchFilters) =>
  sql`s.search_vector @@ talent_scoped_tsquery(to_tsquery('talent_english', ${f.tsQuery}),
    ${sqlArray(scope.communityIds)}::uuid[])`;
/** The jobs whose custom code, feed identifier or url code is the typed job id. */
const idMatch = (f: SearchFilters) =>
  sql`s.job_id IN (SELECT id FROM job WHERE lower(custom_code) = ${f.jobId}
    OR lower(external_id) = ${f.jobId} OR url_code = ${f.jobId})`;

/**
 * Every job the search finds, as conditions on the search table `s` (the careers facets count
 * by them): the keyword matches and the job whose id was typed.
 */
export function searchWhere(scope: SearchScope, f: SearchFilters, now: Date): SQL {
  const parts = baseWhere(scope, f, now);
  if (f.tsQuery && f.jobId) parts.push(sql`(${keywordMatch(scope, f)} OR ${idMatch(f)})`);
  else if (f.tsQuery) parts.push(keywordMatch(scope, f));
  else if (f.jobId) parts.push(idMatch(f));
  return sql.join(parts, sql` AND `);
}

/**
 * The jobs found by their id, newest first. A search lists them before the keyword matches and
 * leaves them out of those: one OR of the two would make PostgreSQL check every keyword match
 * against its whole search vector.
 */
async function findIdHits(
  db: Database,
  scope: SearchScope,
  f: SearchFilters,
  now: Date,
): Promise<string[]> {
  if (!f.jobId) return [];
  const parts = [...baseWhere(scope, f, now), idMatch(f)];
  const rows = await queryRowsPlannedPerCall<{ job_id: string }>(
    db,
    sql`SELECT s.job_id FROM searchable_job s WHERE ${sql.join(parts, sql` AND `)}
        ORDER BY s.published_at DESC, s.job_id DESC`,
  );
  return rows.map((r) => r.job_id);
}

/** The other matches: the keyword matches that are not id hits (none without keywords). */
function restWhere(scope: SearchScope, f: SearchFilters, now: Date, idHits: string[]): SQL | null {
  if (f.jobId && !f.tsQuery) return null;
  const parts = baseWhere(scope, f, now);
  if (f.tsQuery) parts.push(keywordMatch(scope, f));
  if (idHits.length) parts.push(sql`NOT (s.job_id = ANY(${sqlArray(idHits)}::uuid[]))`);
  return sql.join(parts, sql` AND `);
}

const listingColumns = sql`j.id, j.role_name, j.summary, co.name AS company_name,
  co.code AS company_code, j.url_code, j.advert_url_code, j.seo_slug, tc.segment_code,
  j.custom_code, j.source, j.matching_reference_id, wt.label AS work_type,
  fo.label AS flexible_work_option, j.work_location_name, j.physical_location, j.country_name,
  j.salary_range, j.published_at, j.applications_close_at, j.is_eoi, j.internal_only,
  j.specialties, j.latitude, j.longitude`;

const listingJoins = sql`JOIN job j ON j.id = hit.job_id
  JOIN company co ON co.id = j.company_id
  JOIN talent_community tc ON tc.id = j.community_id
  LEFT JOIN work_type wt ON wt.id = j.work_type_id
  LEFT JOIN flexible_work_option fo ON fo.id = j.flexible_work_option_id`;

/** The id hits' listings, in the given order. */
function listIds(db: Database, ids: string[]): Promise<JobListingRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return queryRows<JobListingRow>(
    db,
    sql`SELECT ${listingColumns}
        FROM unnest(${sqlArray(ids)}::uuid[]) WITH ORDINALITY AS hit(job_id, n)
        ${listingJoins}
        ORDER BY hit.n`,
  );
}

/**
 * How well a found job matches the keywords, for ranking, added up: the role its title names
 * (up to a dash or bracket) has every part of them (8), the whole title has every part (4) and
 * has them as written, not only their stems (3), or has some (2), its skills or category have
 * some (1). Jobs found through their text alone rank 0. Read from the narrow search row (its
 * ranking vectors are kept in line).
 */
function relevance(f: SearchFilters): SQL {
  const all = sql`to_tsquery('talent_english', ${f.tsQuery})`;
  const any = f.anyTsQuery ? sql`to_tsquery('talent_english', ${f.anyTsQuery})` : all;
  const some = f.anyTsQuery ? sql`(s.title_vector @@ ${any})::int * 2` : sql`0`;
  const written = f.writtenTsQuery
    ? sql`(s.title_vector @@ ${f.writtenTsQuery}::tsquery)::int * 3`
    : sql`0`;
  return sql`((s.role_vector @@ ${all})::int * 8 + (s.title_vector @@ ${all})::int * 4
    + ${written} + ${some} + (s.tag_vector @@ ${any})::int)`;
}

/**
 * One page of the other matches. Relevance (see above) first, then the newest; without
 * keywords, the newest. The page is chosen from the narrow search rows alone; only its ten jobs
 * are read from the job table.
 */
function listRest(
  db: Database,
  where: SQL,
  f: SearchFilters,
  limit: number,
  offset: number,
): Promise<JobListingRow[]> {
  // Without keywords there is no title to rank by: newest first alone, which the search
  // table's date index gives in order.
  const rank = f.tsQuery ? relevance(f) : sql`NULL::int`;
  const order = f.tsQuery
    ? sql`rank DESC, sort_at DESC, s.job_id DESC`
    : sql`sort_at DESC, s.job_id DESC`;
  return queryRowsPlannedPerCall<JobListingRow>(
    db,
    sql`SELECT ${listingColumns}
        FROM (
          SELECT s.job_id, ${rank} AS rank, s.published_at AS sort_at
          FROM searchable_job s
          WHERE ${where}
          ORDER BY ${order}
          LIMIT ${limit} OFFSET ${offset}
        ) hit
        ${listingJoins}
        ORDER BY hit.rank DESC NULLS LAST, hit.sort_at DESC, hit.job_id DESC`,
  );
}

/** The rows of a page, given the id hits (listed first, then the other matches). */
async function pageRows(
  db: Database,
  scope: SearchScope,
  filters: SearchFilters,
  page: { limit: number; offset: number },
  now: Date,
  idHits: string[],
): Promise<JobListingRow[]> {
  const onPage = idHits.slice(page.offset, page.offset + page.limit);
  const rest = restWhere(scope, filters, now, idHits);
  const restLimit = page.limit - onPage.length;
  const [first, others] = await Promise.all([
    listIds(db, onPage),
    rest && restLimit > 0
      ? listRest(db, rest, filters, restLimit, Math.max(0, page.offset - idHits.length))
      : [],
  ]);
  return [...first, ...others];
}

/**
 * How many jobs the search finds, given the id hits. Without keywords or filters the count
 * reads one community index entry per open job of the scope (100,000 and more on a large
 * catalogue): the two halves of the communities are then counted at once, on two connections
 * (PostgreSQL runs them side by side; PGlite one after the other).
 */
async function totalOf(
  db: Database,
  scope: SearchScope,
  filters: SearchFilters,
  now: Date,
  idHits: string[],
): Promise<number> {
  const countIn = async (communityIds: string[]) => {
    const rest = restWhere({ ...scope, communityIds }, filters, now, idHits);
    if (!rest) return 0;
    const [row] = await queryRowsPlannedPerCall<{ count: number | string }>(
      db,
      sql`SELECT count(*) AS count FROM searchable_job s WHERE ${rest}`,
    );
    return Number(row?.count ?? 0);
  };
  const ids = scope.communityIds;
  if (!scopeOnly(filters) || ids.length < 2) return idHits.length + (await countIn(ids));
  const half = Math.ceil(ids.length / 2);
  const [first, second] = await Promise.all([
    countIn(ids.slice(0, half)),
    countIn(ids.slice(half)),
  ]);
  return idHits.length + first + second;
}

/** One page of results and the total, with one lookup of the typed job id for both. */
export async function searchJobs(
  db: Database,
  scope: SearchScope,
  filters: SearchFilters,
  page: { limit: number; offset: number },
  now = new Date(),
): Promise<{ rows: JobListingRow[]; totalCount: number }> {
  if (!scope.communityIds.length) return { rows: [], totalCount: 0 };
  const idHits = await findIdHits(db, scope, filters, now);
  const [rows, totalCount] = await Promise.all([
    pageRows(db, scope, filters, page, now, idHits),
    totalOf(db, scope, filters, now, idHits),
  ]);
  return { rows, totalCount };
}

export async function countJobs(
  db: Database,
  scope: SearchScope,
  filters: SearchFilters,
  now = new Date(),
): Promise<number> {
  if (!scope.communityIds.length) return 0;
  return totalOf(db, scope, filters, now, await findIdHits(db, scope, filters, now));
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
 * `word` is similar to `t.term` by pg_trgm's default threshold (0.3). PostgreSQL finds them with
 * the trigram index (`%`). The embedded database computes the similarity of every word instead:
 * after a trigram index scan, PGlite's next statement now and then spins forever (decision 010),
 * and the word list is small (the words of titles and skills).
 */
const closeTo = (db: Database) =>
  isEmbeddedDatabase(db) ? sql`similarity(word, t.term) >= 0.3` : sql`word % t.term`;

/**
 * Candidate corrections from the words of job titles and skills for terms that are no known
 * word (the typo tolerance: 'developr' -> 'developer'): up to eight words each that share enough
 * trigrams with it, most similar first, with how many jobs use them, and whether the term starts
 * a known word (it may be one still being typed: 'carpentr' of 'carpentry', or a misspelt
 * 'carpenter'). keywords.ts chooses the one correction among them by edit distance.
 */
export async function findCorrectionCandidates(
  db: Database,
  terms: string[],
): Promise<Map<string, TermCandidates>> {
  const candidates = terms.filter((t) => t.length >= 4 && !/^\d+$/.test(t));
  if (!candidates.length) return new Map();
  const rows = await queryRows<{
    term: string;
    word: string;
    documents: number | string;
    starts_word: boolean;
  }>(
    db,
    sql`SELECT t.term, w.word, w.documents, s.starts_word
        FROM unnest(${sqlArray(candidates)}::text[]) AS t(term)
        CROSS JOIN LATERAL (
          SELECT EXISTS (SELECT 1 FROM job_word x WHERE x.word LIKE t.term || '%') AS starts_word
        ) s
        CROSS JOIN LATERAL (
          SELECT word, documents FROM job_word
          WHERE ${closeTo(db)} AND word <> t.term
          ORDER BY similarity(word, t.term) DESC, documents DESC
          LIMIT 8
        ) w
        WHERE NOT EXISTS (SELECT 1 FROM job_word x WHERE x.word = t.term)`,
  );
  const map = new Map<string, TermCandidates>();
  for (const { term, word, documents, starts_word } of rows) {
    const entry = map.get(term) ?? { startsWord: starts_word, candidates: [] };
    entry.candidates.push({ word, documents: Number(documents) });
    map.set(term, entry);
  }
  return map;
}
