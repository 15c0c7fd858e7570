/**
 * Bounding boxes (the spec's locationBounds: north, south, east, west in degrees).
 * A box whose west is greater than its east crosses the antimeridian, as in map libraries.
 */
import { EARTH_RADIUS_KM, type LatLng } from './haversine';

export interface Bounds {
  north: number;
  south: number;
  east: number;
  west: number;
}

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;
const toDegrees = (radians: number): number => (radians * 180) / Math.PI;

/** Wraps a longitude into [-180, 180]. */
function wrapLongitude(longitude: number): number {
  // In-range values are returned untouched: the modulo arithmetic would add rounding noise.
  if (longitude >= -180 && longitude <= 180) return longitude;
  return ((((longitude + 180) % 360) + 360) % 360) - 180;
}

/**
 * The smallest box holding every point within radiusKm of the centre. The longitude half-width
 * uses the meridians tangent to the circle (asin(sin r / cos lat)), not r / cos lat, so the box
 * stays tight at high latitudes; when the circle reaches a pole every longitude is inside.
 * See http://janmatuschek.de/LatitudeLongitudeBoundingCoordinates.
 */
export function boundsAround(latitude: number, longitude: number, radiusKm: number): Bounds {
  const angular = Math.max(0, radiusKm) / EARTH_RADIUS_KM;
  const lat = toRadians(latitude);
  // Offsets are added in degrees so a zero radius gives back the centre exactly.
  const north = latitude + toDegrees(angular);
  const south = latitude - toDegrees(angular);
  if (north >= 90 || south <= -90) {
    return { north: Math.min(90, north), south: Math.max(-90, south), east: 180, west: -180 };
  }
  // Below the poles sin(angular) < cos(lat), so the asin is defined.
  const halfWidth = toDegrees(Math.asin(Math.sin(angular) / Math.cos(lat)));
  return {
    north,
    south,
    east: wrapLongitude(longitude + halfWidth),
    west: wrapLongitude(longitude - halfWidth),
  };
}

export function boundsContains(bounds: Bounds, point: LatLng): boolean {
  if (point.latitude > bounds.north || point.latitude < bounds.south) return false;
  const longitude = wrapLongitude(point.longitude);
  return bounds.west <= bounds.east
    ? longitude >= bounds.west && longitude <= bounds.east
    : longitude >= bounds.west || longitude <= bounds.east;
}
