import { describe, expect, it } from 'vitest';
import { type LetterCounts, letterCounts, missingLetters } from './letter-counts';
import { prefixEditDistance } from './prefix-edit-distance';

const missing = (query: string, candidate: string): number => {
  const counts: LetterCounts = letterCounts(candidate);
  return missingLetters(letterCounts(query), ...counts);
};

describe('missingLetters', () => {
  it('counts the query letters a candidate lacks, with repeats', () => {
    expect(missing('paramatta', 'parramatta')).toBe(0);
    expect(missing('sydnex', 'sydney')).toBe(1);
    expect(missing('paramatta', 'pallarenda')).toBe(3);
    expect(missing('aaa', 'a')).toBe(2);
  });

  it('never rules out a candidate within the allowed typos', () => {
    const pairs = [
      ['paramatta', 'parramatta'],
      ['melborne', 'melbourne'],
      ['sydnex', 'sydney'],
      ['fremantel', 'fremantle'],
      ['bondy', 'bondi beach'],
      ['aucklnad', 'auckland'],
    ] as const;
    for (const [query, candidate] of pairs) {
      const typos = prefixEditDistance(query, candidate, 2);
      expect(typos).toBeLessThanOrEqual(2);
      expect(missing(query, candidate)).toBeLessThanOrEqual(typos);
    }
  });
});
