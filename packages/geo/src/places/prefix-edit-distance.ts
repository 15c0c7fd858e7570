/**
 * Typo tolerance for autocomplete: the fewest single-letter insertions, deletions, substitutions
 * or swaps of neighbours that turn the query into the start of a candidate ('paramatta' is one
 * insertion from 'parramatta'; 'paramat' is one from 'parramatta' too, since only a prefix must
 * match). Optimal string alignment distance over a band of 2 × limit + 1 cells per row, stopped
 * as soon as it must exceed the limit: the typo search runs it on thousands of names.
 */

/** Three DP rows side by side, reused across calls; rows rotate by offset, not by copying. */
let cells = new Int32Array(3 * 64);
let rowLength = 64;

/** Returns the distance, or maxDistance + 1 when it is larger than maxDistance. */
export function prefixEditDistance(query: string, candidate: string, maxDistance: number): number {
  const m = query.length;
  const over = maxDistance + 1;
  // Only a candidate prefix up to maxDistance letters longer than the query can match.
  const n = Math.min(candidate.length, m + maxDistance);
  if (n < m - maxDistance) return over;
  if (rowLength < n + 2) {
    rowLength = n + 16;
    cells = new Int32Array(3 * rowLength);
  }
  let beforePrevious = 0;
  let previous = rowLength;
  let current = 2 * rowLength;
  // Row 0: reaching the candidate's j-th letter costs j insertions; past the band is `over`.
  const firstBand = Math.min(n, maxDistance);
  for (let j = 0; j <= firstBand; j++) cells[previous + j] = j;
  cells[previous + firstBand + 1] = over;
  let previousMin = 0;

  for (let i = 1; i <= m; i++) {
    const q = query.charCodeAt(i - 1);
    const qBefore = i > 1 ? query.charCodeAt(i - 2) : -1;
    const from = Math.max(1, i - maxDistance);
    const to = Math.min(n, i + maxDistance);
    // Cells outside the band are more than maxDistance away: they are written as `over`.
    const left = i <= maxDistance ? i : over;
    cells[current + from - 1] = left;
    let rowMin = left;
    for (let j = from; j <= to; j++) {
      const c = candidate.charCodeAt(j - 1);
      let best = cells[previous + j - 1]! + (q === c ? 0 : 1);
      const fromAbove = cells[previous + j]! + 1;
      if (fromAbove < best) best = fromAbove;
      const fromLeft = cells[current + j - 1]! + 1;
      if (fromLeft < best) best = fromLeft;
      if (j > 1 && q === candidate.charCodeAt(j - 2) && c === qBefore) {
        const swapped = cells[beforePrevious + j - 2]! + 1;
        if (swapped < best) best = swapped;
      }
      if (best > over) best = over;
      cells[current + j] = best;
      if (best < rowMin) rowMin = best;
    }
    if (to < n) cells[current + to + 1] = over;
    // A row's minimum can drop by one only through a swap, which reaches back two rows.
    if (rowMin > maxDistance && previousMin > maxDistance) return over;
    previousMin = rowMin;
    const spare = beforePrevious;
    beforePrevious = previous;
    previous = current;
    current = spare;
  }

  let distance = over;
  for (let j = Math.max(0, m - maxDistance); j <= Math.min(n, m + maxDistance); j++) {
    const value = cells[previous + j]!;
    if (value < distance) distance = value;
  }
  return distance;
}

/** Typos tolerated for a query of this length: none below 4 letters, 2 from 8 letters. */
export function typoAllowance(queryLength: number): number {
  if (queryLength < 4) return 0;
  return queryLength < 8 ? 1 : 2;
}
