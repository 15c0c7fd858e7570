import { describe, expect, it } from 'vitest';
import { prefixEditDistance, typoAllowance } from './prefix-edit-distance';

describe('prefixEditDistance', () => {
  it('is 0 when the query is the start of the candidate', () => {
    expect(prefixEditDistance('parra', 'parramatta', 2)).toBe(0);
    expect(prefixEditDistance('parramatta', 'parramatta', 2)).toBe(0);
  });

  it('counts a missing, extra, wrong or swapped letter as one', () => {
    expect(prefixEditDistance('paramatta', 'parramatta', 2)).toBe(1);
    expect(prefixEditDistance('parrramatta', 'parramatta', 2)).toBe(1);
    expect(prefixEditDistance('melbourme', 'melbourne', 2)).toBe(1);
    expect(prefixEditDistance('freamntle', 'fremantle', 2)).toBe(1);
    expect(prefixEditDistance('freemantel', 'fremantle', 2)).toBe(2);
    expect(prefixEditDistance('sydnye', 'sydney', 2)).toBe(1);
  });

  it('tolerates a typo in a query that is still being typed', () => {
    expect(prefixEditDistance('paramat', 'parramatta', 1)).toBe(1);
  });

  it('reports anything past the limit as limit + 1', () => {
    expect(prefixEditDistance('auckland', 'christchurch', 2)).toBe(3);
    expect(prefixEditDistance('paramatta', 'par', 2)).toBe(3);
  });

  it('gives the same answer when reused with longer and shorter words', () => {
    const long = 'a'.repeat(40);
    expect(prefixEditDistance(long, `${long}b`, 2)).toBe(0);
    expect(prefixEditDistance('bondi', 'bondi beach', 1)).toBe(0);
  });
});

describe('typoAllowance', () => {
  it('allows no typo below 4 letters, one up to 7 and two from 8', () => {
    expect([3, 4, 7, 8, 12].map(typoAllowance)).toEqual([0, 1, 1, 2, 2]);
  });
});
