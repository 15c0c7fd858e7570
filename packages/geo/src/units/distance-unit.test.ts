import { describe, expect, it } from 'vitest';
import { unitForCountry } from './distance-unit';

describe('unitForCountry', () => {
  it.each(['US', 'GB', 'LR', 'MM'])('uses miles in %s', (iso2) => {
    expect(unitForCountry(iso2)).toBe('miles');
  });

  it.each(['AU', 'NZ', 'CA', 'IE', 'IN', 'ZA'])('uses km in %s', (iso2) => {
    expect(unitForCountry(iso2)).toBe('km');
  });

  it('ignores the case of the code', () => {
    expect(unitForCountry('us')).toBe('miles');
  });

  it('falls back to km when no country is known', () => {
    expect(unitForCountry(undefined)).toBe('km');
    expect(unitForCountry('')).toBe('km');
  });
});
