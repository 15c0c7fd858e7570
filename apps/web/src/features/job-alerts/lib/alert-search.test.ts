import { describe, expect, it } from 'vitest';
import { buildAlertCriteria } from '../test-support';
import { alertSearchOf } from './alert-search';

describe('job alert search', () => {
  it('is the AlertPreferencesMissing state when no criteria are returned', () => {
    expect(alertSearchOf({ criteria: null, searchableSegmentCodes: ['scl'] })).toEqual({
      state: 'AlertPreferencesMissing',
    });
  });

  it('makes the criteria into search args, restricted to the searchable communities', () => {
    const response = buildAlertCriteria({ talentCommunities: ['scl', 'gone'] }, ['scl', 'tasman']);
    expect(alertSearchOf(response)).toEqual({
      state: 'Search',
      args: {
        segmentCodes: ['scl'],
        keywords: 'Data Analyst',
        workTypes: [1],
        flexibleWorkOptions: [2, 3],
        latitude: -33.8178,
        longitude: 151.00348,
        radius: 20,
        locationBounds: { north: -33.79, south: -33.84, east: 151.03, west: 150.97 },
      },
    });
  });

  it('searches every searchable community when none is chosen, and leaves out empty filters', () => {
    const response = buildAlertCriteria(
      {
        talentCommunities: [],
        keywords: 'Nurse',
        workTypes: [],
        flexibleWorkOptions: [],
        location: null,
        locationBounds: null,
        locationRadius: null,
      },
      ['tasman', 'scl'],
    );
    expect(alertSearchOf(response)).toEqual({
      state: 'Search',
      args: { segmentCodes: ['tasman', 'scl'], keywords: 'Nurse' },
    });
  });

  it('sends no radius for a location whose distance was not shown', () => {
    const response = buildAlertCriteria({ locationRadius: null });
    const search = alertSearchOf(response);
    expect(search.state === 'Search' && search.args).not.toHaveProperty('radius');
  });

  it('has nothing to search when no chosen community is searchable any more', () => {
    expect(alertSearchOf(buildAlertCriteria({ talentCommunities: ['gone'] }, []))).toEqual({
      state: 'Search',
      args: null,
    });
  });
});
