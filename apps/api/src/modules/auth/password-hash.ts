// Password hashing: scrypt with the auth library's own parameters and stored form
// (`<hex salt>:<hex key>`, the hex salt's text as the salt), so every stored password keeps
// verifying. Node's scrypt runs on its thread pool instead of the event loop, where the library's
// JavaScript scrypt (about 0.2 s a password) would hold up every other request meanwhile.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** The auth library's parameters: what production uses. */
export const STANDARD_COST: ScryptCost = { N: 16384, r: 16, p: 1 };
/**
 * For the test suites only (config `passwordHashCost: 'test'`): 60 times cheaper, so the
 * hundreds of sign-ups they make do not dominate their run. Never for stored accounts.
 */
export const TEST_COST: ScryptCost = { N: 1024, r: 8, p: 1 };

const KEY_LENGTH = 64;

function deriveKey(password: string, salt: string, cost: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...cost, maxmem: 128 * cost.N * cost.r * 2 },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

export function passwordHasher(cost: ScryptCost) {
  return {
    async hash(password: string): Promise<string> {
      const salt = randomBytes(16).toString('hex');
      return `${salt}:${(await deriveKey(password, salt, cost)).toString('hex')}`;
    },
    async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
      const [salt, key] = hash.split(':');
      if (!salt || !key || !/^[0-9a-f]+$/.test(key)) return false;
      const expected = Buffer.from(key, 'hex');
      const actual = await deriveKey(password, salt, cost);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}
