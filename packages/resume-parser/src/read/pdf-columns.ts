// Column detection for pdf-layout.ts: where a page's segments (text on one baseline, up to a wide
// gap) fall into columns to be read one after the other. A gutter is an x position that no row
// crosses over a tall stretch of the page, with a column on its right: lines starting at one left
// edge (or a bullet's indent from it). The two sides must not pair up baseline by baseline: that
// is a table (or dates on the right margin), whose rows are read whole. Rows are never cut, and a
// stretch where one side has a hole that the other side's lines fill is judged as two stretches.
// Blocks are read top part, left, right, bottom part, each cut again the same way (a sidebar
// and a main column, then a table inside the main column).

import type { PageTextItem } from './pdf-layout';

export interface Segment {
  text: string;
  x0: number;
  x1: number;
  baseline: number;
  top: number;
  bottom: number;
  fontSize: number;
  items: PageTextItem[];
}

/** A gap wider than this share of the font size separates cells or columns. */
export const CELL_GAP = 1.0;
/** Baselines this close (share of the font size) are the same line. */
const BASELINE_TOLERANCE = 0.4;
/** Table cells in one row share their baseline to within this share of the font size. */
const ROW_TOLERANCE = 0.2;
/** A column has at least this many segments on each side of its gutter. */
const MIN_COLUMN_SEGMENTS = 3;
/** …on as many lines: two rows of a table's cells beside two headings are no column. */
const MIN_COLUMN_LINES = 3;
/** Two sides are one table when this share of the larger side pairs up by baseline. */
const TABLE_PAIRING = 0.6;
/** Running text has its baselines at most this many font sizes apart (line spacing up to 2). */
const DENSE_GAP = 2.2;
/** …and a section break in running text leaves at most this many font sizes. */
const SECTION_GAP = 4;
/** A gap in one column's lines (in font sizes) that, filled by the other side, splits a stretch. */
const HOLE = 6;
/** Columns laid side by side start within this many font sizes of each other. */
const START_TOGETHER = 3;
/** A column's lines start at its left edge or indented from it by up to this (a bullet's indent). */
const EDGE_INDENT = 3;
const MAX_DEPTH = 6;

export function byBaseline<T extends { baseline: number; fontSize: number }>(pieces: T[]): T[][] {
  const sorted = [...pieces].sort((a, b) => a.baseline - b.baseline);
  const rows: { baseline: number; fontSize: number; pieces: T[] }[] = [];
  for (const p of sorted) {
    const row = rows.at(-1);
    const tolerance = BASELINE_TOLERANCE * Math.min(p.fontSize, row?.fontSize ?? p.fontSize);
    if (row && p.baseline - row.baseline <= tolerance) row.pieces.push(p);
    else rows.push({ baseline: p.baseline, fontSize: p.fontSize, pieces: [p] });
  }
  return rows.map((r) => r.pieces);
}

interface Gutter {
  x: number;
  start: number;
  end: number;
  left: Segment[];
  right: Segment[];
  height: number;
}

export function orderBlocks(segments: Segment[], depth: number): Segment[][] {
  if (segments.length === 0) return [];
  // Rows are never cut: a table row or a title with its date stays on one side of any cut.
  const rows = byBaseline(segments);
  const gutter = depth < MAX_DEPTH ? findGutter(rows) : undefined;
  if (!gutter) return [segments];
  return [
    ...orderBlocks(rows.slice(0, gutter.start).flat(), depth + 1),
    ...orderBlocks(gutter.left, depth + 1),
    ...orderBlocks(gutter.right, depth + 1),
    ...orderBlocks(rows.slice(gutter.end).flat(), depth + 1),
  ];
}

/** The tallest stretch of two columns in `rows`, if there is one. */
function findGutter(rows: Segment[][]): Gutter | undefined {
  const all = rows.flat();
  const minX = Math.min(...all.map((s) => s.x0));
  const candidates = [...new Set(all.map((s) => Math.round(s.x0)))].filter((x) => x > minX + 1);
  let best: Gutter | undefined;
  for (const x of candidates) {
    const crosses = (s: Segment) => s.x0 < x - 0.5 && s.x1 > x - CELL_GAP * s.fontSize;
    let start = 0;
    for (let i = 0; i <= rows.length; i += 1) {
      const row = rows[i];
      if (row && !row.some(crosses)) continue;
      // A stretch with a hole in one side that the other side's lines fill is two stretches;
      // not a table's, whose last column holds a role's bullets under its cell: its rows are
      // read whole, and its left columns' cells wait for the next row.
      const pieces: [number, number][] = isTable(rows, x, start, i) ? [] : [[start, i]];
      for (let piece = pieces.pop(); piece; piece = pieces.pop()) {
        const [a, b] = piece;
        const split = holeAt(rows, x, a, b);
        if (split !== undefined) {
          pieces.push([a, split], [split, b]);
          continue;
        }
        const gutter = columnsOf(rows, x, a, b);
        if (gutter && (!best || gutter.height > best.height)) best = gutter;
      }
      start = i + 1;
    }
  }
  return best;
}

interface Placed {
  segment: Segment;
  row: number;
}

function sides(rows: Segment[][], x: number, start: number, end: number) {
  const left: Placed[] = [];
  const right: Placed[] = [];
  for (let row = start; row < end; row += 1) {
    for (const segment of rows[row]!) (segment.x0 < x - 0.5 ? left : right).push({ segment, row });
  }
  return { left, right };
}

/** The row after which one side has a gap the other side's lines sit in, if any. */
function holeAt(rows: Segment[][], x: number, start: number, end: number): number | undefined {
  const { left, right } = sides(rows, x, start, end);
  for (const [side, other] of [
    [left, right],
    [right, left],
  ] as const) {
    for (let i = 1; i < side.length; i += 1) {
      const above = side[i - 1]!;
      const below = side[i]!;
      const gap = below.segment.baseline - above.segment.baseline;
      if (gap <= HOLE * above.segment.fontSize) continue;
      const filled = other.some(
        (o) => o.row > above.row && o.segment.baseline < below.segment.baseline,
      );
      if (filled && above.row + 1 > start && above.row + 1 < end) return above.row + 1;
    }
  }
  return undefined;
}

/** The segments on each side of `x` over the rows, when each side has enough to be a column. */
function sideSegments(rows: Segment[][], x: number, start: number, end: number) {
  const placed = sides(rows, x, start, end);
  const left = placed.left.map((p) => p.segment);
  const right = placed.right.map((p) => p.segment);
  if (left.length < MIN_COLUMN_SEGMENTS || right.length < MIN_COLUMN_SEGMENTS) return undefined;
  return { left, right };
}

function columnsOf(rows: Segment[][], x: number, start: number, end: number): Gutter | undefined {
  const both = sideSegments(rows, x, start, end);
  if (!both) return undefined;
  const { left, right } = both;
  const lines = (side: Segment[]) => byBaseline(side).length;
  if (lines(left) < MIN_COLUMN_LINES || lines(right) < MIN_COLUMN_LINES) return undefined;
  // A column has a left edge: most of its lines start there, or a bullet's indent from it. Text
  // that merely happens to start right of x (centred lines, cells, dates) has none.
  const atEdge = right.filter((s) => s.x0 <= x + EDGE_INDENT * s.fontSize).length;
  if (atEdge < 0.5 * right.length) return undefined;
  const pairedLeft = countPartnered(left, right);
  const pairedRight = countPartnered(right, left);
  if (pairsUp(left, right, pairedLeft, pairedRight)) return undefined;
  // Lists set in two columns under their headings (skills in a grid, beside the first column's
  // items) are no column: the right side runs that each start on a line of the left side's,
  // mostly beside its lines, and is the shorter side.
  if (
    right.length <= left.length &&
    pairedRight * 2 >= right.length &&
    runsStartBeside(right, left)
  )
    return undefined;
  // A side whose every line has a partner is a column of its own only if its lines follow one
  // another closely from the top of the stretch, beside the other side's first lines (a sidebar
  // that happens to share the main column's line spacing). Otherwise they are dates on the right
  // margin of their titles, or the last cells of table rows.
  const ownLeft = left.length - pairedLeft;
  const ownRight = right.length - pairedRight;
  const flowsBeside = (side: Segment[], other: Segment[]) =>
    isDense(side) && Math.abs(top(side) - top(other)) <= START_TOGETHER * medianFontSize(side);
  if (ownLeft < 2 && !flowsBeside(left, right)) return undefined;
  if (ownRight < 2 && !flowsBeside(right, left)) return undefined;
  const extent = (side: Segment[]) =>
    Math.max(...side.map((s) => s.bottom)) - Math.min(...side.map((s) => s.top));
  return { x, start, end, left, right, height: Math.min(extent(left), extent(right)) };
}

/** Most lines of a table's columns have a partner on the other side. */
function pairsUp(left: Segment[], right: Segment[], pairedLeft: number, pairedRight: number) {
  return Math.max(pairedLeft, pairedRight) >= TABLE_PAIRING * Math.max(left.length, right.length);
}

/** Whether the two sides of `x` over the rows pair up as a table's columns. */
function isTable(rows: Segment[][], x: number, start: number, end: number): boolean {
  const both = sideSegments(rows, x, start, end);
  if (!both) return false;
  const { left, right } = both;
  return pairsUp(left, right, countPartnered(left, right), countPartnered(right, left));
}

/** How many of `side` have a segment of `other` on their baseline (binary search: pages can be dense). */
function countPartnered(side: Segment[], other: Segment[]): number {
  const baselines = other.map((s) => s.baseline).sort((a, b) => a - b);
  let count = 0;
  for (const s of side) {
    const tolerance = ROW_TOLERANCE * s.fontSize;
    let lo = 0;
    let hi = baselines.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (baselines[mid]! < s.baseline - tolerance) lo = mid + 1;
      else hi = mid;
    }
    if (lo < baselines.length && baselines[lo]! <= s.baseline + tolerance) count += 1;
  }
  return count;
}

/** Whether each run of `side`'s lines (broken where running text would break) starts on a baseline of `other`'s. */
function runsStartBeside(side: Segment[], other: Segment[]): boolean {
  const sorted = [...side].sort((a, b) => a.baseline - b.baseline);
  return sorted.every(
    (s, i) =>
      (i > 0 && s.baseline - sorted[i - 1]!.baseline <= DENSE_GAP * s.fontSize) ||
      countPartnered([s], other) === 1,
  );
}

/**
 * Lines that follow one another as running text does: mostly one line spacing apart, and never
 * further than a section break.
 */
function isDense(side: Segment[]): boolean {
  const baselines = side.map((s) => s.baseline).sort((a, b) => a - b);
  const gaps = baselines
    .slice(1)
    .map((b, i) => b - baselines[i]!)
    .sort((a, b) => a - b);
  const fontSize = medianFontSize(side);
  const median = gaps[gaps.length >> 1] ?? Number.POSITIVE_INFINITY;
  const widest = gaps.at(-1) ?? Number.POSITIVE_INFINITY;
  return median <= DENSE_GAP * fontSize && widest <= SECTION_GAP * fontSize;
}

function medianFontSize(side: Segment[]): number {
  return side.map((s) => s.fontSize).sort((a, b) => a - b)[side.length >> 1] ?? 0;
}

function top(side: Segment[]): number {
  return Math.min(...side.map((s) => s.top));
}
