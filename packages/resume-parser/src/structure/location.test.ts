import { describe, expect, it } from 'vitest';
import { findPlace, findWrittenLocation } from './location';

describe('location', () => {
  it.each([
    [
      'Parramatta NSW 2150',
      { city: 'Parramatta', region: 'NSW', postalCode: '2150', countryCode: 'AU' },
    ],
    ['Bendigo, VIC', { city: 'Bendigo', region: 'VIC', countryCode: 'AU' }],
    [
      'Location: Hobart, Tasmania 7000',
      { city: 'Hobart', region: 'TAS', postalCode: '7000', countryCode: 'AU' },
    ],
    ['Mount Isa QLD', { city: 'Mount Isa', region: 'QLD', countryCode: 'AU' }],
    ['Auckland, New Zealand', { city: 'Auckland', countryCode: 'NZ' }],
    [
      '12 Smith St, Parramatta NSW 2150',
      {
        address: '12 Smith St, Parramatta NSW 2150',
        city: 'Parramatta',
        region: 'NSW',
        postalCode: '2150',
        countryCode: 'AU',
      },
    ],
  ])('reads "%s"', (text, location) => {
    expect(findWrittenLocation(text)?.location).toEqual(location);
  });

  it('reads no location from a sentence without a state', () => {
    expect(findWrittenLocation('Managed a team of 12 at Woolworths')).toBeNull();
    expect(findWrittenLocation('Worked in sa and wa')).toBeNull();
  });

  it('knows a bare city by the gazetteer, exactly', () => {
    expect(findPlace('Townsville')?.location).toMatchObject({
      city: 'Townsville',
      region: 'QLD',
      countryCode: 'AU',
    });
    expect(findPlace('Christchurch')?.location).toMatchObject({
      city: 'Christchurch',
      countryCode: 'NZ',
    });
    expect(findPlace('Woolworths')).toBeNull();
    expect(findPlace('Registered Nurse')).toBeNull();
  });
});
