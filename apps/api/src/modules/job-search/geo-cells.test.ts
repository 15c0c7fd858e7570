import { boundsAround, haversineKm } from '@talent/geo/units';
import { describe, expect, it } from 'vitest';
import { CELL_LEVELS, coverCells, MAX_CELLS, pointCells } from './geo-cells';

/** The point `km` away from a start in a direction (degrees from north), on a sphere. */
function destination(lat: number, lng: number, km: number, bearing: number) {
  const r = km / 6371.0088;
  const φ1 = (lat * Math.PI) / 180;
  const λ1 = (lng * Math.PI) / 180;
  const θ = (bearing * Math.PI) / 180;
  const φ2 = Math.asin(Math.sin(φ1) * Math.cos(r) + Math.cos(φ1) * Math.sin(r) * Math.cos(θ));
  const λ2 =
    λ1 +
    Math.atan2(Math.sin(θ) * Math.sin(r) * Math.cos(φ1), Math.cos(r) - Math.sin(φ1) * Math.sin(φ2));
  const wrapped = ((((λ2 * 180) / Math.PI + 540) % 360) + 360) % 360;
  return { latitude: (φ2 * 180) / Math.PI, longitude: wrapped - 180 };
}

const centres = [
  { name: 'Sydney', latitude: -33.8688, longitude: 151.2093 },
  { name: 'London', latitude: 51.5074, longitude: -0.1278 },
  { name: 'Suva, by the antimeridian', latitude: -18.1416, longitude: 179.95 },
  { name: 'Quito, on the equator', latitude: -0.1807, longitude: -78.4678 },
];

describe('coverCells', () => {
  it.each(centres)('covers every place within the radius around $name', (centre) => {
    for (const km of [1, 5, 10, 20, 50, 100, 250, 500]) {
      const cells = coverCells(boundsAround(centre.latitude, centre.longitude, km));
      expect(cells, `${km} km`).not.toBeNull();
      expect(cells!.length).toBeLessThanOrEqual(MAX_CELLS);
      const covered = new Set(cells);
      for (const fraction of [0, 0.5, 0.999])
        for (let bearing = 0; bearing < 360; bearing += 15) {
          const p = destination(centre.latitude, centre.longitude, km * fraction, bearing);
          expect(haversineKm(centre, p)).toBeLessThanOrEqual(km + 1e-6);
          const hit = pointCells(p.latitude, p.longitude).some((c) => covered.has(c));
          expect(hit, `${km} km at ${bearing}°`).toBe(true);
        }
    }
  });

  it('uses the finest cells a small radius allows', () => {
    const cells = coverCells(boundsAround(-33.8688, 151.2093, 10))!;
    expect(cells.every((c) => c.startsWith('g1x'))).toBe(true);
    const wide = coverCells(boundsAround(-33.8688, 151.2093, 500))!;
    expect(wide.every((c) => c.startsWith(`g${CELL_LEVELS.at(-1)!.level}x`))).toBe(true);
  });

  it('splits a box that crosses the antimeridian', () => {
    const cells = coverCells({ south: -18.2, north: -18.1, west: 179.9, east: -179.9 })!;
    expect(cells).toContain(pointCells(-18.15, 179.95)[0]);
    expect(cells).toContain(pointCells(-18.15, -179.95)[0]);
  });

  it('gives up on a box too wide for the coarsest cells', () => {
    expect(coverCells(boundsAround(80, 10, 500))).toBeNull();
    expect(coverCells({ south: -60, north: 60, west: -170, east: 170 })).toBeNull();
  });
});

describe('pointCells', () => {
  it('names one cell per level', () => {
    expect(pointCells(-33.8688, 151.2093)).toEqual([
      'g1x561y3312',
      'g2x112y662',
      'g3x22y132',
      'g4x5y33',
    ]);
  });
});
