/** Turns an index entry into the Place that callers see, with its label and approximate bounds. */
import type { Place } from './place';
import { approximateBounds } from './place-extent';
import type { IndexedPlace } from './place-index';

/** Countries whose addresses write the state as its abbreviation ('Parramatta NSW'); elsewhere
 * the state's name reads better than an ISO code nobody uses ('Ponsonby, Auckland'). */
const STATE_CODE_COUNTRIES = new Set(['AU', 'US', 'CA']);

export function placeLabel(place: IndexedPlace): string {
  const { region } = place;
  const state =
    region.stateCode && STATE_CODE_COUNTRIES.has(region.countryIso2)
      ? region.stateCode
      : region.stateName;
  // 'Auckland, Auckland, New Zealand' says the same thing twice.
  const parts = [place.name, state === place.name ? undefined : state, region.countryName];
  return parts.filter((part) => !!part).join(', ');
}

export function toPlace(place: IndexedPlace): Place {
  const { region } = place;
  return {
    id: place.id,
    name: place.name,
    ...(region.stateName ? { stateName: region.stateName } : {}),
    ...(region.stateCode ? { stateCode: region.stateCode } : {}),
    countryIso2: region.countryIso2,
    countryName: region.countryName,
    latitude: place.latitude,
    longitude: place.longitude,
    bounds: approximateBounds(place.latitude, place.longitude, place.population),
    ...(place.population ? { population: place.population } : {}),
    label: placeLabel(place),
  };
}
