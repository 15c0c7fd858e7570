// Has another tab or window changed who is signed in? (spec 1 section 4, session change)

/**
 * `loadedUserId` is the user this page loaded its data for; `currentUserId` the one the
 * browser is now signed in as (null: signed out; undefined: unknown, e.g. the check failed).
 */
export function hasSessionChanged(
  loadedUserId: string | null | undefined,
  currentUserId: string | null | undefined,
): boolean {
  if (!loadedUserId || currentUserId === undefined) return false;
  return currentUserId !== loadedUserId;
}
