import { describe, expect, it } from 'vitest';
import { showStateFilter, states } from './states';

describe('states', () => {
  it("lists Australia's six states and two mainland territories with their codes", () => {
    expect(states('AU')).toEqual([
      { id: 'AU-ACT', name: 'Australian Capital Territory', code: 'ACT' },
      { id: 'AU-NSW', name: 'New South Wales', code: 'NSW' },
      { id: 'AU-NT', name: 'Northern Territory', code: 'NT' },
      { id: 'AU-QLD', name: 'Queensland', code: 'QLD' },
      { id: 'AU-SA', name: 'South Australia', code: 'SA' },
      { id: 'AU-TAS', name: 'Tasmania', code: 'TAS' },
      { id: 'AU-VIC', name: 'Victoria', code: 'VIC' },
      { id: 'AU-WA', name: 'Western Australia', code: 'WA' },
    ]);
  });

  it("lists New Zealand's regions", () => {
    const names = states('nz').map((state) => state.name);
    expect(names).toContain('Auckland');
    expect(names).toContain('Canterbury');
    expect(names).toHaveLength(17);
  });

  it('gives an id from the name when the data has no code', () => {
    const miquelon = states('PM').find((state) => state.name === 'Miquelon');
    expect(miquelon).toEqual({ id: 'PM-miquelon', name: 'Miquelon' });
  });

  it('has unique ids within each country', () => {
    for (const iso2 of ['AU', 'NZ', 'US', 'GB', 'CA', 'IN', 'DE', 'FR']) {
      const ids = states(iso2).map((state) => state.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('is empty for an unknown country', () => {
    expect(states('ZZ')).toEqual([]);
  });
});

describe('showStateFilter (spec 2: shown when a country has 10 or more states)', () => {
  it('is hidden for Australia, which has 8', () => {
    expect(showStateFilter('AU')).toBe(false);
  });

  it('is shown for New Zealand (17) and the United States', () => {
    expect(showStateFilter('NZ')).toBe(true);
    expect(showStateFilter('US')).toBe(true);
  });

  it('is hidden for a country without states', () => {
    expect(showStateFilter('GI')).toBe(false);
  });
});
