// The per-talent browser store (spec 2 section 3): small flags the talent set on this device,
// kept in localStorage under the profile id so two talents sharing a browser do not share them.
// Unreadable or foreign values fall back to the defaults field by field.
import { z } from 'zod';

export const talentLocalStoreSchema = z.object({
  /** The resume pre-fill offer was dismissed. */
  ignoreCvImport: z.boolean().catch(false),
  /** The review message after a pre-fill was dismissed. */
  ignoreParsedCvMessage: z.boolean().catch(false),
  hasDismissedWelcomeMessage: z.boolean().catch(false),
  hasDismissedNewJobMatchingUserMessage: z.boolean().catch(false),
  lastDismissedConnectionMessageId: z.string().nullable().catch(null),
  /** Job application message id -> true. */
  dismissedJobApplicationMessageIds: z.record(z.string(), z.literal(true)).catch({}),
});
export type TalentLocalStore = z.infer<typeof talentLocalStoreSchema>;

export const defaultTalentLocalStore: TalentLocalStore = talentLocalStoreSchema.parse({});

export const talentLocalStoreKey = (profileId: string) => `talent-local-store:${profileId}`;

/** Used when localStorage is blocked (some private modes): the flags last for this page. */
const memory = new Map<string, string>();

/** The stored text, or null; also the change signal for React (a stable string). */
export function readRawTalentLocalStore(profileId: string): string | null {
  const key = talentLocalStoreKey(profileId);
  try {
    return window.localStorage.getItem(key) ?? memory.get(key) ?? null;
  } catch {
    return memory.get(key) ?? null;
  }
}

export function readTalentLocalStore(profileId: string): TalentLocalStore {
  let raw: unknown = {};
  try {
    raw = JSON.parse(readRawTalentLocalStore(profileId) ?? '{}');
  } catch {
    // A value another app version or a person wrote by hand: start again from the defaults.
  }
  return talentLocalStoreSchema.parse(raw && typeof raw === 'object' ? raw : {});
}

const listeners = new Set<() => void>();

export function writeTalentLocalStore(
  profileId: string,
  patch: Partial<TalentLocalStore>,
): TalentLocalStore {
  const next = { ...readTalentLocalStore(profileId), ...patch };
  const key = talentLocalStoreKey(profileId);
  try {
    window.localStorage.setItem(key, JSON.stringify(next));
    memory.delete(key);
  } catch {
    memory.set(key, JSON.stringify(next));
  }
  for (const listener of listeners) listener();
  return next;
}

/** Calls `listener` when this tab or another one changes any talent's store. */
export function subscribeTalentLocalStore(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('talent-local-store:')) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
