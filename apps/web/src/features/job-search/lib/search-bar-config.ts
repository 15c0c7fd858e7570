// The search bar's config (spec 1 section 3): which filters show and how they behave. The
// defaults are spec 3 section 9's: keywords with categories, location search, filters cached.
import type { DistanceUnit } from '@talent/geo/units';

export type PrimaryFilters = 'KeywordsAndCategories' | 'KeywordsAndTalentCommunities';
export type LocationFilter = 'LocationSearch' | 'WorkLocations';

export interface SearchBarConfig {
  primaryFilters: PrimaryFilters;
  locationFilter: LocationFilter;
  displayFlexibleWorkOptions: boolean;
  hasCategories: boolean;
  /** Set when the bar searches one community only. */
  segmentCode: string | null;
  /** Country of the installation: biases place predictions. */
  defaultCountryId: string;
  /** Open jobs the talent may search at all; 0 is the Empty state, null while unknown. */
  totalCount: number | null;
  predictionCountryBias: string;
  isInsideIframe: boolean;
  /** Keep the filter options between visits (spec 3 section 9: off on Find Jobs and alerts). */
  cacheFilters: boolean;
  /** The radius unit before any place is chosen. */
  defaultDistanceUnit: DistanceUnit;
}

export const defaultSearchBarConfig: SearchBarConfig = {
  primaryFilters: 'KeywordsAndCategories',
  locationFilter: 'LocationSearch',
  displayFlexibleWorkOptions: false,
  hasCategories: true,
  segmentCode: null,
  defaultCountryId: 'AU',
  totalCount: null,
  predictionCountryBias: 'AU',
  isInsideIframe: false,
  cacheFilters: true,
  defaultDistanceUnit: 'km',
};

export const showsTalentCommunities = (config: SearchBarConfig) =>
  config.primaryFilters === 'KeywordsAndTalentCommunities';
export const showsCategories = (config: SearchBarConfig) =>
  config.primaryFilters === 'KeywordsAndCategories' && config.hasCategories;
export const showsLocationSearch = (config: SearchBarConfig) =>
  config.locationFilter === 'LocationSearch';
