import type { SearchFilters } from '@talent/contract';
import { describe, expect, it } from 'vitest';
import { normaliseModel } from './normalise-model';
import { emptySearchModel } from './search-model';

const filters: SearchFilters = {
  workTypes: [{ label: 'Full time', value: 1 }],
  flexibleWorkOptions: [{ label: 'Hybrid', value: 2 }],
  talentCommunities: [
    {
      id: '1',
      displayName: 'Health',
      segmentCode: 'health',
      children: [{ id: '2', displayName: 'Nursing', segmentCode: 'nursing', children: [] }],
    },
  ],
  categories: [],
  locations: [{ label: 'Sydney office', value: 'loc-1' }],
};

describe('building the bar model against the filter options', () => {
  it('drops values the options no longer hold, and a chosen parent brings its children', () => {
    const model = normaliseModel(
      {
        ...emptySearchModel(),
        talentCommunities: ['health', 'left-this-one'],
        workTypes: [1, 9],
        flexibleWorkOptions: [2, 7],
        categories: [{ category: 5, subCategories: [] }],
        workLocations: ['loc-1', 'loc-9'],
      },
      filters,
    );
    expect(model).toMatchObject({
      talentCommunities: ['health', 'nursing'],
      workTypes: [1],
      flexibleWorkOptions: [2],
      categories: [],
      workLocations: ['loc-1'],
    });
  });
});
