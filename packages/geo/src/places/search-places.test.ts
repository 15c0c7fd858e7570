import { beforeAll, describe, expect, it } from 'vitest';
import type { Place } from './place';
import { placeById, searchPlaces } from './search-places';

/** Reference coordinates (Wikipedia), independent of the gazetteer. */
const reference = {
  Parramatta: { latitude: -33.815, longitude: 151.003, countryIso2: 'AU', stateCode: 'NSW' },
  Bondi: { latitude: -33.894, longitude: 151.264, countryIso2: 'AU', stateCode: 'NSW' },
  Fremantle: { latitude: -32.05, longitude: 115.75, countryIso2: 'AU', stateCode: 'WA' },
  Auckland: { latitude: -36.8485, longitude: 174.7633, countryIso2: 'NZ', stateCode: 'AUK' },
  Christchurch: { latitude: -43.531, longitude: 172.6365, countryIso2: 'NZ', stateCode: 'CAN' },
} as const;

const first = (term: string, options = {}): Place => {
  const [place] = searchPlaces(term, options);
  if (!place) throw new Error(`no place found for ${term}`);
  return place;
};

beforeAll(() => {
  // The first search loads the gazetteer; later ones use the index.
  searchPlaces('warm up');
});

describe('searchPlaces', () => {
  it.each(Object.entries(reference))('finds %s at its coordinates', (name, expected) => {
    const place = first(name);
    expect(place.name).toBe(name);
    expect(place.countryIso2).toBe(expected.countryIso2);
    expect(place.stateCode).toBe(expected.stateCode);
    expect(Math.abs(place.latitude - expected.latitude)).toBeLessThan(0.05);
    expect(Math.abs(place.longitude - expected.longitude)).toBeLessThan(0.05);
  });

  it('labels a place with its state code and country, and has no invented postcode', () => {
    const parramatta = first('Parramatta');
    expect(parramatta.label).toBe('Parramatta, NSW, Australia');
    expect(parramatta.stateName).toBe('New South Wales');
    expect(parramatta.countryName).toBe('Australia');
    expect(parramatta.postcode).toBeUndefined();
  });

  it('labels a New Zealand place with its region name, not the ISO code', () => {
    expect(first('Christchurch', { countryIso2: 'NZ' }).label).toBe(
      'Christchurch, Canterbury, New Zealand',
    );
  });

  it('gives bounds around the place', () => {
    const { bounds, latitude, longitude } = first('Parramatta');
    expect(bounds.south).toBeLessThan(latitude);
    expect(bounds.north).toBeGreaterThan(latitude);
    expect(bounds.west).toBeLessThan(longitude);
    expect(bounds.east).toBeGreaterThan(longitude);
  });

  it('tolerates a small typo: Paramatta finds Parramatta', () => {
    expect(first('Paramatta').label).toBe('Parramatta, NSW, Australia');
    expect(first('Melborne').label).toBe('Melbourne, VIC, Australia');
  });

  it('completes a name from its start and folds case and accents', () => {
    expect(first('parram').name).toBe('Parramatta');
    expect(first('zurich').name).toBe('Zürich');
  });

  it('finds a suburb by a later word of its name', () => {
    const names = searchPlaces('Junction', { countryIso2: 'AU', limit: 50 }).map((p) => p.name);
    expect(names).toContain('Bondi Junction');
  });

  it("returns several states' Richmonds with the bias country first", () => {
    const results = searchPlaces('Richmond', { biasCountryIso2: 'AU' });
    const australian = results.filter((place) => place.countryIso2 === 'AU');
    expect(new Set(australian.map((place) => place.stateCode)).size).toBeGreaterThanOrEqual(3);
    expect(results.slice(0, australian.length)).toEqual(australian);
    expect(results.some((place) => place.countryIso2 !== 'AU')).toBe(true);
    expect(results.every((place) => place.name === 'Richmond')).toBe(true);
  });

  it('puts the bias country first only among equally good matches', () => {
    expect(first('Richmond', { biasCountryIso2: 'US' }).countryIso2).toBe('US');
    expect(first('Christchurch', { biasCountryIso2: 'GB' }).countryIso2).toBe('GB');
    expect(first('Christchurch').countryIso2).toBe('NZ');
  });

  it.each(['Richmond VIC', 'Richmond, Victoria', 'Richmond, Vic', 'richmond victoria australia'])(
    'narrows %s to the state',
    (term) => {
      expect(first(term).label).toBe('Richmond, VIC, Australia');
    },
  );

  it('ranks the city of Sydney above small places called Sydney', () => {
    const results = searchPlaces('Sydney');
    expect(results[0]?.label).toBe('Sydney, NSW, Australia');
    expect(results[0]?.population).toBeGreaterThan(1_000_000);
    expect(results.map((place) => place.name)).toContain('Sydney Mines');
  });

  it('keeps to the country asked for, and to the limit', () => {
    const results = searchPlaces('Richmond', { countryIso2: 'AU', limit: 3 });
    expect(results).toHaveLength(3);
    expect(results.every((place) => place.countryIso2 === 'AU')).toBe(true);
  });

  it('finds nothing for an empty term or a zero limit', () => {
    expect(searchPlaces('   ')).toEqual([]);
    expect(searchPlaces('Sydney', { limit: 0 })).toEqual([]);
  });

  it('has Australian inner suburbs and New Zealand suburbs', () => {
    expect(first('Surry Hills').label).toBe('Surry Hills, NSW, Australia');
    expect(first('Fitzroy VIC').label).toBe('Fitzroy, VIC, Australia');
    expect(first('Paddington, QLD').label).toBe('Paddington, QLD, Australia');
    expect(first('Ponsonby').label).toBe('Ponsonby, Auckland, New Zealand');
  });

  it('matches Mt and Mount either way', () => {
    expect(first('Mt Eden').name).toBe('Mount Eden');
  });
});

describe('placeById', () => {
  it('returns the place a search gave', () => {
    const parramatta = first('Parramatta');
    expect(placeById(parramatta.id)).toEqual(parramatta);
  });

  it('gives a stable id: the GeoNames id when the data has one', () => {
    expect(first('Parramatta').id).toBe('7281840');
  });

  it('gives a place without a GeoNames id one made of country, admin1 code and name', () => {
    const ponsonby = first('Ponsonby');
    expect(ponsonby.id).toBe('nz-e7-ponsonby');
    expect(ponsonby.population).toBeUndefined();
    expect(placeById('nz-e7-ponsonby')?.label).toBe('Ponsonby, Auckland, New Zealand');
  });

  it('returns undefined for an unknown id', () => {
    expect(placeById('no-such-place')).toBeUndefined();
  });
});
