import { describe, expect, it } from 'vitest';
import {
  type CommunitySearch,
  communitiesQueryOf,
  hasFilters,
  paramsFromSearch,
  searchFromParams,
  withFilters,
  withPage,
} from './community-search';

const search = (overrides: Partial<CommunitySearch> = {}): CommunitySearch => ({
  country: null,
  industry: '',
  text: '',
  page: 1,
  ...overrides,
});

describe('the communities search in the URL', () => {
  it('reads country, industry, text and page', () => {
    expect(
      searchFromParams(new URLSearchParams('country=nz&industry=health&text=%20nurse%20&page=3')),
    ).toEqual(search({ country: 'NZ', industry: 'health', text: 'nurse', page: 3 }));
  });

  it('reads a bare URL as the default country, all industries, page 1', () => {
    expect(searchFromParams(new URLSearchParams())).toEqual(search());
  });

  it('ignores a country that is not a 2-letter code and a page that is not a whole number from 1', () => {
    for (const page of ['0', '-2', '1.5', 'abc', ''])
      expect(searchFromParams(new URLSearchParams({ page })).page).toBe(1);
    expect(searchFromParams(new URLSearchParams({ country: 'Australia' })).country).toBeNull();
  });

  it('writes only what is set, and leaves page 1 out', () => {
    expect(paramsFromSearch(search()).toString()).toBe('');
    expect(
      paramsFromSearch(search({ country: 'AU', industry: 'it', text: 'data', page: 2 })).toString(),
    ).toBe('country=AU&industry=it&text=data&page=2');
  });

  it('round-trips', () => {
    const given = search({ country: 'AU', industry: 'it', text: 'data science', page: 4 });
    expect(searchFromParams(paramsFromSearch(given))).toEqual(given);
  });
});

describe('changing the communities filters', () => {
  it('resets to page 1 for a new text, country or industry', () => {
    const onPage3 = search({ country: 'AU', page: 3 });
    expect(withFilters(onPage3, { text: 'nurse' })).toEqual(
      search({ country: 'AU', text: 'nurse', page: 1 }),
    );
    expect(withFilters(onPage3, { country: 'NZ' })?.page).toBe(1);
    expect(withFilters(onPage3, { industry: 'health' })?.page).toBe(1);
  });

  it('does not search again for the same text twice in a row (spaces aside)', () => {
    const current = search({ text: 'nurse', page: 2 });
    expect(withFilters(current, { text: 'nurse' })).toBeNull();
    expect(withFilters(current, { text: '  nurse ' })).toBeNull();
    expect(withFilters(current, { industry: '' })).toBeNull();
  });

  it('moves to another page keeping the filters', () => {
    expect(withPage(search({ text: 'nurse' }), 5)).toEqual(search({ text: 'nurse', page: 5 }));
  });

  it('knows when there are filters to clear', () => {
    expect(hasFilters(search({ page: 3 }))).toBe(false);
    expect(hasFilters(search({ text: 'x' }))).toBe(true);
    expect(hasFilters(search({ industry: 'it' }))).toBe(true);
    expect(hasFilters(search({ country: 'NZ' }))).toBe(true);
  });
});

describe('the communities call', () => {
  it('asks for 16 a page in the country given, all industries as an empty filter', () => {
    expect(communitiesQueryOf(search({ text: 'data', page: 2 }), 'AU')).toEqual({
      countryId: 'AU',
      filters: '',
      text: 'data',
      page: 2,
      pageSize: 16,
    });
  });
});
