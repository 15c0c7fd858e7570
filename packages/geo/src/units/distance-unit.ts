/**
 * Which distance unit a country uses for the location radius (spec 1, section 4: "When the
 * location's unit system changes between kilometres and miles, the radius options are reset").
 */

export type DistanceUnit = 'km' | 'miles';

/** The countries that measure road distances in miles; everyone else uses kilometres. */
export const MILES_COUNTRY_CODES: readonly string[] = ['US', 'GB', 'LR', 'MM'];

export function unitForCountry(iso2: string | undefined): DistanceUnit {
  return iso2 !== undefined && MILES_COUNTRY_CODES.includes(iso2.toUpperCase()) ? 'miles' : 'km';
}
