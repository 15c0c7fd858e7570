import { hashPassword, verifyPassword } from '@better-auth/utils/password';
import { describe, expect, it } from 'vitest';
import { passwordHasher, STANDARD_COST, TEST_COST } from './password-hash';

describe('password hashing', () => {
  const standard = passwordHasher(STANDARD_COST);

  it("reads the auth library's stored passwords, and the library reads ours", async () => {
    const fromLibrary = await hashPassword('correct horse battery');
    expect(await standard.verify({ hash: fromLibrary, password: 'correct horse battery' })).toBe(
      true,
    );
    expect(await standard.verify({ hash: fromLibrary, password: 'wrong horse battery' })).toBe(
      false,
    );
    const ours = await standard.hash('correct horse battery');
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword(ours, 'correct horse battery')).toBe(true);
  });

  it('salts every hash, normalises the password and refuses a malformed hash', async () => {
    const test = passwordHasher(TEST_COST);
    const [a, b] = [await test.hash('pässword-1'), await test.hash('pässword-1')];
    expect(a).not.toBe(b);
    // The same word typed with a combining accent.
    expect(await test.verify({ hash: a, password: 'pa\u0308ssword-1' })).toBe(true);
    expect(await test.verify({ hash: 'no-colon', password: 'x' })).toBe(false);
    expect(await test.verify({ hash: 'abc:zz', password: 'x' })).toBe(false);
  });
});
