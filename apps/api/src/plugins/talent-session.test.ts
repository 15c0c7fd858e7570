import { schema } from '@talent/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Auth } from '../modules/auth';
import { describeEachDatabase, signUp, withCookie } from '../test/harness';
import { resolveTalent, sessionCache, type TalentIdentity } from './talent-session';

const someone: TalentIdentity = {
  userId: 'u1',
  email: 'a@example.com',
  talentId: 't1',
  fullName: 'Alex Doe',
};

describe('session cache', () => {
  it('keeps an identity for its time, never past the session end, and forgets all on clear', () => {
    let now = 1_000_000;
    const cache = sessionCache(10_000, () => now);
    cache.set('a', someone, new Date(now + 60_000), cache.mark());
    cache.set('b', someone, new Date(now + 3_000), cache.mark());
    expect(cache.get('a')).toBe(someone);
    now += 3_000;
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(someone);
    now += 7_000;
    expect(cache.get('a')).toBeUndefined();
    cache.set('c', someone, new Date(now + 60_000), cache.mark());
    cache.clear();
    expect(cache.get('c')).toBeUndefined();
  });

  it('does not keep what a lookup found when the cache was emptied while it ran', () => {
    const cache = sessionCache(10_000);
    const since = cache.mark();
    cache.clear(); // a sign-out while the lookup was on its way
    cache.set('a', someone, new Date(Date.now() + 60_000), since);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', someone, new Date(Date.now() + 60_000), cache.mark());
    expect(cache.get('a')).toBe(someone);
  });

  it('keeps nothing when its time is 0', () => {
    const cache = sessionCache(0);
    cache.set('a', someone, new Date(Date.now() + 60_000), cache.mark());
    expect(cache.get('a')).toBeUndefined();
  });
});

const CACHE_MS = 400;

describeEachDatabase(
  'talent session cache',
  (ctx) => {
    const session = (cookie: string) =>
      ctx().app.inject(withCookie(cookie, { method: 'GET', url: '/api/talentapi/session' }));

    it('refuses a session this process signed out at once, though it was just used', async () => {
      const { cookie } = await signUp(ctx().app);
      expect((await session(cookie)).statusCode).toBe(200);
      const out = await ctx().app.inject(
        withCookie(cookie, { method: 'POST', url: '/api/auth/sign-out', payload: {} }),
      );
      expect(out.statusCode).toBe(200);
      expect((await session(cookie)).statusCode).toBe(401);
    });

    it('refuses a session ended elsewhere (another process) within the cache time', async () => {
      const { cookie, email } = await signUp(ctx().app);
      expect((await session(cookie)).statusCode).toBe(200);
      const { db } = ctx().database;
      const [user] = await db.select().from(schema.user).where(eq(schema.user.email, email));
      await db.delete(schema.session).where(eq(schema.session.userId, user?.id ?? ''));
      await new Promise((resolve) => setTimeout(resolve, CACHE_MS + 50));
      expect((await session(cookie)).statusCode).toBe(401);
    });

    it('looks a session up again when the lookup failed but the database answers (it came back)', async () => {
      const { email } = await signUp(ctx().app);
      const { db } = ctx().database;
      const [user] = await db.select().from(schema.user).where(eq(schema.user.email, email));
      if (!user) throw new Error('no user');
      let calls = 0;
      const failingOnce = {
        api: {
          getSession: async () => {
            calls++;
            if (calls === 1) throw new Error('Failed to get session');
            return { user, session: { expiresAt: new Date(Date.now() + 60_000) } };
          },
        },
      } as unknown as Auth;
      const request = { headers: {}, ip: '127.0.0.1' } as never;
      const deps = { auth: failingOnce, db, sessions: sessionCache(0) };
      const identity = await resolveTalent(deps, request);
      expect(calls).toBe(2);
      expect(identity).toMatchObject({ userId: user.id, email });
      // Failing twice with the database answering is a real error, not a 503.
      calls = 0;
      const failing = {
        api: {
          getSession: async () => {
            calls++;
            throw new Error('Failed to get session');
          },
        },
      } as unknown as Auth;
      await expect(resolveTalent({ ...deps, auth: failing }, request)).rejects.toThrow(
        'Failed to get session',
      );
      expect(calls).toBe(2);
    });

    it('does not take a forged cookie that differs from a known one', async () => {
      const { cookie } = await signUp(ctx().app);
      expect((await session(cookie)).statusCode).toBe(200);
      const forged = cookie.replace(/session_token=([^;.]+)\.([^;]+)/, 'session_token=$1.forged');
      expect(forged).not.toBe(cookie);
      expect((await session(forged)).statusCode).toBe(401);
    });
  },
  { sessionCacheMs: CACHE_MS },
);
