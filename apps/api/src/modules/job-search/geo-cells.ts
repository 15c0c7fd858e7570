// Grid cells for location search. Every job with coordinates carries the cells it lies in at
// four sizes as lexemes of its filter vector (`talent_geo_cells` in the database computes them
// with the same formula). A radius or bounds search asks the keyword index for the cells that
// cover its box, so only the jobs in those cells are read and measured exactly.
import type { Bounds } from '@talent/geo/units';

/** Cells per degree at each level: 0.1°, 0.5°, 2.5° and 10° squares. */
export const CELL_LEVELS = [
  { level: 1, perDegree: 10 },
  { level: 2, perDegree: 2 },
  { level: 3, perDegree: 0.4 },
  { level: 4, perDegree: 0.1 },
] as const;

/**
 * More cells than this and a coarser level is used; past the coarsest, the box is searched
 * without cells (exact check only). Few cells keep the index query short: each cell is one
 * entry per searched community, and the exact check after it is cheap.
 */
export const MAX_CELLS = 9;

const cellIndex = (degrees: number, offset: number, perDegree: number) =>
  Math.floor((degrees + offset) * perDegree);

/** The lexeme of the cell at a level (the same text the database gives a job). */
const cellLexeme = (level: number, latIndex: number, lngIndex: number) =>
  `g${level}x${latIndex}y${lngIndex}`;

/** The cells a point lies in, one per level (what `talent_geo_cells` stores for a job). */
export function pointCells(latitude: number, longitude: number): string[] {
  return CELL_LEVELS.map(({ level, perDegree }) =>
    cellLexeme(level, cellIndex(latitude, 90, perDegree), cellIndex(longitude, 180, perDegree)),
  );
}

/** Longitude ranges of a box, split at the antimeridian. */
const lngRanges = (box: Bounds): [number, number][] =>
  box.west <= box.east
    ? [[box.west, box.east]]
    : [
        [box.west, 180],
        [-180, box.east],
      ];

/**
 * The cells of the finest level that cover the box in at most MAX_CELLS cells, or null when
 * even the coarsest level needs more (the search then checks every job's distance).
 */
export function coverCells(box: Bounds): string[] | null {
  for (const { level, perDegree } of CELL_LEVELS) {
    const x0 = cellIndex(box.south, 90, perDegree);
    const x1 = cellIndex(box.north, 90, perDegree);
    const ranges = lngRanges(box).map(
      ([w, e]) => [cellIndex(w, 180, perDegree), cellIndex(e, 180, perDegree)] as const,
    );
    const count = (x1 - x0 + 1) * ranges.reduce((n, [y0, y1]) => n + (y1 - y0 + 1), 0);
    if (count > MAX_CELLS) continue;
    const cells: string[] = [];
    for (let x = x0; x <= x1; x++)
      for (const [y0, y1] of ranges)
        for (let y = y0; y <= y1; y++) cells.push(cellLexeme(level, x, y));
    return cells;
  }
  return null;
}
