// The Job Alert Preferences form's values and the body it sends (spec 3 sections 3, 4 and 5):
// Roles (keywords) required ('Roles are required'); the distance shown only for no location or
// a suburb, back to its default when the location changes, and sent only when shown; Enable
// alerts off by default; the frequency sent only when alerts are enabled; and the browser's
// time zone, so digests arrive in the talent's morning.
import {
  type AlertPreferences,
  type AlertPreferencesInput,
  alertPreferencesInputSchema,
  JOB_ALERT_FREQUENCIES,
  type JobAlertFrequency,
} from '@talent/contract';
import { type DistanceUnit, defaultRadius } from '@talent/geo/units';
import { type SearchLocation, savedLocation } from '../../job-search';

export interface AlertPreferencesFormValues {
  keywords: string;
  /** Segment codes of the chosen talent communities; none: every community. */
  talentCommunities: string[];
  /** The place with its distance (geometry.radius, km). */
  location: SearchLocation | null;
  /** Option values as text, as the checkboxes hold them. */
  workTypes: string[];
  flexibleWorkOptions: string[];
  enableAlerts: boolean;
  frequency: JobAlertFrequency;
}

export type PreferencesField = 'keywords' | 'location';

/** The frequency offered when alerts are first enabled. */
export const DEFAULT_FREQUENCY: JobAlertFrequency = 7;

export const defaultFormValues = (): AlertPreferencesFormValues => ({
  keywords: '',
  talentCommunities: [],
  location: null,
  workTypes: [],
  flexibleWorkOptions: [],
  enableAlerts: false,
  frequency: DEFAULT_FREQUENCY,
});

/** The form's starting values: what is saved, or the defaults when nothing ever was. */
export function formValuesOf(
  saved: AlertPreferences | undefined,
  defaultUnit: DistanceUnit,
): AlertPreferencesFormValues {
  if (!saved?.specified) return defaultFormValues();
  return {
    keywords: saved.keywords,
    talentCommunities: [...saved.talentCommunities],
    location: savedLocation(saved, defaultUnit),
    workTypes: saved.workTypes.map(String),
    flexibleWorkOptions: saved.flexibleWorkOptions.map(String),
    enableAlerts: saved.enableAlerts,
    frequency: saved.frequency ?? DEFAULT_FREQUENCY,
  };
}

/** Spec 3 section 4: the distance shows only when the location is empty or a suburb. */
export function showsDistance(location: SearchLocation | null): boolean {
  if (location === null) return true;
  return Boolean(location.suburb?.trim()) && location.geometry !== null;
}

/** Spec 3 section 4: changing the location resets the distance to its unit's default. */
export function withDefaultRadius(location: SearchLocation | null): SearchLocation | null {
  if (!location?.geometry) return location;
  return {
    ...location,
    geometry: { ...location.geometry, radius: defaultRadius(location.distanceUnit) },
  };
}

/** The browser's IANA time zone, when the contract accepts it. */
export function browserTimeZone(): string | undefined {
  let zone: string | undefined;
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
  return zone && alertPreferencesInputSchema.shape.timeZone.safeParse(zone).success
    ? zone
    : undefined;
}

const ids = (values: readonly string[]) =>
  values.map(Number).filter((n) => Number.isInteger(n) && n >= 0);

/** The POST body: the distance only when shown, the frequency only when alerts are enabled. */
export function preferencesBody(
  values: AlertPreferencesFormValues,
  defaultUnit: DistanceUnit,
  timeZone: string | undefined,
): AlertPreferencesInput {
  const location = values.location;
  const geometry = location?.geometry ?? null;
  return {
    keywords: values.keywords.trim(),
    talentCommunities: [...values.talentCommunities],
    location: location
      ? {
          address: location.address,
          country: location.country,
          suburb: location.suburb,
          latitude: geometry?.latitude ?? null,
          longitude: geometry?.longitude ?? null,
        }
      : null,
    locationBounds: geometry?.bounds ? JSON.stringify(geometry.bounds) : null,
    ...(showsDistance(location)
      ? { locationRadius: geometry?.radius ?? defaultRadius(defaultUnit) }
      : {}),
    workTypes: ids(values.workTypes),
    flexibleWorkOptions: ids(values.flexibleWorkOptions),
    enableAlerts: values.enableAlerts,
    ...(values.enableAlerts ? { frequency: values.frequency } : {}),
    ...(timeZone ? { timeZone } : {}),
  };
}

export type PreferencesCheck =
  | { ok: true; body: AlertPreferencesInput }
  | { ok: false; errors: Partial<Record<PreferencesField, string>> };

/** Marks a typed location that matched no place; the form shows its own words for it. */
export const LOCATION_NOT_CHOSEN = 'locationNotChosen';

/**
 * The body to send, or the fields that stop it (nothing is sent then). The contract's rule, so
 * the form and the server agree on it and on 'Roles are required'.
 */
export function checkPreferences(
  values: AlertPreferencesFormValues,
  defaultUnit: DistanceUnit,
  timeZone: string | undefined,
): PreferencesCheck {
  const body = preferencesBody(values, defaultUnit, timeZone);
  const errors: Partial<Record<PreferencesField, string>> = {};
  const parsed = alertPreferencesInputSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field: PreferencesField = issue.path[0] === 'keywords' ? 'keywords' : 'location';
      errors[field] ??= issue.message;
    }
  }
  // A typed place that matched nothing would be saved without coordinates: ask for a real one.
  if (values.location && !values.location.geometry) errors.location = LOCATION_NOT_CHOSEN;
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, body };
}

export const frequencyOf = (value: string): JobAlertFrequency =>
  JOB_ALERT_FREQUENCIES.find((f) => String(f.value) === value)?.value ?? DEFAULT_FREQUENCY;
