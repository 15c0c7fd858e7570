/** Reverse lookup: the gazetteer place closest to a point, such as a browser's location. */
import { haversineKm } from '../units/haversine';
import type { Place } from './place';
import { placeIndex } from './place-index';
import { toPlace } from './to-place';

/**
 * Scans every place with a flat-Earth distance (a few milliseconds), then measures the winner
 * properly; maxKm (default 50) stops a point at sea from naming a town on another coast.
 */
export function nearestPlace(latitude: number, longitude: number, maxKm = 50): Place | undefined {
  const { places } = placeIndex();
  const cosLatitude = Math.cos((latitude * Math.PI) / 180);
  let best = -1;
  let bestScore = Number.POSITIVE_INFINITY;
  places.forEach((place, at) => {
    let dLng = Math.abs(place.longitude - longitude);
    if (dLng > 180) dLng = 360 - dLng;
    const dLat = place.latitude - latitude;
    const score = dLat * dLat + dLng * cosLatitude * (dLng * cosLatitude);
    if (score < bestScore) {
      bestScore = score;
      best = at;
    }
  });
  const nearest = places[best];
  if (!nearest || haversineKm({ latitude, longitude }, nearest) > maxKm) return undefined;
  return toPlace(nearest);
}
