import { describe, expect, it } from 'vitest';
import { countries, country } from './countries';

describe('countries', () => {
  it('lists every ISO 3166-1 country once, alphabetically, with 1-based positions', () => {
    const list = countries();
    expect(list.length).toBeGreaterThanOrEqual(249);
    expect(new Set(list.map((entry) => entry.iso2)).size).toBe(list.length);
    const names = list.map((entry) => entry.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(list.map((entry) => entry.position)).toEqual(list.map((_, index) => index + 1));
  });

  it('describes Australia by its codes, in km, with a state list', () => {
    expect(country('AU')).toMatchObject({
      id: 'AU',
      name: 'Australia',
      iso2: 'AU',
      iso3: 'AUS',
      usesMiles: false,
      hasStateList: true,
    });
  });

  it('marks the miles countries', () => {
    const miles = countries()
      .filter((entry) => entry.usesMiles)
      .map((entry) => entry.iso2)
      .sort();
    expect(miles).toEqual(['GB', 'LR', 'MM', 'US']);
  });

  it('finds a country whatever the case of the code, and nothing for an unknown code', () => {
    expect(country('nz')?.name).toBe('New Zealand');
    expect(country('ZZ')).toBeUndefined();
  });

  it('has no state list for a territory that is its own only region', () => {
    expect(country('GI')?.hasStateList).toBe(false);
  });
});
