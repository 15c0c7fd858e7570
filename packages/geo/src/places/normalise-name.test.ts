import { describe, expect, it } from 'vitest';
import { nameVariants, normaliseName } from './normalise-name';

describe('normaliseName', () => {
  it('folds case, accents and letters without a decomposition', () => {
    expect(normaliseName('Ōtāhuhu')).toBe('otahuhu');
    expect(normaliseName('São Paulo')).toBe('sao paulo');
    expect(normaliseName('Zürich')).toBe('zurich');
    expect(normaliseName('Straße')).toBe('strasse');
    expect(normaliseName('Łódź')).toBe('lodz');
  });

  it('drops apostrophes and turns other separators into single spaces', () => {
    expect(normaliseName("Hawke's Bay")).toBe('hawkes bay');
    expect(normaliseName('Hawke’s Bay')).toBe('hawkes bay');
    expect(normaliseName('  Stratford-upon-Avon ')).toBe('stratford upon avon');
    expect(normaliseName('St. Kilda,  VIC')).toBe('st kilda vic');
  });

  it('keeps letters of other scripts', () => {
    expect(normaliseName('東京')).toBe('東京');
  });
});

describe('nameVariants', () => {
  it('swaps Mount/Mt and Saint/St both ways', () => {
    expect(nameVariants('mount eden')).toEqual(['mt eden']);
    expect(nameVariants('mt maunganui')).toEqual(['mount maunganui']);
    expect(nameVariants('st kilda')).toEqual(['saint kilda']);
  });

  it('has none for a name without such words', () => {
    expect(nameVariants('parramatta')).toEqual([]);
  });
});
