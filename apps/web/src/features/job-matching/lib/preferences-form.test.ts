// The preferences form's rule (spec 1 section 5): a place or at least one role, else
// 'Preferences are required' and nothing is sent.
import { describe, expect, it } from 'vitest';
import { buildPageData } from '../test-support';
import { checkPreferences, formValuesOf, LOCATION_NOT_FOUND } from './preferences-form';

const saved = buildPageData().preferences;

describe('matching preferences', () => {
  it('requires a place or a role', () => {
    expect(checkPreferences({ preferredRoles: [], location: null, workType: 'all' })).toEqual({
      ok: false,
      field: 'form',
      message: 'Preferences are required',
    });
  });

  it('sends roles alone, at the default radius', () => {
    const check = checkPreferences({
      preferredRoles: [' Chef '],
      location: null,
      workType: 'part-time',
    });
    expect(check).toEqual({
      ok: true,
      body: {
        preferredRoles: ['Chef'],
        preferredLocation: null,
        preferredLocationRadius: 50,
        workType: 'part-time',
      },
    });
  });

  it('sends a place with its radius', () => {
    const values = formValuesOf(saved, 'km');
    const check = checkPreferences({ ...values, preferredRoles: [] });
    expect(check.ok && check.body.preferredLocation).toEqual({
      address: 'Surry Hills NSW',
      latitude: -33.8861,
      longitude: 151.2111,
      countryIso2: 'AU',
    });
    expect(check.ok && check.body.preferredLocationRadius).toBe(50);
  });

  it('refuses a typed place that matched nothing rather than drop it', () => {
    const values = formValuesOf(saved, 'km');
    const location = values.location && { ...values.location, geometry: null };
    expect(checkPreferences({ ...values, location })).toMatchObject({
      ok: false,
      field: 'location',
      message: LOCATION_NOT_FOUND,
    });
  });

  it('shows a radius saved in km as the nearest miles option for a miles place', () => {
    const values = formValuesOf(
      {
        ...saved!,
        preferredLocation: {
          address: 'London',
          latitude: 51.5,
          longitude: -0.12,
          countryIso2: 'GB',
        },
        preferredLocationRadius: 50,
      },
      'km',
    );
    expect(values.location?.distanceUnit).toBe('miles');
    expect(values.location?.geometry?.radius).toBe(48.27);
  });
});
