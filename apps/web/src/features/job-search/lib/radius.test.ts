import type { Place } from '@talent/contract';
import { describe, expect, it } from 'vitest';
import { locationFromPlace, radiusAfterUnitChange, radiusSelectData } from './radius';

const place = (overrides: Partial<Place>): Place => ({
  id: '1',
  name: 'Parramatta',
  label: 'Parramatta, NSW, Australia',
  stateName: 'New South Wales',
  stateCode: 'NSW',
  countryIso2: 'AU',
  countryName: 'Australia',
  postcode: null,
  latitude: -33.8,
  longitude: 151,
  bounds: { north: -33.7, south: -33.9, east: 151.1, west: 150.9 },
  distanceUnit: 'km',
  ...overrides,
});

describe('radius', () => {
  it('keeps the radius while the unit stays the same', () => {
    expect(radiusAfterUnitChange('km', 'km', 20)).toBe(20);
  });

  it('returns to the default when the unit switches between km and miles', () => {
    expect(radiusAfterUnitChange('km', 'miles', 20)).toBe(48.27);
    expect(radiusAfterUnitChange('miles', 'km', 19.31)).toBe(50);
  });

  it('offers the spec options of each unit, valued in km', () => {
    expect(radiusSelectData('km').map((o) => o.label)).toEqual([
      '0 km',
      '5 km',
      '10 km',
      '20 km',
      '30 km',
      '50 km',
      '100 km',
      '150 km',
    ]);
    expect(radiusSelectData('miles')[1]).toEqual({ value: '4.38', label: '3 miles' });
  });

  it('builds the location from a chosen place', () => {
    const parramatta = locationFromPlace(place({}), null, 'km');
    expect(parramatta).toEqual({
      address: 'Parramatta, NSW, Australia',
      country: 'AU',
      suburb: 'Parramatta',
      distanceUnit: 'km',
      geometry: {
        latitude: -33.8,
        longitude: 151,
        bounds: { north: -33.7, south: -33.9, east: 151.1, west: 150.9 },
        radius: 50,
      },
    });
    const london = locationFromPlace(
      place({ name: 'London', countryIso2: 'GB', distanceUnit: 'miles' }),
      parramatta,
      'km',
    );
    expect(london.geometry?.radius).toBe(48.27);
  });
});
