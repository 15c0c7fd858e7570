// The per-talent browser store (spec 2 section 3): small flags the talent set on this device,
// kept in localStorage under the profile id so two talents sharing a browser do not share them.
// Unreadable or foreign values fall back to the defaults field by field.
import { z } from 'zod';
import { cookieValue } from '../lib/cookies';

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
  /** When job matching's walk-through opened on the first visit (spec 1 section 2). */
  jobMatchingWalkThroughSeenAt: z.string().nullable().catch(null),
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
  return parseTalentLocalStore(readRawTalentLocalStore(profileId));
}

/** The store from its stored text (null: nothing stored). */
export function parseTalentLocalStore(text: string | null): TalentLocalStore {
  let raw: unknown = {};
  try {
    raw = JSON.parse(text ?? '{}');
  } catch {
    // A value another app version or a person wrote by hand: start again from the defaults.
  }
  return talentLocalStoreSchema.parse(raw && typeof raw === 'object' ? raw : {});
}

/**
 * The store's copy in a cookie that this device's page requests carry (path /talent; the API's
 * calls do not): the server that draws home in its first response (decision 028) leaves out the
 * messages dismissed here. localStorage stays the store.
 */
export const talentLocalStoreCookie = (profileId: string) => `talent-local-store-${profileId}`;

export function mirrorTalentLocalStoreCookie(profileId: string, text: string): void {
  try {
    const secure = window.location.protocol === 'https:' ? '; secure' : '';
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the app supports
    document.cookie = `${talentLocalStoreCookie(profileId)}=${encodeURIComponent(text)}; path=/talent; max-age=31536000; samesite=lax${secure}`;
  } catch {
    // No cookies on this device: the first response shows what the app then takes away.
  }
}

let cookiesOnServer: () => string = () => document.cookie;

/**
 * Where the server drawing a first response finds the page request's cookies. In the browser
 * they are the document's, so the app starts from the store the server drew the page with
 * (React reads this snapshot while it takes over the server's page, then the store itself).
 */
export function setServerCookies(read: () => string): void {
  cookiesOnServer = read;
}

export const readServerTalentLocalStore = (profileId: string) =>
  cookieValue(cookiesOnServer(), talentLocalStoreCookie(profileId));

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
  mirrorTalentLocalStoreCookie(profileId, JSON.stringify(next));
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
