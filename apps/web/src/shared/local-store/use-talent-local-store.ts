// The signed-in talent's local store as React state: reads follow writes from any component
// or tab.
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useSession } from '../api/get-session';
import {
  mirrorTalentLocalStoreCookie,
  parseTalentLocalStore,
  readRawTalentLocalStore,
  readServerTalentLocalStore,
  subscribeTalentLocalStore,
  type TalentLocalStore,
  writeTalentLocalStore,
} from './talent-local-store';

export function useTalentLocalStore(): [
  TalentLocalStore,
  (patch: Partial<TalentLocalStore>) => void,
] {
  const { profileId } = useSession();
  // The raw string is the snapshot: stable while unchanged, so React does not re-render in a loop.
  // On the server drawing a first response, the store's cookie (decision 028).
  const raw = useSyncExternalStore(
    subscribeTalentLocalStore,
    () => readRawTalentLocalStore(profileId),
    () => readServerTalentLocalStore(profileId),
  );
  const store = useMemo(() => parseTalentLocalStore(raw), [raw]);
  // A store written before the cookie existed gets its copy too (a write makes its own).
  useEffect(() => {
    if (raw !== null && readServerTalentLocalStore(profileId) !== raw) {
      mirrorTalentLocalStoreCookie(profileId, raw);
    }
  }, [profileId, raw]);
  const update = useCallback(
    (patch: Partial<TalentLocalStore>) => {
      writeTalentLocalStore(profileId, patch);
    },
    [profileId],
  );
  return [store, update];
}
