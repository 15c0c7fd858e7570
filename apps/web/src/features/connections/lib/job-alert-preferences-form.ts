// The Manage Internal Job Alerts form's values and the body it sends (spec 3 sections 4 and 5):
// Roles (keywords) required ('Roles are required'), Enable alerts off by default, and the
// Frequency sent only when alerts are enabled.
import {
  type ConnectionJobAlertPreferences,
  type ConnectionJobAlertPreferencesResponse,
  connectionJobAlertPreferencesSchema,
  JOB_ALERT_FREQUENCIES,
} from '@talent/contract';

export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number]['value'];

export interface JobAlertPreferencesFormValues {
  keywords: string;
  enableAlerts: boolean;
  frequency: JobAlertFrequency;
}

/** The frequency offered when alerts are first enabled. */
export const DEFAULT_FREQUENCY: JobAlertFrequency = 7;

export const EMPTY_FORM_VALUES: JobAlertPreferencesFormValues = {
  keywords: '',
  enableAlerts: false,
  frequency: DEFAULT_FREQUENCY,
};

export function formValuesOf(
  saved: ConnectionJobAlertPreferencesResponse | undefined,
): JobAlertPreferencesFormValues {
  if (!saved) return EMPTY_FORM_VALUES;
  return {
    keywords: saved.keywords,
    enableAlerts: saved.enableAlerts,
    frequency: saved.frequency ?? DEFAULT_FREQUENCY,
  };
}

export type PreferencesCheck =
  | { ok: true; body: ConnectionJobAlertPreferences }
  | { ok: false; field: 'keywords' | 'frequency'; message: string };

/** The contract's rule, so the form and the server agree on it and on its message. */
export function checkPreferences(values: JobAlertPreferencesFormValues): PreferencesCheck {
  const parsed = connectionJobAlertPreferencesSchema.safeParse({
    keywords: values.keywords,
    enableAlerts: values.enableAlerts,
    ...(values.enableAlerts ? { frequency: values.frequency } : {}),
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    ok: false,
    field: issue?.path[0] === 'frequency' ? 'frequency' : 'keywords',
    message: issue?.message ?? '',
  };
}

export const frequencyOf = (value: string): JobAlertFrequency =>
  JOB_ALERT_FREQUENCIES.find((f) => String(f.value) === value)?.value ?? DEFAULT_FREQUENCY;
