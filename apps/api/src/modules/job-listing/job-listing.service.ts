// Saved search criteria, filter options and the Find Jobs badge: jobs for the saved criteria
// posted since they were last run (0 when never run; saving the criteria runs them).
import type { SearchCriteriaInput, SearchCriteriaResponse, SearchFilters } from '@talent/contract';
import type { Database } from '@talent/db';
import { companyLogoUrl } from '../branding';
import {
  argsFromCriteria,
  countJobs,
  filtersFor,
  scopeFor,
  searchableCommunities,
} from '../job-search';
import { communityTree } from './community-tree';
import {
  applicationStates,
  companyCodesOf,
  findSavedCriteria,
  lookups,
  saveCriteria,
  workLocationsOf,
} from './job-listing.repo';

export async function searchCriteria(
  db: Database,
  talentId: string,
): Promise<SearchCriteriaResponse> {
  const [saved, communities] = await Promise.all([
    findSavedCriteria(db, talentId),
    searchableCommunities(db, talentId),
  ]);
  return {
    criteria: saved
      ? { ...saved.criteria, lastRunAt: saved.lastRunAt?.toISOString() ?? null }
      : null,
    searchableSegmentCodes: communities.map((c) => c.segmentCode),
  };
}

export async function updateSearchCriteria(
  db: Database,
  talentId: string,
  criteria: SearchCriteriaInput,
): Promise<SearchCriteriaResponse> {
  await saveCriteria(db, talentId, criteria, new Date());
  return searchCriteria(db, talentId);
}

export async function searchFilters(db: Database, talentId: string): Promise<SearchFilters> {
  const [all, communities] = await Promise.all([lookups(db), searchableCommunities(db, talentId)]);
  const locations = await workLocationsOf(
    db,
    communities.map((c) => c.id),
  );
  return {
    workTypes: all.workTypes.map((w) => ({ label: w.label, value: w.id })),
    flexibleWorkOptions: all.flexibleWorkOptions.map((f) => ({ label: f.label, value: f.id })),
    talentCommunities: communityTree(communities),
    categories: all.categories.map((c) => ({
      category: { label: c.name, value: c.id },
      subCategories: all.subCategories
        .filter((s) => s.categoryId === c.id)
        .map((s) => ({ label: s.name, value: s.id })),
    })),
    locations: locations.map((l) => ({ label: l.name, value: l.id })),
  };
}

export async function newJobsCount(db: Database, talentId: string): Promise<number> {
  const saved = await findSavedCriteria(db, talentId);
  if (!saved?.lastRunAt) return 0;
  const args = argsFromCriteria(saved.criteria);
  const scope = await scopeFor(db, talentId, args.segmentCodes);
  const filters = await filtersFor(db, args);
  return countJobs(db, scope, { ...filters, publishedAfter: saved.lastRunAt });
}

/** The talent's applications to these jobs (by url code, in one community when given). */
export function applicationStatesOf(
  db: Database,
  talentId: string,
  jobUrlCodes: string[],
  segmentCode: string | null,
) {
  return applicationStates(db, talentId, jobUrlCodes, segmentCode);
}

/** The logo of each community the talent may search (SVG: the 2x logo is the same file). */
export async function segmentBrandings(db: Database, talentId: string) {
  const communities = await searchableCommunities(db, talentId);
  const rows = await companyCodesOf(
    db,
    communities.map((c) => c.id),
  );
  return rows.map((r) => {
    const url = companyLogoUrl({ companyCode: r.companyCode, hasLogoSvg: r.hasLogo });
    return { segmentCode: r.segmentCode, squareLogoUrl: url, squareLogoUrl2x: url };
  });
}
