import { expect, it } from 'vitest';
import { describeEachDatabase, signUp } from '../../test/harness';
import { delayAfter, FREE_FAILURES, MAX_DELAY_SECONDS, throttledMessage } from './sign-in-throttle';

it('lets the first failures pass, then doubles the wait up to its cap', () => {
  expect([1, 2, 3].map(delayAfter)).toEqual([0, 0, 0]);
  expect([4, 5, 6, 7].map(delayAfter)).toEqual([1, 2, 4, 8]);
  expect(delayAfter(40)).toBe(MAX_DELAY_SECONDS);
});

describeEachDatabase(
  'sign-in throttle per account',
  (ctx) => {
    const signIn = (email: string, password: string, ip: string) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email, password },
        // A new X-Forwarded-For per attempt: no proxy is trusted, so it changes nothing.
        headers: { 'x-forwarded-for': ip },
      });

    it('answers 429 with the wait once an account has failed too often, from any address', async () => {
      const { email, password } = await signUp(ctx().app);
      for (let i = 0; i < FREE_FAILURES + 1; i++) {
        expect((await signIn(email, 'wrong-password', `203.0.113.${i}`)).statusCode).toBe(401);
      }
      const throttled = await signIn(email.toUpperCase(), password, '198.51.100.7');
      expect(throttled.statusCode).toBe(429);
      expect(throttled.headers['retry-after']).toBe('1');
      expect(throttled.json()).toEqual({ message: throttledMessage(1), code: 'TOO_MANY_REQUESTS' });
    });

    it('throttles an email without an account the same way, telling nothing', async () => {
      const email = `nobody-${Date.now()}@example.com`;
      for (let i = 0; i < FREE_FAILURES + 1; i++) {
        expect((await signIn(email, 'guess', `203.0.113.${i}`)).statusCode).toBe(401);
      }
      expect((await signIn(email, 'guess', '203.0.113.99')).statusCode).toBe(429);
    });

    it('clears the count on a successful sign-in', async () => {
      const { email, password } = await signUp(ctx().app);
      for (let i = 0; i < FREE_FAILURES; i++) await signIn(email, 'wrong-password', '203.0.113.1');
      expect((await signIn(email, password, '203.0.113.1')).statusCode).toBe(200);
      for (let i = 0; i < FREE_FAILURES; i++) {
        expect((await signIn(email, 'wrong-password', '203.0.113.1')).statusCode).toBe(401);
      }
    });
  },
  { signInRateLimit: { max: 1000, windowSeconds: 60 } },
);
