// The Manage Internal Job Alerts form's rules (spec 3 section 5): Roles are required, alerts
// are off by default, and the frequency is sent only when alerts are enabled.
import { describe, expect, it } from 'vitest';
import { buildJobAlertPreferences } from '../test-support';
import { checkPreferences, EMPTY_FORM_VALUES, formValuesOf } from './job-alert-preferences-form';

describe('job alert preferences form', () => {
  it('starts with no roles, alerts off and a weekly frequency ready', () => {
    expect(formValuesOf(undefined)).toEqual({ keywords: '', enableAlerts: false, frequency: 7 });
    expect(formValuesOf(buildJobAlertPreferences())).toEqual(EMPTY_FORM_VALUES);
  });

  it('starts from what is saved', () => {
    expect(
      formValuesOf(
        buildJobAlertPreferences({ keywords: 'Nurse', enableAlerts: true, frequency: 30 }),
      ),
    ).toEqual({ keywords: 'Nurse', enableAlerts: true, frequency: 30 });
  });

  it("fails with 'Roles are required' on empty or blank roles", () => {
    for (const keywords of ['', '   ']) {
      expect(checkPreferences({ ...EMPTY_FORM_VALUES, keywords })).toEqual({
        ok: false,
        field: 'keywords',
        message: 'Roles are required',
      });
    }
  });

  it('sends the frequency only when alerts are enabled', () => {
    expect(checkPreferences({ keywords: ' Nurse ', enableAlerts: false, frequency: 1 })).toEqual({
      ok: true,
      body: { keywords: 'Nurse', enableAlerts: false },
    });
    expect(checkPreferences({ keywords: 'Nurse', enableAlerts: true, frequency: 1 })).toEqual({
      ok: true,
      body: { keywords: 'Nurse', enableAlerts: true, frequency: 1 },
    });
  });
});
