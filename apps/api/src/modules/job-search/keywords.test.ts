import { describe, expect, it } from 'vitest';
import { buildTsQuery, MAX_TERMS, parseKeywords } from './keywords';

describe('parseKeywords', () => {
  it('keeps only words, lowercased and deduplicated', () => {
    expect(parseKeywords('  React  developer, REACT! ').terms).toEqual(['react', 'developer']);
  });

  it('drops tsquery operators and SQL characters', () => {
    const { terms } = parseKeywords(`nurse & !(icu) | 'x'); DROP TABLE job; -- :* <->`);
    expect(terms).toEqual(['nurse', 'icu', 'x', 'drop', 'table', 'job']);
    expect(buildTsQuery(terms, new Map())).not.toMatch(/[;'()!<>-]/);
  });

  it('keeps letters with accents and digits', () => {
    expect(parseKeywords('Café Level 2').terms).toEqual(['café', 'level', '2']);
  });

  it(`uses at most ${MAX_TERMS} words`, () => {
    expect(parseKeywords('a b c d e f g h i j k').terms).toHaveLength(MAX_TERMS);
  });

  it('reads a single code as a possible job id', () => {
    expect(parseKeywords(' HLH-10234 ').jobId).toBe('hlh-10234');
    expect(parseKeywords('registered nurse').jobId).toBeNull();
    // Feed identifiers take other marks too.
    expect(parseKeywords('REQ/2025/0042').jobId).toBe('req/2025/0042');
  });

  it('is empty for blank input', () => {
    expect(parseKeywords(undefined)).toEqual({ terms: [], jobId: null });
    expect(parseKeywords('  --  ').terms).toEqual([]);
  });
});

describe('buildTsQuery', () => {
  it('ANDs prefix terms and ORs in corrections, a misspelt word and its corrections whole', () => {
    const corrections = new Map([['developr', ['developer', 'developed']]]);
    expect(buildTsQuery(['react', 'developr'], corrections)).toBe(
      'react:* & (developr | developer | developed)',
    );
  });

  it('matches a known whole word whole, and other words as prefixes', () => {
    expect(buildTsQuery(['react', 'dev'], new Map(), new Set(['react']))).toBe('react & dev:*');
  });
});
