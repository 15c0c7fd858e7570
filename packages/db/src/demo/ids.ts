// Deterministic identifiers for demo rows. Ids are fixed up front (not left to the database) so
// that relations can be built in memory and a job can be generated from its index alone.
import { createRandom, fmix32, mixSeed } from './random';

export type UuidFor = (index: number) => string;

const HEX_BYTES = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/** Eight hex digits; a byte table because toString(16) + padStart showed up in profiles. */
function hex8(value: number): string {
  return (
    (HEX_BYTES[value >>> 24] as string) +
    (HEX_BYTES[(value >>> 16) & 255] as string) +
    (HEX_BYTES[(value >>> 8) & 255] as string) +
    (HEX_BYTES[value & 255] as string)
  );
}

/**
 * v4-looking UUIDs for the rows of one kind. The first 32 bits are a bijection of the index, so
 * two rows of one kind and seed never share an id; the rest only has to look random, so three
 * hashes of the index do. A factory, so the per-kind salts are hashed once, not once per row.
 */
export function createUuids(seed: number, kind: string): UuidFor {
  const headSalt = mixSeed(seed, kind, 'head');
  const tailSalt = mixSeed(seed, kind, 'tail');
  return (index) => {
    const head = hex8(fmix32((index ^ headSalt) >>> 0));
    const base = mixSeed(tailSalt, index);
    const a = hex8(fmix32(base ^ 0x68e31da4));
    const b = hex8(fmix32(base ^ 0xb5297a4d));
    const c = hex8(fmix32(base ^ 0x1b56c4e9));
    // Version nibble 4; variant nibble 8-b (RFC 9562 layout).
    const variant = '89ab'.charAt(fmix32(base ^ 0x7f4a7c15) & 3);
    return `${head}-${a.slice(0, 4)}-4${a.slice(4, 7)}-${variant}${b.slice(0, 3)}-${b.slice(3, 8)}${c.slice(0, 7)}`;
  };
}

/** One id of a kind; for the few hundred non-job rows where a factory is not worth keeping. */
export function demoUuid(seed: number, kind: string, index: number): string {
  return createUuids(seed, kind)(index);
}

function gcd(a: number, b: number): number {
  let x = a;
  let y = b;
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

interface AffinePermutation {
  modulus: number;
  multiplier: number;
  offset: number;
}

/** x -> (x * multiplier + offset) mod modulus, a bijection when gcd(multiplier, modulus) = 1. */
function affinePermutation(seed: number, modulus: number): AffinePermutation {
  const rnd = createRandom(mixSeed(seed, 'url-code', modulus));
  // Keep multiplier * index below 2^53 for every index the range can hold.
  let multiplier = rnd.int(100_003, 999_983);
  while (gcd(multiplier, modulus) !== 1) multiplier += 1;
  return { modulus, multiplier, offset: rnd.int(0, modulus - 1) };
}

function permute(p: AffinePermutation, x: number): number {
  return (x * p.multiplier + p.offset) % p.modulus;
}

const SIX_DIGIT_CODES = 900_000;
const SEVEN_DIGIT_CODES = 9_000_000;

/** The largest job count the url codes can keep unique. */
export const MAX_DEMO_JOBS = SIX_DIGIT_CODES + SEVEN_DIGIT_CODES;

export type UrlCodeFor = (index: number) => string;

/**
 * Job url codes: six digits for the first 900,000 jobs, seven after that. Unique across all
 * communities (stronger than the per-community index needs) and scattered, so neighbouring jobs
 * do not get neighbouring codes.
 */
export function createUrlCodes(seed: number): UrlCodeFor {
  const six = affinePermutation(seed, SIX_DIGIT_CODES);
  const seven = affinePermutation(seed, SEVEN_DIGIT_CODES);
  return (index) => {
    if (index < SIX_DIGIT_CODES) return String(100_000 + permute(six, index));
    if (index < MAX_DEMO_JOBS) return String(1_000_000 + permute(seven, index - SIX_DIGIT_CODES));
    throw new RangeError(`Demo data holds at most ${MAX_DEMO_JOBS} jobs`);
  };
}
