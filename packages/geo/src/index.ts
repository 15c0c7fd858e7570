/**
 * @talent/geo: countries, states, places with coordinates, radius options and distance units,
 * all offline. Place search loads the gazetteer on first use and needs Node; the web app takes
 * the pure parts from '@talent/geo/units'.
 */
export { type Country, countries, country } from './countries/countries';
export { type State, showStateFilter, states } from './countries/states';
export { nearestPlace } from './places/nearest-place';
export type { Place, PlaceSearchOptions } from './places/place';
export { placeById, preparePlaceSearch, searchPlaces } from './places/search-places';
export {
  type Bounds,
  boundsAround,
  boundsContains,
  type DistanceUnit,
  defaultRadius,
  EARTH_RADIUS_KM,
  haversineKm,
  isValidRadius,
  type LatLng,
  MILES_COUNTRY_CODES,
  type RadiusOption,
  radiusOptions,
  unitForCountry,
} from './units';
