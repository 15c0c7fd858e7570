// Job search rules: who may search which communities, how the search args become filters
// (keywords with typo corrections, location as radius or bounds), pagination.
import type {
  JobListing,
  JobSearchArgs,
  JobSearchResult,
  SearchCriteriaInput,
} from '@talent/contract';
import { locationBoundsInputSchema } from '@talent/contract';
import type { Database } from '@talent/db';
import {
  countJobs,
  findCorrectionCandidates,
  findKnownWords,
  type JobListingRow,
  type SearchFilters,
  type SearchScope,
  searchJobs,
} from './job-search.repo';
import {
  buildAnyTsQuery,
  buildTsQuery,
  buildWrittenTsQuery,
  chooseCorrection,
  correctedUnits,
  type KeywordUnit,
  parseKeywords,
  plainWords,
  singleWords,
  type TermCandidates,
} from './keywords';
import {
  type SearchableCommunity,
  searchableCommunities,
  searchableCommunitiesOf,
} from './search-scope.repo';

/** Radius 0 means "the place itself": its bounds when known, else this distance. */
const PLACE_ITSELF_KM = 1;

export async function scopeFor(
  db: Database,
  talentId: string,
  segmentCodes: readonly string[] | null | undefined,
): Promise<SearchScope> {
  return scopeOf(await searchableCommunities(db, talentId), segmentCodes);
}

/** The scopes of several talents' searches, read at once (the job alert digests'). */
export async function scopesFor(
  db: Database,
  searches: readonly { talentId: string; segmentCodes: readonly string[] | null | undefined }[],
): Promise<SearchScope[]> {
  const searchable = await searchableCommunitiesOf(
    db,
    searches.map((s) => s.talentId),
  );
  return searches.map((s) => scopeOf(searchable.get(s.talentId) ?? [], s.segmentCodes));
}

/** What a talent searches: the chosen communities among those they may search (else all). */
function scopeOf(
  searchable: SearchableCommunity[],
  segmentCodes: readonly string[] | null | undefined,
): SearchScope {
  const wanted = segmentCodes?.length ? new Set(segmentCodes) : null;
  const chosen = wanted ? searchable.filter((c) => wanted.has(c.segmentCode)) : searchable;
  return {
    communityIds: chosen.map((c) => c.id),
    internalCommunityIds: searchable.filter((c) => c.internal).map((c) => c.id),
  };
}

/**
 * What the word list of job titles and skills (job_word) says of the terms searched: whether a
 * term is a whole word, and the words that could correct it. The list changes only when search
 * data is refreshed after an import, so what was looked up is kept per database for a few
 * seconds: on a busy search page most terms were looked up a moment ago, and the two lookups
 * were a third of a search's database work. `forgetSearchWords` empties it when this process
 * refreshes the words; another process's refresh is seen within WORDS_KEPT_MS.
 */
interface WordsSeen {
  until: number;
  known: Map<string, boolean>;
  candidates: Map<string, TermCandidates>;
}
const WORDS_KEPT_MS = 10_000;
const NONE: TermCandidates = { startsWord: false, candidates: [] };
/** The fewest letters of a word that starts known words for it to be read as misspelt too. */
const TYPING_CORRECTED_LENGTH = 7;
/** Terms kept per database; past this, the whole cache starts again. */
const WORDS_KEPT_MAX = 20_000;
const wordsSeen = new WeakMap<Database, WordsSeen>();

export function forgetSearchWords(db: Database) {
  wordsSeen.delete(db);
}

function wordsSeenIn(db: Database): WordsSeen {
  const seen = wordsSeen.get(db);
  if (seen && seen.until > Date.now() && seen.known.size + seen.candidates.size < WORDS_KEPT_MAX)
    return seen;
  const fresh = { until: Date.now() + WORDS_KEPT_MS, known: new Map(), candidates: new Map() };
  wordsSeen.set(db, fresh);
  return fresh;
}

/**
 * The keywords of several searches as full-text queries: synonym runs as their groups, every
 * other word whole when the jobs use it whole, else as a prefix, or with its one correction
 * when it starts no word. The words of all the searches are looked up together (those not
 * looked up a moment ago).
 */
async function keywordQueries(db: Database, unitLists: KeywordUnit[][]) {
  const plain = [...new Set(unitLists.flatMap(plainWords))];
  const single = [...new Set(unitLists.flatMap(singleWords))];
  const seen = wordsSeenIn(db);
  const newPlain = plain.filter((t) => !seen.candidates.has(t));
  const newSingle = single.filter((t) => !seen.known.has(t));
  const [foundCandidates, foundKnown] = await Promise.all([
    newPlain.length ? findCorrectionCandidates(db, newPlain) : new Map<string, TermCandidates>(),
    newSingle.length ? findKnownWords(db, newSingle) : new Set<string>(),
  ]);
  for (const term of newPlain) seen.candidates.set(term, foundCandidates.get(term) ?? NONE);
  for (const term of newSingle) seen.known.set(term, foundKnown.has(term));
  const knownWords = new Set(single.filter((t) => seen.known.get(t)));
  const corrections = new Map<string, string[]>();
  /** Words that start known words and have a correction: matched as either. */
  const typing = new Set<string>();
  for (const term of plain) {
    const { startsWord, candidates } = seen.candidates.get(term) ?? NONE;
    // A word that may still be being typed is corrected only when it is long and one edit
    // away: 'carpentr' is 'carpenter' misspelt; 'carp' is the start of 'carpenter', not 'care'.
    if (startsWord && term.length < TYPING_CORRECTED_LENGTH) continue;
    const correction = chooseCorrection(term, candidates, startsWord ? 1 : undefined);
    if (!correction) continue;
    corrections.set(term, [correction]);
    if (startsWord) typing.add(term);
  }
  return unitLists.map((units) => {
    if (!units.length) return NO_KEYWORDS;
    const corrected = correctedUnits(units, corrections, typing);
    return {
      tsQuery: buildTsQuery(corrected, corrections, knownWords),
      anyTsQuery: buildAnyTsQuery(corrected, corrections, knownWords),
      writtenTsQuery: buildWrittenTsQuery(corrected, corrections, knownWords),
    };
  });
}

export async function filtersFor(db: Database, args: JobSearchArgs): Promise<SearchFilters> {
  const [filters] = await filtersForMany(db, [args]);
  return filters as SearchFilters;
}

/** The filters of several searches, their keywords' corrections looked up at once. */
export async function filtersForMany(
  db: Database,
  argsList: readonly JobSearchArgs[],
): Promise<SearchFilters[]> {
  const parsed = argsList.map((args) => parseKeywords(args.keywords));
  const queries = await keywordQueries(
    db,
    parsed.map((p) => p.units),
  );
  return argsList.map((args, i) =>
    filtersOf(args, { ...NO_KEYWORDS, ...queries[i], jobId: parsed[i]?.jobId ?? null }),
  );
}

const NO_KEYWORDS = { tsQuery: null, anyTsQuery: null, writtenTsQuery: null };

function filtersOf(
  args: JobSearchArgs,
  keywords: Pick<SearchFilters, 'tsQuery' | 'anyTsQuery' | 'writtenTsQuery' | 'jobId'>,
): SearchFilters {
  const bounds = args.locationBounds ?? null;
  const hasPoint = args.latitude != null && args.longitude != null;
  const radiusKm = args.radius ?? 0;
  return {
    ...keywords,
    categories: (args.categories ?? []).map((c) => ({
      category: c.category,
      subCategories: c.subCategories,
    })),
    workTypes: args.workTypes ?? [],
    flexibleWorkOptions: args.flexibleWorkOptions ?? [],
    workLocations: args.workLocations ?? [],
    radius:
      hasPoint && (radiusKm > 0 || !bounds)
        ? {
            latitude: args.latitude!,
            longitude: args.longitude!,
            km: radiusKm > 0 ? radiusKm : PLACE_ITSELF_KM,
          }
        : null,
    bounds,
    countryIso2: args.countryIso2 ?? null,
    postedFrom: args.postedFrom ? new Date(args.postedFrom) : null,
  };
}

export async function runJobSearch(
  db: Database,
  talentId: string,
  args: JobSearchArgs,
  page: { page: number; pageSize: number },
): Promise<JobSearchResult> {
  return searchInScope(db, await scopeFor(db, talentId, args.segmentCodes), args, page);
}

/** One page of results and the total, for a scope (the talent's, or a careers site's). */
export async function searchInScope(
  db: Database,
  scope: SearchScope,
  args: JobSearchArgs,
  page: { page: number; pageSize: number },
): Promise<JobSearchResult> {
  const filters = await filtersFor(db, args);
  const offset = (page.page - 1) * page.pageSize;
  const { rows, totalCount } = await searchJobs(db, scope, filters, {
    limit: page.pageSize,
    offset,
  });
  return {
    jobs: rows.map(toJobListing),
    totalCount,
    hasMoreResults: offset + rows.length < totalCount,
  };
}

export async function countJobSearch(
  db: Database,
  talentId: string,
  args: JobSearchArgs,
): Promise<number> {
  const scope = await scopeFor(db, talentId, args.multiSegment ? null : args.segmentCodes);
  return countJobs(db, scope, await filtersFor(db, args));
}

/** The saved Find Jobs criteria as search args (for the badge). */
export function argsFromCriteria(criteria: SearchCriteriaInput): JobSearchArgs {
  const bounds = criteria.locationBounds
    ? locationBoundsInputSchema.parse(criteria.locationBounds)
    : null;
  return {
    keywords: criteria.keywords ?? undefined,
    workTypes: criteria.workTypes,
    flexibleWorkOptions: criteria.flexibleWorkOptions,
    categories: criteria.categories,
    segmentCodes: criteria.talentCommunities,
    latitude: criteria.location?.latitude ?? null,
    longitude: criteria.location?.latitude != null ? (criteria.location?.longitude ?? null) : null,
    radius: criteria.locationRadius ?? null,
    locationBounds: bounds,
  };
}

const iso = (value: Date | string | null) => (value == null ? null : new Date(value).toISOString());

/** A search row as the contract's job listing (also the careers search's). */
export function toJobListing(row: JobListingRow): JobListing {
  return {
    id: row.id,
    roleName: row.role_name,
    summary: row.summary,
    companyName: row.company_name,
    companyCode: row.company_code,
    urlCode: row.url_code,
    advertUrlCode: row.advert_url_code,
    seoSlug: row.seo_slug,
    segmentCode: row.segment_code,
    customCode: row.custom_code,
    source: row.source,
    matchingReferenceId: row.matching_reference_id,
    workType: row.work_type,
    flexibleWorkOption: row.flexible_work_option,
    workLocationName: row.work_location_name,
    physicalLocation: row.physical_location,
    countryName: row.country_name,
    salaryRange: row.salary_range,
    postedFrom: iso(row.published_at)!,
    applicationsCloseAt: iso(row.applications_close_at),
    isEoi: row.is_eoi,
    internalOnly: row.internal_only,
    specialties: row.specialties,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}
