// The short reason beside a match score ("Strong skills match, 12 km away"): job seekers
// distrust a bare number. Built from the score's parts the API gives (reason).
import type { JobSuggestion } from '@talent/contract';
import type { TFunction } from 'i18next';

type Reason = JobSuggestion['reason'];

const KM_PER_MILE = 1.609344;

type ReasonKey =
  | 'strongSkills'
  | 'someSkills'
  | 'fewSkills'
  | 'noSkills'
  | 'preferredRole'
  | 'similarRole'
  | 'nearby'
  | 'nearbyMiles'
  | 'km'
  | 'miles';

/** The parts of the reason, each a translation key (and the distance for km and miles). */
export function reasonParts(reason: Reason, imperial = false) {
  const parts: { key: ReasonKey; distance?: number }[] = [];
  if (reason.skillsAsked > 0) {
    const share = reason.skillsHave / reason.skillsAsked;
    parts.push({
      key:
        share >= 0.5
          ? 'strongSkills'
          : share >= 0.25
            ? 'someSkills'
            : share > 0
              ? 'fewSkills'
              : 'noSkills',
    });
  }
  if (reason.role >= 0.9) parts.push({ key: 'preferredRole' });
  else if (reason.role >= 0.5) parts.push({ key: 'similarRole' });
  if (reason.km !== null) {
    const distance = imperial ? reason.km / KM_PER_MILE : reason.km;
    if (distance < 1) parts.push({ key: imperial ? 'nearbyMiles' : 'nearby' });
    else parts.push({ key: imperial ? 'miles' : 'km', distance: Math.round(distance) });
  }
  return parts;
}

/** The reason as one line, its first letter capitalised. */
export function scoreReason(t: TFunction, reason: Reason, imperial = false): string {
  const text = reasonParts(reason, imperial)
    .map(({ key, distance }) =>
      key === 'km' || key === 'miles'
        ? t(`jobMatching.reason.${key}`, { distance: distance ?? 0 })
        : t(`jobMatching.reason.${key}`),
    )
    .join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
