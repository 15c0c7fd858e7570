import { describe, expect, it } from 'vitest';
import { boundsAround, boundsContains } from './bounds';
import { haversineKm } from './haversine';

/** The point reached by going distanceKm from the start on an initial bearing (degrees). */
function destination(latitude: number, longitude: number, bearing: number, distanceKm: number) {
  const r = distanceKm / 6371.0088;
  const lat1 = (latitude * Math.PI) / 180;
  const lng1 = (longitude * Math.PI) / 180;
  const theta = (bearing * Math.PI) / 180;
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(r) + Math.cos(lat1) * Math.sin(r) * Math.cos(theta),
  );
  const lng2 =
    lng1 +
    Math.atan2(
      Math.sin(theta) * Math.sin(r) * Math.cos(lat1),
      Math.cos(r) - Math.sin(lat1) * Math.sin(lat2),
    );
  return { latitude: (lat2 * 180) / Math.PI, longitude: (lng2 * 180) / Math.PI };
}

const parramatta = { latitude: -33.8178, longitude: 151.00348 };
const bearings = Array.from({ length: 36 }, (_, i) => i * 10);

describe('boundsAround', () => {
  it('contains every point within the radius, in every direction', () => {
    const bounds = boundsAround(parramatta.latitude, parramatta.longitude, 50);
    for (const bearing of bearings) {
      const point = destination(parramatta.latitude, parramatta.longitude, bearing, 49.9);
      expect(haversineKm(parramatta, point)).toBeLessThan(50);
      expect(boundsContains(bounds, point)).toBe(true);
    }
  });

  it('excludes points farther than the radius to the north, south, east and west', () => {
    const bounds = boundsAround(parramatta.latitude, parramatta.longitude, 50);
    for (const bearing of [0, 90, 180, 270]) {
      const point = destination(parramatta.latitude, parramatta.longitude, bearing, 51);
      expect(boundsContains(bounds, point)).toBe(false);
    }
  });

  it('is tight: its edges are the radius away from the centre', () => {
    const bounds = boundsAround(parramatta.latitude, parramatta.longitude, 50);
    const north = { latitude: bounds.north, longitude: parramatta.longitude };
    expect(haversineKm(parramatta, north)).toBeCloseTo(50, 6);
    const tangent = destination(parramatta.latitude, parramatta.longitude, 90, 50);
    expect(bounds.east).toBeGreaterThanOrEqual(tangent.longitude);
    expect(bounds.east - tangent.longitude).toBeLessThan(0.01);
  });

  it('collapses to the point for a radius of 0', () => {
    expect(boundsAround(-33.8178, 151.00348, 0)).toEqual({
      north: -33.8178,
      south: -33.8178,
      east: 151.00348,
      west: 151.00348,
    });
  });

  it('wraps across the antimeridian (west greater than east)', () => {
    const bounds = boundsAround(-16.5, 179.8, 150);
    expect(bounds.west).toBeGreaterThan(bounds.east);
    expect(boundsContains(bounds, { latitude: -16.5, longitude: -179.5 })).toBe(true);
    expect(boundsContains(bounds, { latitude: -16.5, longitude: 179.9 })).toBe(true);
    expect(boundsContains(bounds, { latitude: -16.5, longitude: 0 })).toBe(false);
  });

  it('covers every longitude when the circle reaches a pole', () => {
    expect(boundsAround(89.9, 10, 50)).toMatchObject({ north: 90, east: 180, west: -180 });
  });
});
