// The walk-through opens on the talent's first visit to job matching; the time it opened is
// kept in the talent's local store (local storage, under their profile id), so it does not
// open again (spec 1 section 2). The store's cookie tells the server that draws the page's first
// response (decision 028), so a first visit's page comes with the walk-through already open.
import { useEffect, useState } from 'react';
import { useSession } from '../../../shared/api/get-session';
import { useTalentLocalStore } from '../../../shared/local-store/use-talent-local-store';

/** Where an earlier version kept the time, on its own: read so that it does not open again. */
const legacyKey = (profileId: string) => `job-matching-walk-through-seen:${profileId}`;

function legacySeenAt(profileId: string): string | null {
  try {
    return window.localStorage.getItem(legacyKey(profileId));
  } catch {
    return null;
  }
}

/**
 * Whether the first visit's walk-through is open, and how to close it. `atPage`: the talent is
 * on the suggestions page itself (not on a dialog of it).
 */
export function useFirstVisitWalkThrough(atPage: boolean): [boolean, () => void] {
  const { profileId } = useSession();
  const [store, update] = useTalentLocalStore();
  const seen = store.jobMatchingWalkThroughSeenAt !== null;
  // Drawn open from the start, on the server too: it is the first thing the talent sees.
  const [open, setOpen] = useState(() => atPage && !seen);
  useEffect(() => {
    if (seen || !atPage) return;
    const earlier = legacySeenAt(profileId);
    update({ jobMatchingWalkThroughSeenAt: earlier ?? new Date().toISOString() });
    setOpen(earlier === null);
  }, [seen, atPage, profileId, update]);
  return [open, () => setOpen(false)];
}
