// Small geographic helpers: scatter points around a place so that jobs in one suburb do not
// share a single coordinate, and measure distances to check that they stay close.
import type { Random } from './random';

const KM_PER_DEGREE_LATITUDE = 111.32;
const EARTH_RADIUS_KM = 6371;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** A point uniformly distributed within `maxKm` of `centre`, rounded to 6 decimals (~0.1 m). */
export function jitter(rnd: Random, centre: Coordinates, maxKm: number): Coordinates {
  // sqrt keeps the density uniform over the disc instead of crowding the centre.
  const distanceKm = maxKm * Math.sqrt(rnd.next());
  const bearing = rnd.next() * 2 * Math.PI;
  const dLat = (distanceKm * Math.cos(bearing)) / KM_PER_DEGREE_LATITUDE;
  const dLng =
    (distanceKm * Math.sin(bearing)) /
    (KM_PER_DEGREE_LATITUDE * Math.cos((centre.latitude * Math.PI) / 180));
  return {
    latitude: round(centre.latitude + dLat, 6),
    longitude: round(centre.longitude + dLng, 6),
  };
}

/** Great-circle distance (haversine). */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const toRad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = toRad(b.latitude - a.latitude);
  const dLng = toRad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRad(a.latitude)) * Math.cos(toRad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}
