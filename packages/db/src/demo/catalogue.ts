// Builds the fixed part of the catalogue (companies, communities, lookups, work locations) and
// the per-community plan the job generator draws from. Cheap: a few hundred rows, so the job
// generator and the demo talent rebuild it rather than share state.

import { CATEGORIES, FLEXIBLE_WORK_OPTIONS, WORK_TYPES } from './content/categories';
import { COMPANIES, type CommunityDef, type CompanyDef } from './content/companies';
import { PLACES_BY_NAME, type Place } from './content/places';
import { jitter } from './geo';
import { createUrlCodes, demoUuid, type UrlCodeFor } from './ids';
import { logoSvg } from './logo';
import { addDays, createRandom, MS_PER_DAY, mixSeed, type Random, roundTime } from './random';
import type {
  CategoryRow,
  CommunityRow,
  CompanyRow,
  FlexibleWorkOptionRow,
  GeneratorOptions,
  SubCategoryRow,
  WorkLocationRow,
  WorkTypeRow,
} from './types';

export interface LocationPlan {
  row: WorkLocationRow;
  place: Place;
}

export interface CommunityPlan {
  community: CommunityRow;
  company: CompanyRow;
  companyDef: CompanyDef;
  subCategoryIds: readonly number[];
  locations: readonly LocationPlan[];
  /** Relative share of jobs. */
  weight: number;
}

export interface CatalogueBase {
  companies: CompanyRow[];
  communities: CommunityRow[];
  categories: CategoryRow[];
  subCategories: SubCategoryRow[];
  workTypes: WorkTypeRow[];
  flexibleWorkOptions: FlexibleWorkOptionRow[];
  workLocations: WorkLocationRow[];
}

export interface CatalogueModel extends CatalogueBase {
  plans: CommunityPlan[];
  urlCodeFor: UrlCodeFor;
}

export function segmentCode(company: CompanyDef, community: CommunityDef): string {
  return community.key ? `${company.slug}-${community.key}` : company.slug;
}

function placeOf(name: string): Place {
  const place = PLACES_BY_NAME.get(name);
  if (!place) throw new Error(`Unknown demo place '${name}'`);
  return place;
}

function buildCompany(
  rnd: Random,
  seed: number,
  now: Date,
  def: CompanyDef,
  index: number,
): CompanyRow & { createdAt: Date } {
  return {
    id: demoUuid(seed, 'company', index),
    code: def.slug,
    name: def.name,
    industry: def.industry,
    logoSvg: logoSvg(def.name),
    websiteUrl: `https://www.${def.domain}.example`,
    createdAt: roundTime(addDays(now, -rnd.int(700, 2200)), MS_PER_DAY),
  };
}

function parentIdOf(def: CommunityDef, idsByKey: ReadonlyMap<string, string>): string | null {
  if (def.parent === undefined) return null;
  const id = idsByKey.get(def.parent);
  // Parents must be listed before their children in the data.
  if (!id) throw new Error(`Community '${def.key}' is listed before its parent '${def.parent}'`);
  return id;
}

export function buildCatalogueModel({ seed, now }: GeneratorOptions): CatalogueModel {
  const rnd = createRandom(mixSeed(seed, 'catalogue'));
  const companies: CompanyRow[] = [];
  const communities: CommunityRow[] = [];
  const workLocations: WorkLocationRow[] = [];
  const plans: CommunityPlan[] = [];

  COMPANIES.forEach((def, companyIndex) => {
    const company = buildCompany(rnd, seed, now, def, companyIndex);
    companies.push(company);
    const idsByKey = new Map<string, string>();
    for (const communityDef of def.communities) {
      const countryIso2 = communityDef.countryIso2 ?? def.countryIso2;
      const community: CommunityRow = {
        id: demoUuid(seed, 'community', communities.length),
        companyId: company.id,
        parentId: parentIdOf(communityDef, idsByKey),
        segmentCode: segmentCode(def, communityDef),
        displayName: communityDef.displayName,
        industry: def.industry,
        roleTypes: communityDef.roleTypes.join(', '),
        countryIso2,
        backgroundUrl: null,
        createdAt: addDays(company.createdAt, rnd.int(0, 120)),
      };
      idsByKey.set(communityDef.key, community.id);
      communities.push(community);

      const places = def.places.map(placeOf).filter((p) => p.countryIso2 === countryIso2);
      const chosen = rnd.sample(places, rnd.int(Math.min(2, places.length), 5));
      const site = communityDef.site ?? def.site;
      const locations = chosen.map((place): LocationPlan => {
        const point = jitter(rnd, place, 0.8);
        const row: WorkLocationRow = {
          id: demoUuid(seed, 'work-location', workLocations.length),
          communityId: community.id,
          name: `${place.name} ${site}`,
          latitude: point.latitude,
          longitude: point.longitude,
        };
        workLocations.push(row);
        return { row, place };
      });
      plans.push({
        community,
        company,
        companyDef: def,
        subCategoryIds: communityDef.subCategoryIds,
        locations,
        weight: (def.hiring === false ? 0 : def.size) * (0.6 + rnd.next() * 0.8),
      });
    }
  });

  return {
    companies,
    communities,
    categories: CATEGORIES.map(({ id, name }) => ({ id, name })),
    subCategories: CATEGORIES.flatMap((c) =>
      c.subCategories.map(({ id, name }) => ({ id, name, categoryId: c.id })),
    ),
    workTypes: WORK_TYPES.map(({ id, label }) => ({ id, label })),
    flexibleWorkOptions: FLEXIBLE_WORK_OPTIONS.map(({ id, label }) => ({ id, label })),
    workLocations,
    plans,
    urlCodeFor: createUrlCodes(seed),
  };
}

/** The community plan for a segment code; used to attach the demo talent's connections. */
export function planForSegment(model: CatalogueModel, code: string): CommunityPlan {
  const plan = model.plans.find((p) => p.community.segmentCode === code);
  if (!plan) throw new Error(`Unknown demo segment '${code}'`);
  return plan;
}
