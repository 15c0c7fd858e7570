// The careers site's job search: one community (the client code) and those below it, open to
// visitors. The search itself is the talent job search's (same filters, ranking and paging);
// only the scope differs: the community's tree instead of the talent's connections, with
// internal-only jobs shown where the viewer is an employee.
import {
  type CareersSearchConfig,
  type CategoryFacet,
  careersMessages,
  type FacetOption,
  type JobSearchArgs,
  type JobSearchResult,
} from '@talent/contract';
import type { Database } from '@talent/db';
import { notFound } from '../../lib/errors';
import {
  countJobs,
  filtersFor,
  type SearchScope,
  searchableCommunities,
  searchInScope,
} from '../job-search';
import { type CommunityRow, communitySubtree, findCommunity } from './careers.repo';
import { type CountRow, categoryFacet, locationFacet, lookupFacet } from './careers-facets.repo';

/** The client code names the community (no tenant ids in this installation). */
async function communityOf(db: Database, clientCode: string): Promise<CommunityRow> {
  const community = await findCommunity(db, clientCode);
  if (!community) throw notFound(careersMessages.communityNotFound);
  return community;
}

export async function careersScope(
  db: Database,
  clientCode: string,
  talentId: string | null,
  segmentCodes?: readonly string[] | null,
): Promise<SearchScope> {
  const community = await communityOf(db, clientCode);
  const tree = await communitySubtree(db, community.id);
  const wanted = segmentCodes?.length ? new Set(segmentCodes) : null;
  const chosen = wanted ? tree.filter((c) => wanted.has(c.segmentCode)) : tree;
  const employeeOf = talentId
    ? (await searchableCommunities(db, talentId)).filter((c) => c.internal).map((c) => c.id)
    : [];
  return { communityIds: chosen.map((c) => c.id), internalCommunityIds: employeeOf };
}

export async function careersSearch(
  db: Database,
  clientCode: string,
  talentId: string | null,
  args: JobSearchArgs,
  page: { page: number; pageSize: number },
): Promise<JobSearchResult> {
  const scope = await careersScope(db, clientCode, talentId, args.segmentCodes);
  return searchInScope(db, scope, args, page);
}

export async function careersSearchConfig(
  db: Database,
  clientCode: string,
  talentId: string | null,
  options: { multiSegment: boolean; homeCountry: string },
): Promise<CareersSearchConfig> {
  const community = await communityOf(db, clientCode);
  const scope = await careersScope(db, clientCode, talentId);
  const filters = await filtersFor(db, {});
  const [totalCount, categories] = await Promise.all([
    countJobs(db, scope, filters),
    categoryFacet(db, scope, filters),
  ]);
  const country = community.countryIso2 ?? options.homeCountry;
  return {
    // Several communities to choose from only when the search spans the community's tree.
    primaryFilters:
      options.multiSegment && scope.communityIds.length > 1
        ? 'KeywordsAndTalentCommunities'
        : 'KeywordsAndCategories',
    locationFilter: 'LocationSearch',
    displayFlexibleWorkOptions: true,
    hasCategories: categories.length > 0,
    segmentCode: community.segmentCode,
    defaultCountryId: country,
    totalCount,
    predictionCountryBias: country,
    isInsideIframe: false,
    cacheFilters: true,
  };
}

const toOption = (row: CountRow): FacetOption => ({
  label: row.label,
  value: row.value,
  count: Number(row.count),
});

export type CareersFacet = 'work-types' | 'flexible-options' | 'locations' | 'categories';

export async function careersFacet(
  db: Database,
  clientCode: string,
  talentId: string | null,
  facet: Exclude<CareersFacet, 'categories'>,
  args: JobSearchArgs,
): Promise<FacetOption[]> {
  const scope = await careersScope(db, clientCode, talentId, args.segmentCodes);
  const filters = await filtersFor(db, args);
  const rows =
    facet === 'locations'
      ? await locationFacet(db, scope, filters)
      : await lookupFacet(
          db,
          scope,
          filters,
          facet === 'work-types' ? 'workTypes' : 'flexibleWorkOptions',
        );
  return rows.map(toOption);
}

export async function careersCategoryFacet(
  db: Database,
  clientCode: string,
  talentId: string | null,
  args: JobSearchArgs,
): Promise<CategoryFacet[]> {
  const scope = await careersScope(db, clientCode, talentId, args.segmentCodes);
  const rows = await categoryFacet(db, scope, await filtersFor(db, args));
  const byCategory = new Map<number, CategoryFacet>();
  for (const row of rows) {
    const count = Number(row.count);
    let entry = byCategory.get(row.categoryId);
    if (!entry) {
      entry = {
        category: { label: row.categoryName, value: row.categoryId, count: 0 },
        subCategories: [],
      };
      byCategory.set(row.categoryId, entry);
    }
    entry.category.count += count;
    if (row.subCategoryId != null && row.subCategoryName != null)
      entry.subCategories.push({ label: row.subCategoryName, value: row.subCategoryId, count });
  }
  return [...byCategory.values()];
}
