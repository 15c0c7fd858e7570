// POST /api/admin/jobs/import on the real app (error handling, not-found handler) and database
// of each kind, with an admin token configured.
import type { JobPostingInput } from '@talent/contract';
import { schema } from '@talent/db';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase, signUp } from '../../test/harness';
import { adminTokenMatches } from './admin-token';
import { IMPORT_BODY_LIMIT, importRoutes } from './import.routes';

const TOKEN = 'admin-token-for-tests-0123456789';
const URL = '/api/admin/jobs/import';
const auth = { authorization: `Bearer ${TOKEN}` };

function posting(id: string, title = 'Site Supervisor'): JobPostingInput {
  return {
    '@type': 'JobPosting',
    identifier: id,
    title,
    description: '<p>Run the site.</p><script>alert(1)</script>',
    datePosted: '2025-05-01',
    hiringOrganization: { name: 'Admin Import Co' },
  };
}

describeEachDatabase(
  'POST /api/admin/jobs/import',
  (ctx) => {
    it('should require the admin token', async () => {
      for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`, 'Bearer ']) {
        const response = await ctx().app.inject({
          method: 'POST',
          url: URL,
          headers: authorization ? { authorization } : {},
          payload: [posting('api-0')],
        });
        expect(response.statusCode, authorization).toBe(401);
        expect(response.json()).toEqual({
          message: 'A valid admin token is required.',
          code: 'UNAUTHORIZED',
        });
        expect(response.headers['www-authenticate']).toBe('Bearer');
      }
    });

    it('imports a JSON array and reports a bad element by the line it starts on', async () => {
      const body = JSON.stringify([posting('api-1'), { ...posting('api-2'), title: '' }], null, 2);
      const response = await ctx().app.inject({
        method: 'POST',
        url: URL,
        headers: { ...auth, 'content-type': 'application/json' },
        payload: body,
      });
      expect(response.statusCode).toBe(200);
      const secondLine = body.split('\n').lastIndexOf('  {') + 1;
      expect(response.json()).toEqual({
        imported: 1,
        updated: 0,
        failed: [{ line: secondLine, identifier: 'api-2', reason: 'title: Title is required' }],
      });
      const [job] = await ctx()
        .database.db.select({ html: schema.job.descriptionHtml })
        .from(schema.job)
        .where(eq(schema.job.externalId, 'api-1'));
      expect(job?.html).toBe('<p>Run the site.</p>');
    });

    it.each(['application/x-ndjson', 'application/jsonl'])(
      'imports JSON Lines sent as %s, updating by identifier',
      async (contentType) => {
        const lines = [
          posting('api-1', `Updated via ${contentType}`),
          posting(`api-${contentType}`),
        ]
          .map((p) => JSON.stringify(p))
          .join('\n');
        const response = await ctx().app.inject({
          method: 'POST',
          url: URL,
          headers: { ...auth, 'content-type': contentType },
          payload: lines,
        });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ imported: 1, updated: 1, failed: [] });
      },
    );

    it('answers 400 for an empty feed and 415 for other content types', async () => {
      const empty = await ctx().app.inject({
        method: 'POST',
        url: URL,
        headers: { ...auth, 'content-type': 'application/x-ndjson' },
        payload: '\n',
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({
        message: 'The feed holds no job postings.',
        code: 'BAD_REQUEST',
      });
      const text = await ctx().app.inject({
        method: 'POST',
        url: URL,
        headers: { ...auth, 'content-type': 'text/plain' },
        payload: 'hello',
      });
      expect(text.statusCode).toBe(415);
      expect(text.json()).toMatchObject({ code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' });
    });

    it("leaves the other routes' JSON parsing alone", async () => {
      const { response } = await signUp(ctx().app);
      expect(response.statusCode).toBe(200);
    });

    it('accepts feeds up to 20 MB and refuses larger ones with 413', async () => {
      // Past the app's 1 MB default: blank lines pad a one-job feed to 3 MB.
      const padded = await ctx().app.inject({
        method: 'POST',
        url: URL,
        headers: { ...auth, 'content-type': 'application/x-ndjson' },
        payload: `${JSON.stringify(posting('api-big'))}${'\n'.repeat(3 * 1024 * 1024)}`,
      });
      expect(padded.statusCode).toBe(200);
      expect(padded.json()).toMatchObject({ imported: 1, failed: [] });
      const response = await ctx().app.inject({
        method: 'POST',
        url: URL,
        headers: { ...auth, 'content-type': 'application/x-ndjson' },
        payload: ' '.repeat(IMPORT_BODY_LIMIT + 1),
      });
      expect(response.statusCode).toBe(413);
    });
  },
  { adminToken: TOKEN },
);

describe('importRoutes without ADMIN_TOKEN', () => {
  it('does not register the endpoint, so it answers 404', async () => {
    const app = Fastify();
    // Any database will do: without a token the plugin must not touch it.
    await app.register(importRoutes({ db: {} as never, adminToken: undefined }));
    const response = await app.inject({ method: 'POST', url: URL, headers: auth, payload: [] });
    expect(response.statusCode).toBe(404);
    await app.close();
  });
});

describe('adminTokenMatches', () => {
  it('accepts only the exact bearer token', () => {
    expect(adminTokenMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(adminTokenMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(adminTokenMatches(`Bearer ${TOKEN}x`, TOKEN)).toBe(false);
    expect(adminTokenMatches(`Bearer ${TOKEN.slice(0, -1)}`, TOKEN)).toBe(false);
    expect(adminTokenMatches(TOKEN, TOKEN)).toBe(false);
    expect(adminTokenMatches(undefined, TOKEN)).toBe(false);
  });
});
