// The preferences form's values and the body it sends (spec 1 sections 2, 4 and 5): roles, a
// place with its radius (the job search's place search), and a work type. At least a place or
// one role is required: 'Preferences are required'.
import {
  JOB_MATCHING_MESSAGES,
  MATCHING_RADIUS_DEFAULT_KM,
  type MatchingPreferences,
  matchingPreferencesSchema,
  type SuggestionsPageData,
} from '@talent/contract';
import { type DistanceUnit, radiusOptions, unitForCountry } from '@talent/geo/units';
import type { SearchLocation } from '../../job-search';

export type MatchingWorkType = MatchingPreferences['workType'];

export interface PreferencesFormValues {
  preferredRoles: string[];
  location: SearchLocation | null;
  workType: MatchingWorkType;
}

type SavedPreferences = NonNullable<SuggestionsPageData['preferences']>;

/** The unit's option nearest a saved radius (a radius kept in km may not be a miles option). */
function nearestRadius(radius: number, unit: DistanceUnit): number {
  const options = radiusOptions(unit).map((o) => o.value);
  return options.reduce((best, value) =>
    Math.abs(value - radius) < Math.abs(best - radius) ? value : best,
  );
}

export function formValuesOf(
  preferences: SavedPreferences | null,
  defaultUnit: DistanceUnit,
): PreferencesFormValues {
  const place = preferences?.preferredLocation ?? null;
  const unit = place?.countryIso2 ? unitForCountry(place.countryIso2) : defaultUnit;
  return {
    preferredRoles: preferences?.preferredRoles ?? [],
    workType: preferences?.workType ?? 'all',
    location: place
      ? {
          address: place.address,
          country: place.countryIso2 ?? null,
          suburb: null,
          distanceUnit: unit,
          geometry: {
            latitude: place.latitude,
            longitude: place.longitude,
            bounds: null,
            radius: nearestRadius(
              preferences?.preferredLocationRadius ?? MATCHING_RADIUS_DEFAULT_KM,
              unit,
            ),
          },
        }
      : null,
  };
}

export function preferencesBody(values: PreferencesFormValues): MatchingPreferences {
  const geometry = values.location?.geometry ?? null;
  const country = values.location?.country ?? null;
  return {
    preferredRoles: values.preferredRoles.map((role) => role.trim()).filter(Boolean),
    preferredLocation:
      values.location && geometry
        ? {
            address: values.location.address,
            latitude: geometry.latitude,
            longitude: geometry.longitude,
            ...(country ? { countryIso2: country } : {}),
          }
        : null,
    preferredLocationRadius: geometry?.radius ?? MATCHING_RADIUS_DEFAULT_KM,
    workType: values.workType,
  };
}

export type PreferencesCheck =
  | { ok: true; body: MatchingPreferences }
  | { ok: false; field: 'form' | 'preferredRoles' | 'location'; message: string };

/** The body to send, or the field and message that stop it (nothing is sent then). */
export function checkPreferences(values: PreferencesFormValues): PreferencesCheck {
  // A typed place that matched nothing would be dropped without a word: ask for a real one.
  if (values.location && !values.location.geometry)
    return { ok: false, field: 'location', message: LOCATION_NOT_FOUND };
  const parsed = matchingPreferencesSchema.safeParse(preferencesBody(values));
  if (parsed.success) return { ok: true, body: parsed.data };
  const issue = parsed.error.issues[0];
  const message = issue?.message ?? JOB_MATCHING_MESSAGES.preferencesRequired;
  // 'Preferences are required' is about the form as a whole: a place or a role.
  if (message === JOB_MATCHING_MESSAGES.preferencesRequired)
    return { ok: false, field: 'form', message };
  return {
    ok: false,
    field: issue?.path[0] === 'preferredLocation' ? 'location' : 'preferredRoles',
    message,
  };
}

/** Marks the location check's failure; the form shows its own words for it. */
export const LOCATION_NOT_FOUND = 'locationNotFound';
