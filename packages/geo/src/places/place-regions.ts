/**
 * The country and state facts shared by every place of one GeoNames admin1 region, made once per
 * region (about 4,000) rather than once per place (about 170,000).
 */
import { country, countryAliases } from '../countries/countries';
import { adminRegion } from './admin-regions';
import { normaliseName } from './normalise-name';

export interface PlaceRegion {
  countryIso2: string;
  countryName: string;
  stateName?: string;
  stateCode?: string;
  /** Normalised state and country names a query may qualify a place name with. */
  qualifierNames: readonly string[];
  /** Normalised state code and ISO country codes. */
  qualifierCodes: readonly string[];
}

const present = (text: string | undefined): text is string => !!text;

export function placeRegions(admin1Names: Map<string, string>) {
  // Nested maps, not a joined 'AU.02' key: no string is built per place.
  const regions = new Map<string, Map<string, PlaceRegion>>();

  const regionOf = (countryIso2: string, admin1: string): PlaceRegion => {
    let countryRegions = regions.get(countryIso2);
    if (!countryRegions) {
      countryRegions = new Map();
      regions.set(countryIso2, countryRegions);
    }
    const known = countryRegions.get(admin1);
    if (known) return known;
    const { stateName, stateCode } = adminRegion(admin1Names, countryIso2, admin1);
    const countryEntry = country(countryIso2);
    const region: PlaceRegion = {
      countryIso2,
      // GeoNames has a few codes ISO does not (such as XK before 2020): show the code, not nothing.
      countryName: countryEntry?.name ?? countryIso2,
      ...(stateName ? { stateName } : {}),
      ...(stateCode ? { stateCode } : {}),
      qualifierNames: [stateName, ...countryAliases(countryIso2)]
        .filter(present)
        .map(normaliseName),
      qualifierCodes: [stateCode, countryIso2, countryEntry?.iso3]
        .filter(present)
        .map(normaliseName),
    };
    countryRegions.set(admin1, region);
    return region;
  };

  return { regionOf, all: () => [...regions.values()].flatMap((map) => [...map.values()]) };
}
