import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/harness';

/** The version this checkout builds: the one the health call and the version check must name. */
const builtVersion = (
  JSON.parse(readFileSync(new URL('../../../../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

describeEachDatabase('health and public calls', (ctx) => {
  it('GET /api/health answers 200 while the database answers', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: ctx().kind, version: builtVersion });
  });

  it('GET /api/ready answers 200 while the database answers, and is never cached', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ready: true, database: ctx().kind });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('serves the latest app version for the app and environment', async () => {
    const response = await ctx().app.inject({
      method: 'GET',
      url: '/cf-api/app-versions/talent_production',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      appId: 'talent',
      environmentId: 'production',
      version: builtVersion,
    });
    expect(
      (await ctx().app.inject({ method: 'GET', url: '/cf-api/app-versions/other_production' }))
        .statusCode,
    ).toBe(404);
    const malformed = await ctx().app.inject({
      method: 'GET',
      url: '/cf-api/app-versions/no-underscore',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('Expected {appId}_{environmentId}');
  });

  it('serves the en-AU translations, and falls back to them for an unknown language', async () => {
    const enAU = await ctx().app.inject({ method: 'GET', url: '/api/translations/?lang=en-AU' });
    expect(enAU.statusCode).toBe(200);
    expect(enAU.json().toasts.outOfDateTitle).toBe('This app is out of date');
    const unknown = await ctx().app.inject({ method: 'GET', url: '/api/translations/?lang=xx-YY' });
    expect(unknown.headers['content-language']).toBe('en-AU');
  });

  it('answers unknown API paths with the one JSON error shape', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'No route for GET /api/nothing-here',
      code: 'NOT_FOUND',
    });
  });
});

describeEachDatabase('health when the database is gone', (ctx) => {
  it('GET /api/health answers 503 when the database does not answer', async () => {
    await ctx().database.close();
    const response = await ctx().app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json().status).toBe('unavailable');
  });
});

describeEachDatabase('security headers over plain http', (ctx) => {
  it('sends neither HSTS nor upgrade-insecure-requests when the app is not served over https', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});

describeEachDatabase(
  'security headers over https',
  (ctx) => {
    it('sends HSTS without includeSubDomains and upgrades insecure requests', async () => {
      const response = await ctx().app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toBe('max-age=15552000');
      expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    });
  },
  { publicUrl: 'https://talent.example', appOrigins: ['https://talent.example'] },
);
