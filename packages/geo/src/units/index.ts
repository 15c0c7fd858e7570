/**
 * Distances, bounds, radius options and units: pure functions with no data files, safe to import
 * in the web app as '@talent/geo/units'.
 */
export { type Bounds, boundsAround, boundsContains } from './bounds';
export { type DistanceUnit, MILES_COUNTRY_CODES, unitForCountry } from './distance-unit';
export { EARTH_RADIUS_KM, haversineKm, type LatLng } from './haversine';
export { defaultRadius, isValidRadius, type RadiusOption, radiusOptions } from './radius-options';
