/**
 * A cheap first test before measuring typos. A word's letters are kept as three 32-bit sets: the
 * letters it has at least once, twice and three times. Each edit brings in at most one letter, so
 * if the query has more letters (counted with repeats) than typos allowed that a candidate lacks,
 * no edit sequence can close the gap: 'paramatta' needs four a's and two t's. This skips almost
 * every candidate before the slower edit distance.
 */

/** Sets of letters present at least once, twice and three times. */
export type LetterCounts = readonly [number, number, number];

const letterBit = (code: number): number => {
  if (code >= 97 && code <= 122) return 1 << (code - 97);
  if (code >= 48 && code <= 57) return 1 << 26;
  if (code === 32) return 1 << 27;
  // Letters of other scripts share one bit: the test stays safe, only less sharp.
  return 1 << 28;
};

export function letterCounts(text: string): LetterCounts {
  let once = 0;
  let twice = 0;
  let thrice = 0;
  for (let i = 0; i < text.length; i++) {
    const bit = letterBit(text.charCodeAt(i));
    thrice |= twice & bit;
    twice |= once & bit;
    once |= bit;
  }
  return [once, twice, thrice];
}

/** The letter counts of many words, in three arrays aligned with the words. */
export interface LetterCountTable {
  once: Uint32Array;
  twice: Uint32Array;
  thrice: Uint32Array;
}

export function letterCountTable(words: readonly string[]): LetterCountTable {
  const table = {
    once: new Uint32Array(words.length),
    twice: new Uint32Array(words.length),
    thrice: new Uint32Array(words.length),
  };
  words.forEach((word, at) => {
    [table.once[at], table.twice[at], table.thrice[at]] = letterCounts(word);
  });
  return table;
}

const bitCount = (bits: number): number => {
  let x = bits - ((bits >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
};

/** How many of the query's letters, counting repeats up to three, the candidate lacks. */
export function missingLetters(
  query: LetterCounts,
  once: number,
  twice: number,
  thrice: number,
): number {
  return bitCount(query[0] & ~once) + bitCount(query[1] & ~twice) + bitCount(query[2] & ~thrice);
}
