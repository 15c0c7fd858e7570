// Cross-site request forgery, over the whole route table: every state-changing route refuses a
// write that rides on the session cookie from another origin (or from no origin at all), before
// anything runs. New routes are covered without being listed here.
import { schema } from '@talent/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { testConfig } from '../config';
import { signUpTalent } from '../modules/careers/test-support';
import { CROSS_ORIGIN_MESSAGE, TOKEN_AUTHORISED_PATHS } from '../plugins/request-guards';
import { multipart, pdfBytes } from '../test/files';
import { describeEachDatabase, withCookie } from '../test/harness';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A concrete path for a route pattern: every parameter and wildcard filled in. */
const concrete = (url: string) =>
  url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000001').replace(/\*/g, 'x');

describeEachDatabase('cross-origin writes', (ctx) => {
  let app: FastifyInstance;
  let cookie: string;
  let talentId: string;
  beforeAll(async () => {
    app = ctx().app;
    ({ cookie, talentId } = await signUpTalent(app));
  });
  /** Writes a session cookie authorises (those a signed token in them authorises are apart). */
  const writes = () =>
    ctx().app.routeTable.filter(
      (r) => WRITES.has(r.method) && !TOKEN_AUTHORISED_PATHS.includes(r.url),
    );

  it('acts on no session in the writes a token authorises: without the token, nothing', async () => {
    for (const url of TOKEN_AUTHORISED_PATHS) {
      const response = await app.inject(
        withCookie(cookie, {
          method: 'POST',
          url,
          headers: { origin: 'https://attacker.example' },
          payload: {},
        }),
      );
      expect(response.statusCode, url).toBe(400);
    }
  });

  it('has state-changing routes to check', () => {
    expect(writes().length).toBeGreaterThan(30);
  });

  it('refuses every write from another origin with 403 and a clear message', async () => {
    for (const route of writes()) {
      for (const headers of [
        { origin: 'https://attacker.example' },
        { origin: 'http://localhost.attacker.example' },
        { origin: 'null' },
        { referer: 'https://attacker.example/page' },
        { origin: '' },
      ]) {
        const response = await app.inject(
          withCookie(cookie, {
            method: route.method as 'POST',
            url: concrete(route.url),
            headers: { ...headers, 'content-type': 'text/plain' },
            payload: '{}',
          }),
        );
        expect({
          route: `${route.method} ${route.url}`,
          headers,
          status: response.statusCode,
        }).toEqual({ route: `${route.method} ${route.url}`, headers, status: 403 });
        expect(response.json()).toEqual({ message: CROSS_ORIGIN_MESSAGE, code: 'FORBIDDEN' });
      }
    }
  });

  it('lets the app itself write, by its Origin or, without one, its Referer', async () => {
    const put = (headers: Record<string, string>) =>
      app.inject(
        withCookie(cookie, {
          method: 'PUT',
          url: '/api/workerapi/webresume/career',
          headers,
          payload: { careerSummary: 'Chef with ten years in busy kitchens.' },
        }),
      );
    expect((await put({ origin: testConfig().publicUrl })).statusCode).not.toBe(403);
    expect(
      (await put({ referer: `${testConfig().publicUrl}/talent/profile` })).statusCode,
    ).not.toBe(403);
  });

  it('leaves calls authorised by a bearer token to their own token rules', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/careers/talent-job-search/1/10',
      headers: { origin: 'https://attacker.example', authorization: 'Bearer not-a-token' },
      payload: {},
    });
    expect(response.statusCode).toBe(401);
  });

  it('a forged resume upload from another page changes nothing', async () => {
    const files = () =>
      ctx()
        .database.db.select()
        .from(schema.talentFile)
        .where(eq(schema.talentFile.talentId, talentId));
    const before = await files();
    const form = multipart('forged.pdf', pdfBytes('Forged resume'));
    const forged = await app.inject(
      withCookie(cookie, {
        method: 'POST',
        url: '/api/talentapi/cv-file',
        payload: form.payload,
        headers: { ...form.headers, origin: 'https://attacker.example' },
      }),
    );
    expect(forged.statusCode).toBe(403);
    expect(await files()).toEqual(before);
  });
});
