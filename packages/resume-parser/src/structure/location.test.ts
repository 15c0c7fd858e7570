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

  it('takes no state that a capitalised word goes on from for a place: "Queensland Health"', () => {
    // OCR lost the separator between the position and the employer.
    expect(
      findWrittenLocation('Service Desk Analyst Queensland Health, Cairns QLD')?.location,
    ).toEqual({ city: 'Cairns', region: 'QLD', countryCode: 'AU' });
    expect(findWrittenLocation('Constable Victoria Police')).toBeNull();
    expect(findWrittenLocation('Parramatta NSW Australia')?.location).toEqual({
      city: 'Parramatta',
      region: 'NSW',
      countryCode: 'AU',
    });
  });

  it('takes no state at the end of a name joined by "of" or "for" as a place', () => {
    expect(findWrittenLocation('Office of Fair Trading Queensland')).toBeNull();
    expect(findWrittenLocation('Commissioner for Children Tasmania')).toBeNull();
    expect(findWrittenLocation('Department of Health Victoria, Geelong VIC')?.location).toEqual({
      city: 'Geelong',
      region: 'VIC',
      countryCode: 'AU',
    });
    expect(findWrittenLocation('Wodonga Victoria')?.location).toEqual({
      city: 'Wodonga',
      region: 'VIC',
      countryCode: 'AU',
    });
  });

  it('reads a place with its country abbreviated, and a town with its post code only', () => {
    expect(findWrittenLocation('Dunedin, NZ')?.location).toEqual({
      city: 'Dunedin',
      countryCode: 'NZ',
    });
    expect(findPlace('Nelson 7010')?.location).toMatchObject({
      city: 'Nelson',
      postalCode: '7010',
      countryCode: 'NZ',
    });
    expect(findPlace('Wollongong 2500')?.location).toMatchObject({
      city: 'Wollongong',
      region: 'NSW',
      postalCode: '2500',
      countryCode: 'AU',
    });
    expect(findPlace('Unit 2500')).toBeNull();
  });
});
