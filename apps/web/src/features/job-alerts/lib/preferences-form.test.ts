import { describe, expect, it } from 'vitest';
import type { SearchLocation } from '../../job-search';
import { buildAlertPreferences, NEVER_SAVED } from '../test-support';
import {
  type AlertPreferencesFormValues,
  browserTimeZone,
  checkPreferences,
  defaultFormValues,
  formValuesOf,
  LOCATION_NOT_CHOSEN,
  preferencesBody,
  showsDistance,
  withDefaultRadius,
} from './preferences-form';

const suburb = (radius = 20): SearchLocation => ({
  address: 'Parramatta, NSW, Australia',
  country: 'AU',
  suburb: 'Parramatta',
  distanceUnit: 'km',
  geometry: { latitude: -33.8, longitude: 151, bounds: null, radius },
});

const values = (overrides: Partial<AlertPreferencesFormValues> = {}) => ({
  ...defaultFormValues(),
  keywords: 'Nurse',
  ...overrides,
});

describe('job alert preferences form: starting values', () => {
  it('shows the defaults when nothing was ever saved: alerts off, no location', () => {
    expect(formValuesOf(NEVER_SAVED, 'km')).toEqual({
      keywords: '',
      talentCommunities: [],
      location: null,
      workTypes: [],
      flexibleWorkOptions: [],
      enableAlerts: false,
      frequency: 7,
    });
    expect(formValuesOf(undefined, 'km').enableAlerts).toBe(false);
  });

  it('starts from what is saved, with the saved distance', () => {
    const form = formValuesOf(buildAlertPreferences(), 'km');
    expect(form).toMatchObject({
      keywords: 'Data Analyst',
      talentCommunities: ['scl'],
      workTypes: ['1'],
      flexibleWorkOptions: ['2', '3'],
      enableAlerts: true,
      frequency: 1,
    });
    expect(form.location?.geometry?.radius).toBe(20);
    expect(form.location?.geometry?.bounds).toEqual({
      north: -33.79,
      south: -33.84,
      east: 151.03,
      west: 150.97,
    });
  });

  it('falls back to the unit default for a saved radius that is not one of its options', () => {
    const form = formValuesOf(buildAlertPreferences({ locationRadius: 33 }), 'km');
    expect(form.location?.geometry?.radius).toBe(50);
  });
});

describe('job alert preferences form: distance', () => {
  it('shows the distance for an empty location or a suburb only', () => {
    expect(showsDistance(null)).toBe(true);
    expect(showsDistance(suburb())).toBe(true);
    expect(showsDistance({ ...suburb(), suburb: null })).toBe(false);
    expect(showsDistance({ ...suburb(), address: 'Nowhere', suburb: null, geometry: null })).toBe(
      false,
    );
  });

  it('resets the distance to the default of the new location unit', () => {
    expect(withDefaultRadius(suburb(10))?.geometry?.radius).toBe(50);
    const london = { ...suburb(10), distanceUnit: 'miles' as const };
    expect(withDefaultRadius(london)?.geometry?.radius).toBe(48.27);
    expect(withDefaultRadius(null)).toBeNull();
  });
});

describe('job alert preferences form: the body it sends', () => {
  it('sends the frequency only when alerts are enabled', () => {
    expect(preferencesBody(values({ frequency: 30 }), 'km', undefined)).not.toHaveProperty(
      'frequency',
    );
    expect(
      preferencesBody(values({ enableAlerts: true, frequency: 30 }), 'km', undefined),
    ).toMatchObject({ enableAlerts: true, frequency: 30 });
  });

  it('sends the radius only when the distance is shown, the default one without a location', () => {
    expect(preferencesBody(values(), 'km', undefined).locationRadius).toBe(50);
    expect(preferencesBody(values(), 'miles', undefined).locationRadius).toBe(48.27);
    expect(preferencesBody(values({ location: suburb(10) }), 'km', undefined)).toMatchObject({
      locationRadius: 10,
      location: {
        address: 'Parramatta, NSW, Australia',
        country: 'AU',
        suburb: 'Parramatta',
        latitude: -33.8,
        longitude: 151,
      },
    });
    const region = { ...suburb(10), suburb: null };
    expect(preferencesBody(values({ location: region }), 'km', undefined)).not.toHaveProperty(
      'locationRadius',
    );
  });

  it('sends the time zone it is given, the ids as numbers and the trimmed roles', () => {
    expect(
      preferencesBody(
        values({ keywords: '  Nurse ', workTypes: ['1', '2'], flexibleWorkOptions: ['3'] }),
        'km',
        'Australia/Perth',
      ),
    ).toMatchObject({
      keywords: 'Nurse',
      workTypes: [1, 2],
      flexibleWorkOptions: [3],
      timeZone: 'Australia/Perth',
    });
    expect(preferencesBody(values(), 'km', undefined)).not.toHaveProperty('timeZone');
  });

  it("reads the browser's IANA time zone", () => {
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});

describe('job alert preferences form: rules', () => {
  it("requires Roles: 'Roles are required', and nothing to send", () => {
    expect(checkPreferences(values({ keywords: '   ' }), 'km', undefined)).toEqual({
      ok: false,
      errors: { keywords: 'Roles are required' },
    });
  });

  it('asks for a place from the suggestions when the typed one matched nothing', () => {
    const notFound = { ...suburb(), suburb: null, geometry: null };
    expect(checkPreferences(values({ location: notFound }), 'km', undefined)).toEqual({
      ok: false,
      errors: { location: LOCATION_NOT_CHOSEN },
    });
  });

  it('passes with Roles, giving the body', () => {
    const check = checkPreferences(values(), 'km', 'Australia/Sydney');
    expect(check.ok && check.body).toMatchObject({ keywords: 'Nurse', enableAlerts: false });
  });
});
