// The signed-in talent's local store as React state: reads follow writes from any component
// or tab.
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useSession } from '../api/get-session';
import {
  readRawTalentLocalStore,
  readTalentLocalStore,
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
  const raw = useSyncExternalStore(subscribeTalentLocalStore, () =>
    readRawTalentLocalStore(profileId),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: raw is the change signal
  const store = useMemo(() => readTalentLocalStore(profileId), [profileId, raw]);
  const update = useCallback(
    (patch: Partial<TalentLocalStore>) => {
      writeTalentLocalStore(profileId, patch);
    },
    [profileId],
  );
  return [store, update];
}
