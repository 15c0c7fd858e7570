/**
 * Neither gazetteer has boundaries, so a place's bounds are a box around a circle whose size
 * grows with population: the area the population would cover at about 1,500 people per km²
 * (a rough suburban density), plus 0.5 km, kept between 1 km (a village) and 40 km (a metropolis).
 * Parramatta (27k) gets about 2.9 km, Sydney (4.6M) 31 km. A place without a population is
 * treated as a suburb: 2 km.
 */
import { type Bounds, boundsAround } from '../units/bounds';

const PEOPLE_PER_KM2 = 1500;
const MIN_RADIUS_KM = 1;
const MAX_RADIUS_KM = 40;
const UNKNOWN_POPULATION_RADIUS_KM = 2;

export function approximateRadiusKm(population: number | undefined): number {
  if (!population || population <= 0) return UNKNOWN_POPULATION_RADIUS_KM;
  const radius = 0.5 + Math.sqrt(population / (PEOPLE_PER_KM2 * Math.PI));
  return Math.min(MAX_RADIUS_KM, Math.max(MIN_RADIUS_KM, radius));
}

export function approximateBounds(
  latitude: number,
  longitude: number,
  population: number | undefined,
): Bounds {
  return boundsAround(latitude, longitude, approximateRadiusKm(population));
}
