// Deterministic identifiers for demo rows. Ids are fixed up front (not left to the database) so
// that relations can be built in memory and a job can be generated from its index alone.
import { createRandom, fmix32, mixSeed } from './random';

/**
 * A v4-looking UUID for the `index`-th row of a kind. The first 32 bits are a bijection of the
 * index, so two rows of one kind and seed never share an id; the rest only has to look random.
 */
export function demoUuid(seed: number, kind: string, index: number): string {
  const head = fmix32((index ^ mixSeed(seed, kind, 'head')) >>> 0);
  const rnd = createRandom(mixSeed(seed, kind, index));
  const tail = rnd.hex(24);
  const variant = (8 + (rnd.uint32() % 4)).toString(16);
  return [
    head.toString(16).padStart(8, '0'),
    tail.slice(0, 4),
    `4${tail.slice(4, 7)}`,
    `${variant}${tail.slice(7, 10)}`,
    tail.slice(10, 22),
  ].join('-');
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
