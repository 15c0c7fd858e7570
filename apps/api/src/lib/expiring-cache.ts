// A bounded in-process cache whose entries each keep until a time of their own: found until
// then, dropped when looked up after it, and the oldest dropped to make room past `max` (a cache,
// not a store of everything seen). The session cache and the verified bearer tokens use it.
export interface ExpiringCache<V> {
  get(key: string): V | undefined;
  /** Keeps `value` under `key` until `until` (ms since the epoch, as `now`). */
  set(key: string, value: V, until: number): void;
  clear(): void;
}

export function expiringCache<V>(max: number, now: () => number = Date.now): ExpiringCache<V> {
  const entries = new Map<string, { value: V; until: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until > now()) return entry.value;
      entries.delete(key);
      return undefined;
    },
    set(key, value, until) {
      if (entries.size >= max) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, { value, until });
    },
    clear: () => entries.clear(),
  };
}
