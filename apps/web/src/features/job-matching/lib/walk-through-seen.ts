// The walk-through opens on the talent's first visit to job matching; the time it opened is
// kept in local storage under the talent's own key, so it does not open again (spec 1 section 2).
const key = (profileId: string) => `job-matching-walk-through-seen:${profileId}`;

export function walkThroughSeen(profileId: string): boolean {
  try {
    return window.localStorage.getItem(key(profileId)) !== null;
  } catch {
    // Storage blocked (some private modes): do not open it on every visit.
    return true;
  }
}

export function markWalkThroughSeen(profileId: string, now = new Date()) {
  try {
    window.localStorage.setItem(key(profileId), now.toISOString());
  } catch {
    // Storage blocked: nothing to keep.
  }
}
