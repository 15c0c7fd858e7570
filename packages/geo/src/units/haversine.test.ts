import { describe, expect, it } from 'vitest';
import { haversineKm } from './haversine';

const sydney = { latitude: -33.86785, longitude: 151.20732 };
const melbourne = { latitude: -37.814, longitude: 144.96332 };

describe('haversineKm', () => {
  it('puts Sydney about 714 km from Melbourne', () => {
    expect(Math.abs(haversineKm(sydney, melbourne) - 714)).toBeLessThanOrEqual(5);
  });

  it('is symmetric and zero for the same point', () => {
    expect(haversineKm(melbourne, sydney)).toBeCloseTo(haversineKm(sydney, melbourne), 9);
    expect(haversineKm(sydney, sydney)).toBe(0);
  });

  it('measures across the antimeridian the short way', () => {
    const west = { latitude: 0, longitude: 179.5 };
    const east = { latitude: 0, longitude: -179.5 };
    expect(haversineKm(west, east)).toBeCloseTo(111.2, 0);
  });
});
