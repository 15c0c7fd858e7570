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
const A = '0a1b2c3d-0000-4000-8000-00000000000a';
const B = '0a1b2c3d-0000-4000-8000-00000000000b';

describe('the filter vector query', () => {
  it('is any of the communities, and every filter given', () => {
    expect(filterQuery({ communityIds: [A, B], internalCommunityIds: [] }, none)).toBe(
      '(c0a1b2c3d00004000800000000000000a | c0a1b2c3d00004000800000000000000b)',
    );
    const query = filterQuery(
      { communityIds: [A], internalCommunityIds: [] },
      {
        ...none,
        categories: [
          { category: 8, subCategories: [801, 802] },
          { category: 2, subCategories: [] },
        ],
        workTypes: [1, 3],
        flexibleWorkOptions: [2],
        workLocations: [B],
        countryIso2: 'AU',
      },
    );
    expect(query).toBe(
      '(c0a1b2c3d00004000800000000000000a) & ((k8 & (s801 | s802)) | k2) & (w1 | w3) & (f2) & (l0a1b2c3d00004000800000000000000b) & nau',
    );
  });

  it('lets nothing but lexemes through', () => {
    const query = filterQuery(
      { communityIds: [A], internalCommunityIds: [] },
      { ...none, workLocations: ["x') | !(c"], countryIso2: "A'" },
    );
    // An invalid value matches nothing rather than breaking the query.
    expect(query).toBe('(c0a1b2c3d00004000800000000000000a) & x & x');
  });
});
