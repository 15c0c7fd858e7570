import { authMessages } from '@talent/contract';
import { schema } from '@talent/db';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  cookieHeader,
  describeEachDatabase,
  signUp,
  uniqueEmail,
  withCookie,
} from '../../test/harness';

describeEachDatabase('auth', (ctx) => {
  it('signs up a talent, creates its talent record and signs it in', async () => {
    const { app, database } = ctx();
    const { response, cookie, email } = await signUp(app, { name: 'Jamie Lee' });
    expect(response.statusCode).toBe(200);
    expect(cookie).toContain('better-auth.session_token=');
    const session = await app.inject(
      withCookie(cookie, { method: 'GET', url: '/api/talentapi/session' }),
    );
    expect(session.statusCode).toBe(200);
    const body = session.json();
    expect(body).toMatchObject({ email, fullName: 'Jamie Lee', isAuthenticated: true });
    const [talent] = await database.db
      .select()
      .from(schema.talent)
      .where(eq(schema.talent.id, body.profileId));
    expect(talent?.userId).toBe(body.userId);
  });

  it('should answer 400 with a readable message for a malformed email, and create nothing', async () => {
    const { app, database } = ctx();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Bad Email', email: 'not-an-email', password: 'long-enough-password' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: authMessages.emailInvalid,
      code: 'BAD_REQUEST',
      fields: { email: authMessages.emailInvalid },
    });
    const users = await database.db
      .select()
      .from(schema.user)
      .where(eq(schema.user.name, 'Bad Email'));
    expect(users).toHaveLength(0);
  });

  it('should answer 400 for a short password, and create nothing', async () => {
    const { app, database } = ctx();
    const email = uniqueEmail('short');
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Short', email, password: 'short' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(authMessages.passwordTooShort);
    const users = await database.db.select().from(schema.user).where(eq(schema.user.email, email));
    expect(users).toHaveLength(0);
  });

  it('should answer 400 for a body that is not JSON or has the wrong types', async () => {
    const { app } = ctx();
    const wrongTypes = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 1, email: [], password: {} },
    });
    expect(wrongTypes.statusCode).toBe(400);
    expect(wrongTypes.json().code).toBe('BAD_REQUEST');
    const broken = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toHaveProperty('message');
  });

  it('refuses a second account with the same email', async () => {
    const { app } = ctx();
    const { email } = await signUp(app);
    const again = await signUp(app, { email });
    expect(again.response.statusCode).toBeGreaterThanOrEqual(400);
    expect(again.response.statusCode).toBeLessThan(500);
    expect(again.response.json().message).toMatch(/already exists/i);
  });

  it('signs in with the right password only, and signs out', async () => {
    const { app } = ctx();
    const { email, password } = await signUp(app);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: 'wrong-password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid email or password');
    const right = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password },
    });
    expect(right.statusCode).toBe(200);
    const cookie = cookieHeader(right);
    const out = await app.inject(
      withCookie(cookie, { method: 'POST', url: '/api/auth/sign-out', payload: {} }),
    );
    expect(out.statusCode).toBe(200);
    const after = await app.inject(
      withCookie(cookie, { method: 'GET', url: '/api/talentapi/session' }),
    );
    expect(after.statusCode).toBe(401);
  });

  it('stores passwords hashed with scrypt, never in clear', async () => {
    const { app, database } = ctx();
    const { email, password } = await signUp(app);
    const [user] = await database.db.select().from(schema.user).where(eq(schema.user.email, email));
    const [account] = await database.db
      .select()
      .from(schema.account)
      .where(eq(schema.account.userId, user!.id));
    expect(account?.password).toBeTruthy();
    expect(account?.password).not.toContain(password);
    expect(account?.password).toMatch(/^[0-9a-f]+:[0-9a-f]+$/);
  });

  it('sends a password reset link to the outbox, and the link sets a new password', async () => {
    const { app } = ctx();
    const { email } = await signUp(app);
    const request = await app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email, redirectTo: '/talent/reset-password' },
    });
    expect(request.statusCode).toBe(200);
    const mail = (await ctx().outbox()).find((m) => m.to === email);
    expect(mail?.subject).toBe('Reset your Talent Portal password');
    const link = mail?.text.match(/http\S+/)?.[0];
    expect(link).toBeTruthy();
    const visit = await app.inject({
      method: 'GET',
      url: new URL(link!).pathname + new URL(link!).search,
    });
    expect(visit.statusCode).toBe(302);
    const token = new URL(visit.headers.location as string, 'http://x').searchParams.get('token');
    expect(token).toBeTruthy();
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'a-brand-new-password' },
    });
    expect(reset.statusCode).toBe(200);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: 'a-brand-new-password' },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('answers a reset request for an unknown email the same way, and sends nothing', async () => {
    const { app } = ctx();
    const email = uniqueEmail('nobody');
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email },
    });
    expect(response.statusCode).toBe(200);
    expect((await ctx().outbox()).some((m) => m.to === email)).toBe(false);
  });
});

describeEachDatabase(
  'sign-in rate limit',
  (ctx) => {
    it('should answer 429 after too many sign-in attempts from one address', async () => {
      const { app } = ctx();
      const { email } = await signUp(app);
      const attempt = () =>
        app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          payload: { email, password: 'wrong-password' },
          remoteAddress: '10.9.8.7',
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      // Another address is not affected.
      const other = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email, password: 'wrong-password' },
        remoteAddress: '10.9.8.8',
      });
      expect(other.statusCode).toBe(401);
    });

    it('should not let a new X-Forwarded-For per attempt step around the limit (no proxy trusted)', async () => {
      const { app } = ctx();
      const { email } = await signUp(app);
      const attempt = (i: number) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          payload: { email: `x${i}-${email}`, password: 'wrong-password' },
          remoteAddress: '10.9.8.20',
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
        });
      for (let i = 0; i < 3; i++) expect((await attempt(i)).statusCode).toBe(401);
      expect((await attempt(3)).statusCode).toBe(429);
    });
  },
  { signInRateLimit: { max: 3, windowSeconds: 60 } },
);

describeEachDatabase(
  'auth behind a trusted proxy',
  (ctx) => {
    it('takes the client address from the trusted proxy, so clients behind it are told apart', async () => {
      const { app } = ctx();
      const attempt = (client: string) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          payload: { email: uniqueEmail('proxy'), password: 'wrong-password' },
          remoteAddress: '10.0.0.2',
          headers: { 'x-forwarded-for': client },
        });
      for (let i = 0; i < 2; i++) expect((await attempt('203.0.113.5')).statusCode).toBe(401);
      expect((await attempt('203.0.113.5')).statusCode).toBe(429);
      expect((await attempt('203.0.113.6')).statusCode).toBe(401);
    });
  },
  { signInRateLimit: { max: 2, windowSeconds: 60 }, trustProxy: ['10.0.0.0/8'] },
);

describeEachDatabase('auth calls the app does not use', (ctx) => {
  it.each([
    ['GET', '/api/auth/list-sessions'],
    ['POST', '/api/auth/update-user'],
    ['POST', '/api/auth/revoke-sessions'],
    ['POST', '/api/auth/change-email'],
    ['POST', '/api/auth/delete-user'],
  ])('answers 404 to %s %s, even signed in', async (method, url) => {
    const { cookie } = await signUp(ctx().app);
    const response = await ctx().app.inject(
      withCookie(cookie, {
        method: method as 'GET',
        url,
        payload: method === 'GET' ? undefined : { name: 'Renamed' },
      }),
    );
    expect(response.statusCode).toBe(404);
  });
});
