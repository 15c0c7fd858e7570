import { describe, expect, it } from 'vitest';
import { filterQuery, type SearchFilters } from './job-search.repo';

const none: SearchFilters = {
  tsQuery: 'nurse',
  jobId: null,
  categories: [],
  workTypes: [],
  flexibleWorkOptions: [],
  workLocations: [],
  radius: null,
  bounds: null,
  countryIso2: null,
  postedFrom: null,
};
const B = '0a1b2c3d-0000-4000-8000-00000000000b';

describe('the filter vector query', () => {
  it('is null when nothing is filtered', () => {
    expect(filterQuery(none)).toBeNull();
  });

  it('is every filter given, each any of its values', () => {
    const query = filterQuery({
      ...none,
      categories: [
        { category: 8, subCategories: [801, 802] },
        { category: 2, subCategories: [] },
      ],
      workTypes: [1, 3],
      flexibleWorkOptions: [2],
      workLocations: [B],
      countryIso2: 'AU',
    });
    expect(query).toBe(
      '((k8 & (s801 | s802)) | k2) & (w1 | w3) & (f2) & (l0a1b2c3d00004000800000000000000b) & nau',
    );
  });

  it('adds the cells covering the searched place', () => {
    const query = filterQuery({
      ...none,
      radius: { latitude: -33.8688, longitude: 151.2093, km: 5 },
    });
    expect(query).toMatch(/^\((g1x\d+y\d+)( \| g1x\d+y\d+)*\)$/);
  });

  it('adds the days the jobs were added on, any of them', () => {
    expect(filterQuery({ ...none, workTypes: [2], addedDays: ['20261130', '20261201'] })).toBe(
      '(w2) & (a20261130 | a20261201)',
    );
  });

  it('lets nothing but lexemes through', () => {
    const query = filterQuery({
      ...none,
      workLocations: ["x') | !(c"],
      countryIso2: "A'",
      addedDays: ["2026' | x"],
    });
    // An invalid value matches nothing rather than breaking the query.
    expect(query).toBe('x & x & (x)');
  });
});
