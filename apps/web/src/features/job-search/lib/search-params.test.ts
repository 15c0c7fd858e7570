import { describe, expect, it } from 'vitest';
import { emptySearchModel, type SearchModel } from './search-model';
import { hasSearchParams, modelFromParams, paramsFromModel } from './search-params';

const parramatta: SearchModel = {
  ...emptySearchModel(),
  keywords: 'nurse',
  talentCommunities: ['health', 'retail'],
  workTypes: [1, 3],
  flexibleWorkOptions: [2],
  categories: [
    { category: 1, subCategories: [] },
    { category: 2, subCategories: [201, 202] },
  ],
  location: {
    address: 'Parramatta, NSW, Australia',
    country: 'AU',
    suburb: 'Parramatta',
    distanceUnit: 'km',
    geometry: {
      latitude: -33.8178,
      longitude: 151.00348,
      bounds: { north: -33.79, south: -33.84, east: 151.03, west: 150.97 },
      radius: 20,
    },
  },
};

describe('search model in the URL', () => {
  it('round-trips a whole search', () => {
    const params = paramsFromModel(parramatta);
    expect(modelFromParams(new URLSearchParams(params.toString()), 'km')).toEqual(parramatta);
  });

  it('holds no search in a bare URL, and an empty search as an empty keywords parameter', () => {
    expect(modelFromParams(new URLSearchParams(''), 'km')).toBeNull();
    const empty = paramsFromModel(emptySearchModel());
    expect(empty.toString()).toBe('keywords=');
    expect(hasSearchParams(empty)).toBe(true);
    expect(modelFromParams(empty, 'km')).toEqual(emptySearchModel());
  });

  it('keeps a location that matched no place as its term, without coordinates', () => {
    const model = modelFromParams(new URLSearchParams('keywords=&location=Atlantis'), 'km');
    expect(model?.location).toEqual({
      address: 'Atlantis',
      country: null,
      suburb: null,
      distanceUnit: 'km',
      geometry: null,
    });
  });

  it('replaces a radius that is not one of the unit options with the default', () => {
    const miles = modelFromParams(
      new URLSearchParams('keywords=&location=London&country=GB&lat=51.5&lng=-0.12&radius=50'),
      'km',
    );
    expect(miles?.location?.distanceUnit).toBe('miles');
    expect(miles?.location?.geometry?.radius).toBe(48.27);
  });

  it('ignores values that are not numbers or out of range', () => {
    const model = modelFromParams(
      new URLSearchParams('keywords=x&workType=abc&workType=2&location=X&lat=200&lng=1'),
      'km',
    );
    expect(model?.workTypes).toEqual([2]);
    expect(model?.location?.geometry).toBeNull();
  });
});
