import { describe, expect, it } from 'vitest';
import { buildAppConfig } from '../../../test/fixtures';
import { findJobsBarConfig } from './find-jobs-config';
import { toSearchArgs } from './search-args';
import { defaultSearchBarConfig } from './search-bar-config';
import { emptySearchModel, type SearchModel } from './search-model';

const findJobs = findJobsBarConfig(buildAppConfig(), null);
const all = ['health', 'retail'];

const located: SearchModel = {
  ...emptySearchModel(),
  keywords: '  nurse  ',
  location: {
    address: 'Parramatta, NSW, Australia',
    country: 'AU',
    suburb: 'Parramatta',
    distanceUnit: 'km',
    geometry: {
      latitude: -33.8,
      longitude: 151,
      bounds: { north: -33.7, south: -33.9, east: 151.1, west: 150.9 },
      radius: 20,
    },
  },
};

describe('search args from the model', () => {
  it('searches every community when none is chosen (spec 1 section 5)', () => {
    expect(toSearchArgs(emptySearchModel(), findJobs, all)).toEqual({ segmentCodes: all });
  });

  it('searches the chosen communities only', () => {
    const model = { ...emptySearchModel(), talentCommunities: ['retail'] };
    expect(toSearchArgs(model, findJobs, all).segmentCodes).toEqual(['retail']);
  });

  it('sends trimmed keywords and the location as point, radius and bounds', () => {
    expect(toSearchArgs(located, findJobs, all)).toEqual({
      keywords: 'nurse',
      segmentCodes: all,
      latitude: -33.8,
      longitude: 151,
      radius: 20,
      locationBounds: { north: -33.7, south: -33.9, east: 151.1, west: 150.9 },
    });
  });

  it('sends no location for a term that matched no place', () => {
    const model = {
      ...located,
      location: located.location && { ...located.location, geometry: null },
    };
    expect(toSearchArgs(model, findJobs, all)).toEqual({ keywords: 'nurse', segmentCodes: all });
  });

  it('sends only the filters the bar shows', () => {
    const model: SearchModel = {
      ...emptySearchModel(),
      categories: [{ category: 1, subCategories: [] }],
      talentCommunities: ['retail'],
      flexibleWorkOptions: [2],
      workTypes: [1],
      workLocations: ['loc-1'],
    };
    expect(toSearchArgs(model, defaultSearchBarConfig, all)).toEqual({
      categories: [{ category: 1, subCategories: [] }],
      workTypes: [1],
    });
    const workLocations = { ...defaultSearchBarConfig, locationFilter: 'WorkLocations' as const };
    expect(toSearchArgs(model, workLocations, all).workLocations).toEqual(['loc-1']);
    expect(toSearchArgs(model, findJobs, all)).toEqual({
      segmentCodes: ['retail'],
      workTypes: [1],
      flexibleWorkOptions: [2],
    });
  });
});
