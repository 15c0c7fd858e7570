import { describe, expect, it } from 'vitest';
import { criteriaFromModel, modelFromCriteria } from './saved-criteria';
import { emptySearchModel, type SearchModel } from './search-model';

const model: SearchModel = {
  ...emptySearchModel(),
  keywords: 'nurse',
  talentCommunities: ['health'],
  workTypes: [1],
  flexibleWorkOptions: [2, 3],
  location: {
    address: 'London, England, United Kingdom',
    country: 'GB',
    suburb: 'London',
    distanceUnit: 'miles',
    geometry: {
      latitude: 51.5,
      longitude: -0.12,
      bounds: { north: 51.6, south: 51.4, east: 0, west: -0.3 },
      radius: 19.31,
    },
  },
};

describe('saved search criteria', () => {
  it('stores the bounds as JSON text and the radius in km', () => {
    const criteria = criteriaFromModel(model);
    expect(criteria.locationBounds).toBe(
      JSON.stringify({ north: 51.6, south: 51.4, east: 0, west: -0.3 }),
    );
    expect(criteria.locationRadius).toBe(19.31);
    expect(criteria.location).toEqual({
      address: 'London, England, United Kingdom',
      country: 'GB',
      suburb: 'London',
      latitude: 51.5,
      longitude: -0.12,
    });
  });

  it('gives back the same model, with the unit from the country', () => {
    const saved = { ...criteriaFromModel(model), lastRunAt: null };
    expect(modelFromCriteria(saved, 'km')).toEqual(model);
  });

  it('starts empty when nothing was saved', () => {
    expect(modelFromCriteria(null, 'km')).toEqual(emptySearchModel());
  });

  it('falls back to the default radius when the saved one is not an option of the unit', () => {
    const saved = { ...criteriaFromModel(model), locationRadius: 20, lastRunAt: null };
    expect(modelFromCriteria(saved, 'km').location?.geometry?.radius).toBe(48.27);
  });
});
