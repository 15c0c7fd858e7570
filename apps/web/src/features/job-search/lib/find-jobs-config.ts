// The Find Jobs page's search bar (spec 3 section 2): keywords with the talent communities
// filter, location search, work types and flexible work options; filter options not cached
// (spec 3 section 9); radius in the installation's unit until a place says otherwise.
import type { AppConfig } from '@talent/contract';
import { defaultSearchBarConfig, type SearchBarConfig } from './search-bar-config';

const ISO2 = /^[A-Za-z]{2}$/;

export function findJobsBarConfig(config: AppConfig, totalCount: number | null): SearchBarConfig {
  const country = ISO2.test(config.homeBaseCountryId)
    ? config.homeBaseCountryId.toUpperCase()
    : defaultSearchBarConfig.defaultCountryId;
  return {
    ...defaultSearchBarConfig,
    primaryFilters: 'KeywordsAndTalentCommunities',
    locationFilter: 'LocationSearch',
    displayFlexibleWorkOptions: true,
    hasCategories: false,
    defaultCountryId: country,
    predictionCountryBias: country,
    totalCount,
    cacheFilters: false,
    defaultDistanceUnit: config.useImperialUnits ? 'miles' : 'km',
  };
}
