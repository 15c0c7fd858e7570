// Seeded pseudo-random numbers for the demo data. Everything the generator draws comes from
// here, so the same seed always yields the same data set (no Math.random, no clock).
// sfc32 is small, fast and passes PractRand far beyond what a demo data set draws.

export interface Random {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform unsigned 32-bit integer. */
  uint32(): number;
  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** Uniform float in [min, max). */
  float(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  pickWeighted<T>(items: readonly T[], weight: (item: T) => number): T;
  /** `count` distinct items (fewer if the list is shorter), in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** `length` lowercase hex digits. */
  hex(length: number): string;
  /** A date uniformly between `from` and `to`. */
  dateBetween(from: Date, to: Date): Date;
}

export const MS_PER_MINUTE = 60_000;
export const MS_PER_HOUR = 3_600_000;
export const MS_PER_DAY = 86_400_000;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * MS_PER_DAY);
}

/** Rounds to the nearest whole `unitMs` (minute, hour) so generated times look entered by hand. */
export function roundTime(date: Date, unitMs: number): Date {
  return new Date(Math.round(date.getTime() / unitMs) * unitMs);
}

/** YYYY-MM-DD in UTC: the profile's role date format. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** murmur3's 32-bit finaliser: a bijection on 32-bit integers, so distinct inputs never collide. */
export function fmix32(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** FNV-1a, for turning names (kinds of id, company names) into seed material. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Combines seed parts into one 32-bit seed; order matters. */
export function mixSeed(...parts: readonly (number | string)[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    const value = typeof part === 'string' ? hashString(part) : part >>> 0;
    h = fmix32((h ^ value) + Math.imul(h, 31));
  }
  return h;
}

/** sfc32 as a class: methods on the prototype, so a random stream per job costs no closures. */
class Sfc32 implements Random {
  private a: number;
  private b: number;
  private c: number;
  private d = 1;

  constructor(seed: number) {
    // splitmix32 spreads one 32-bit seed over sfc32's 128-bit state.
    let s = seed >>> 0;
    s = (s + 0x9e3779b9) >>> 0;
    this.a = fmix32(s);
    s = (s + 0x9e3779b9) >>> 0;
    this.b = fmix32(s);
    s = (s + 0x9e3779b9) >>> 0;
    this.c = fmix32(s);
    // The first outputs of a freshly seeded sfc32 are weakly mixed; discard them.
    for (let i = 0; i < 12; i++) this.uint32();
  }

  uint32(): number {
    this.d = (this.d + 1) >>> 0;
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t;
  }

  next(): number {
    return this.uint32() / 4_294_967_296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Cannot pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  pickWeighted<T>(items: readonly T[], weight: (item: T) => number): T {
    let total = 0;
    for (const item of items) total += weight(item);
    let target = this.next() * total;
    for (const item of items) {
      target -= weight(item);
      if (target < 0) return item;
    }
    // Rounding left a sliver: the last item that can be picked at all.
    const last = items.findLast((item) => weight(item) > 0);
    if (last === undefined) throw new Error('Cannot pick by weight when every weight is 0');
    return last;
  }

  sample<T>(items: readonly T[], count: number): T[] {
    // Partial Fisher-Yates on a copy: only `count` swaps.
    const pool = items.slice();
    const n = Math.min(count, pool.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (pool.length - i));
      const chosen = pool[j] as T;
      pool[j] = pool[i] as T;
      pool[i] = chosen;
    }
    pool.length = n;
    return pool;
  }

  hex(length: number): string {
    let out = '';
    while (out.length < length) out += this.uint32().toString(16).padStart(8, '0');
    return out.slice(0, length);
  }

  dateBetween(from: Date, to: Date): Date {
    return new Date(from.getTime() + this.next() * (to.getTime() - from.getTime()));
  }
}

export function createRandom(seed: number): Random {
  return new Sfc32(seed);
}
