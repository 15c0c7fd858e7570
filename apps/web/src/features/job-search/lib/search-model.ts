// The search bar's model (spec 1 section 3, "Search model"): what the talent chose, before it
// becomes search args (search-args.ts), URL parameters (search-params.ts) or saved criteria
// (saved-criteria.ts).
import type { LocationBounds } from '@talent/contract';
import type { DistanceUnit } from '@talent/geo/units';

export interface CategorySelection {
  category: number;
  /** Empty means every sub-category of the category. */
  subCategories: number[];
}

export interface LocationGeometry {
  latitude: number;
  longitude: number;
  bounds: LocationBounds | null;
  /** Kilometres, one of radiusOptions(distanceUnit)'s values. */
  radius: number;
}

export interface SearchLocation {
  /** What the talent sees in the box: the place's label, or the term that found nothing. */
  address: string;
  /** ISO 3166-1 alpha-2 code of the place's country. */
  country: string | null;
  suburb: string | null;
  distanceUnit: DistanceUnit;
  /** Null when no place matched the typed term: the LocationNotFound state. */
  geometry: LocationGeometry | null;
}

export interface SearchModel {
  keywords: string;
  categories: CategorySelection[];
  /** Segment codes of the chosen talent communities (a chosen parent brings its children). */
  talentCommunities: string[];
  workTypes: number[];
  flexibleWorkOptions: number[];
  location: SearchLocation | null;
  /** Work location ids (when the bar shows the work locations dropdown). */
  workLocations: string[];
}

export const emptySearchModel = (): SearchModel => ({
  keywords: '',
  categories: [],
  talentCommunities: [],
  workTypes: [],
  flexibleWorkOptions: [],
  location: null,
  workLocations: [],
});

/** The term of a location that matched no place, or null. */
export function locationNotFoundTerm(model: SearchModel): string | null {
  const location = model.location;
  return location && location.geometry === null && location.address.trim()
    ? location.address.trim()
    : null;
}
