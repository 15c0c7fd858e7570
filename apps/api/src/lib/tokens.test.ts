// Short-lived bearer tokens: a token verifies for its scope until it expires, also when it was
// verified before (the service keeps the tokens it verified lately).
import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';

describe('bearer tokens', () => {
  it('verifies a token it issued, for its scope only, again and again', async () => {
    const tokens = createTokenService(SECRET);
    const { accessToken } = await tokens.issue({ sub: 'talent-1', scope: 'job-search' }, 60);
    for (let i = 0; i < 3; i++) {
      expect(await tokens.verify(accessToken, 'job-search')).toEqual({ sub: 'talent-1' });
      expect(await tokens.verify(accessToken, 'careers')).toBeNull();
    }
  });

  it('refuses a token another secret signed, or one changed after signing', async () => {
    const ours = createTokenService(SECRET);
    const theirs = createTokenService(`${SECRET}-other`);
    const { accessToken } = await theirs.issue({ sub: 'talent-1', scope: 'job-search' }, 60);
    expect(await ours.verify(accessToken, 'job-search')).toBeNull();

    const mine = (await ours.issue({ sub: 'talent-1', scope: 'job-search' }, 60)).accessToken;
    expect(await ours.verify(mine, 'job-search')).not.toBeNull();
    const [header, , signature] = mine.split('.');
    const payload = Buffer.from(
      JSON.stringify({ sub: 'talent-2', scope: 'job-search', exp: 4_102_444_800 }),
    ).toString('base64url');
    expect(await ours.verify(`${header}.${payload}.${signature}`, 'job-search')).toBeNull();
  });

  it('refuses a token once it has expired, also one it verified while it was valid', async () => {
    let clock = Date.now();
    const tokens = createTokenService(SECRET, () => clock);
    const { accessToken } = await tokens.issue({ sub: 'talent-1', scope: 'job-search' }, 60);
    expect(await tokens.verify(accessToken, 'job-search')).toEqual({ sub: 'talent-1' });
    clock += 61_000;
    expect(await tokens.verify(accessToken, 'job-search')).toBeNull();
  });
});
