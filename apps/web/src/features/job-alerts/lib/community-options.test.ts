import { describe, expect, it } from 'vitest';
import { buildFilters } from '../../job-search/test-support';
import { communityOptions, knownCommunities, withChildCommunities } from './community-options';

const options = communityOptions(buildFilters().talentCommunities);

describe('job alert talent communities', () => {
  it('lists the communities with their child communities under them', () => {
    expect(options.map((o) => [o.value, o.depth])).toEqual([
      ['tasman', 0],
      ['tasman-data', 1],
      ['scl', 0],
    ]);
  });

  it('brings the child communities of a chosen community', () => {
    expect(withChildCommunities(options, ['scl'], ['scl', 'tasman'])).toEqual([
      'tasman',
      'tasman-data',
      'scl',
    ]);
    // Taking one away leaves the rest as they are.
    expect(withChildCommunities(options, ['tasman', 'tasman-data'], ['tasman'])).toEqual([
      'tasman',
    ]);
  });

  it('drops communities the talent can no longer search', () => {
    expect(knownCommunities(options, ['scl', 'left'])).toEqual(['scl']);
  });
});
