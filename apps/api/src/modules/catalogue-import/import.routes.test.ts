// The admin job import on the real app (error handling, not-found handler, the app's job
// worker) and database of each kind, with an admin token configured: POST answers 202 with a
// job id, and polling GET /api/admin/jobs/import/{jobId} ends with the import's summary.
import type { JobImportStatus, JobPostingInput } from '@talent/contract';
import { schema } from '@talent/db';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { createJobQueue } from '../../jobs';
import { adminTokenMatches } from '../../lib/admin-token';
import { describeEachDatabase, signUp, type TestContext } from '../../test/harness';
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
    jobLocation: { address: { addressLocality: 'Penrith', addressRegion: 'NSW' } },
  };
}

const jsonLines = (postings: JobPostingInput[]) =>
  postings.map((p) => JSON.stringify(p)).join('\n');

/** Posts a feed, expecting it accepted: 202, the job id, and its address in Location. */
async function postFeed(ctx: TestContext, payload: string, contentType = 'application/x-ndjson') {
  const response = await ctx.app.inject({
    method: 'POST',
    url: URL,
    headers: { ...auth, 'content-type': contentType },
    payload,
  });
  expect(response.statusCode, response.body).toBe(202);
  const { jobId } = response.json() as { jobId: string };
  expect(response.headers.location).toBe(`${URL}/${jobId}`);
  return jobId;
}

async function statusOf(ctx: TestContext, jobId: string) {
  const response = await ctx.app.inject({ method: 'GET', url: `${URL}/${jobId}`, headers: auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as JobImportStatus;
}

/** Polls the job until it is done or failed (a bounded wait: the test fails past it). */
async function finished(ctx: TestContext, jobId: string): Promise<JobImportStatus> {
  return vi.waitFor(
    async () => {
      const status = await statusOf(ctx, jobId);
      expect(['done', 'failed']).toContain(status.state);
      return status;
    },
    { timeout: 30_000, interval: 25 },
  );
}

describeEachDatabase(
  'the admin job import',
  (ctx) => {
    it('should require the admin token to start an import or read one', async () => {
      const jobId = await postFeed(ctx(), jsonLines([posting('api-0')]));
      for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`, 'Bearer ']) {
        const headers = authorization ? { authorization } : {};
        const post = await ctx().app.inject({
          method: 'POST',
          url: URL,
          headers,
          payload: [posting('api-0')],
        });
        const get = await ctx().app.inject({ method: 'GET', url: `${URL}/${jobId}`, headers });
        for (const response of [post, get]) {
          expect(response.statusCode, authorization).toBe(401);
          expect(response.json()).toEqual({
            message: 'A valid admin token is required.',
            code: 'UNAUTHORIZED',
          });
          expect(response.headers['www-authenticate']).toBe('Bearer');
        }
      }
      await finished(ctx(), jobId);
    });

    it('imports a JSON array in the background and reports a bad element by the line it starts on', async () => {
      const body = JSON.stringify(
        [
          posting('api-1'),
          { ...posting('api-2'), title: '' },
          posting('api-nurse', 'Registered Nurse'),
        ],
        null,
        2,
      );
      const jobId = await postFeed(ctx(), body, 'application/json');
      const status = await finished(ctx(), jobId);
      const secondLine = body.split('\n').indexOf('  {', 2) + 1;
      expect(status).toMatchObject({
        jobId,
        state: 'done',
        attempts: 1,
        summary: {
          created: 2,
          updated: 0,
          unchanged: 0,
          skippedCount: 1,
          skipped: [{ line: secondLine, identifier: 'api-2', reason: 'title: Title is required' }],
          warningCount: 0,
          warnings: [],
        },
      });
      expect(status.error).toBeUndefined();
      expect(Date.parse(status.finishedAt ?? '')).toBeGreaterThanOrEqual(
        Date.parse(status.createdAt),
      );
      const [job] = await ctx()
        .database.db.select({ html: schema.job.descriptionHtml })
        .from(schema.job)
        .where(eq(schema.job.externalId, 'api-1'));
      expect(job?.html).toBe('<p>Run the site.</p>');
      // Then the imported job is tagged (a background job the import adds): the skills its text
      // mentions, the occupation its title names.
      await vi.waitFor(
        async () => {
          const [tags] = await ctx()
            .database.db.select({ occupationId: schema.jobTaxonomy.occupationId })
            .from(schema.jobTaxonomy)
            .innerJoin(schema.job, eq(schema.job.id, schema.jobTaxonomy.jobId))
            .where(eq(schema.job.externalId, 'api-nurse'));
          expect(tags?.occupationId).toBe('registered-nurse');
        },
        { timeout: 30_000, interval: 50 },
      );
    });

    it.each(['application/x-ndjson', 'application/jsonl'])(
      'imports JSON Lines sent as %s, updating by identifier',
      async (contentType) => {
        const lines = jsonLines([
          posting('api-1', `Updated via ${contentType}`),
          posting(`api-${contentType}`),
        ]);
        const status = await finished(ctx(), await postFeed(ctx(), lines, contentType));
        expect(status.summary).toMatchObject({ created: 1, updated: 1, skippedCount: 0 });
      },
    );

    it('answers 202 before the import is done, and the poll ends with the summary', async () => {
      const postings = Array.from({ length: 1500 }, (_, n) => posting(`api-bulk-${n}`));
      const jobId = await postFeed(ctx(), jsonLines(postings));
      const answeredAt = Date.now();
      const pending = await statusOf(ctx(), jobId);
      expect(pending.summary).toBeUndefined();
      const status = await finished(ctx(), jobId);
      expect(status.summary).toMatchObject({ created: 1500, updated: 0, skippedCount: 0 });
      // The request was answered while the import still ran: it did not hold the request open.
      expect(Date.parse(status.finishedAt ?? '')).toBeGreaterThan(answeredAt);
    });

    it('answers 400 for an empty feed and 415 for other content types, queuing nothing', async () => {
      const jobsBefore = await ctx().database.db.$count(schema.backgroundJob);
      for (const payload of ['\n', '[ ]']) {
        const empty = await ctx().app.inject({
          method: 'POST',
          url: URL,
          headers: { ...auth, 'content-type': 'application/x-ndjson' },
          payload,
        });
        expect(empty.statusCode).toBe(400);
        expect(empty.json()).toEqual({
          message: 'The feed holds no job postings.',
          code: 'BAD_REQUEST',
        });
      }
      const text = await ctx().app.inject({
        method: 'POST',
        url: URL,
        headers: { ...auth, 'content-type': 'text/plain' },
        payload: 'hello',
      });
      expect(text.statusCode).toBe(415);
      expect(text.json()).toMatchObject({ code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' });
      expect(await ctx().database.db.$count(schema.backgroundJob)).toBe(jobsBefore);
    });

    it('fails the job with the same message when the feed holds nothing but exotic spaces', async () => {
      const jobId = await postFeed(ctx(), '\u00a0\u2003\n');
      const status = await finished(ctx(), jobId);
      expect(status).toMatchObject({
        state: 'failed',
        attempts: 1,
        error: { message: 'The feed holds no job postings.' },
      });
      expect(status.summary).toBeUndefined();
      // The stored feed goes once the job has ended (just after its state is written).
      const [row] = await ctx()
        .database.db.select({ payload: schema.backgroundJob.payload })
        .from(schema.backgroundJob)
        .where(eq(schema.backgroundJob.id, jobId));
      const { feedKey } = row!.payload as { feedKey: string };
      await vi.waitFor(() =>
        expect(ctx().storage.get(feedKey)).rejects.toMatchObject({ code: 'ENOENT' }),
      );
    });

    it('answers 404 for an id that names no import job', async () => {
      const [other] = await ctx()
        .database.db.insert(schema.backgroundJob)
        .values({ kind: 'test.other', payload: {}, maxAttempts: 1 })
        .returning({ id: schema.backgroundJob.id });
      for (const jobId of ['00000000-0000-4000-8000-000000000000', 'not-a-job-id', other!.id]) {
        const response = await ctx().app.inject({
          method: 'GET',
          url: `${URL}/${jobId}`,
          headers: auth,
        });
        expect(response.statusCode, jobId).toBe(404);
        expect(response.json()).toEqual({
          message: 'No import job has this id.',
          code: 'NOT_FOUND',
        });
      }
    });

    it("leaves the other routes' JSON parsing alone", async () => {
      const { response } = await signUp(ctx().app);
      expect(response.statusCode).toBe(200);
    });

    it('accepts feeds up to 20 MB and refuses larger ones with 413', async () => {
      // Past the app's 1 MB default: blank lines pad a one-job feed to 3 MB.
      const padded = `${JSON.stringify(posting('api-big'))}${'\n'.repeat(3 * 1024 * 1024)}`;
      const status = await finished(ctx(), await postFeed(ctx(), padded));
      expect(status.summary).toMatchObject({ created: 1, skippedCount: 0 });
      const response = await ctx().app.inject({
        method: 'POST',
        url: URL,
        headers: { ...auth, 'content-type': 'application/x-ndjson' },
        payload: ' '.repeat(IMPORT_BODY_LIMIT + 1),
      });
      expect(response.statusCode).toBe(413);
    });
  },
  { adminToken: TOKEN, jobs: { pollIntervalMs: 50, concurrency: 2 } },
);

describe('importRoutes without ADMIN_TOKEN', () => {
  it('does not register the endpoints, so they answer 404', async () => {
    const app = Fastify();
    // Any database will do: without a token the plugin must not touch it.
    const queue = createJobQueue({ db: {} as never, log: app.log });
    await app.register(
      importRoutes({ db: {} as never, storage: {} as never, queue, adminToken: undefined }),
    );
    const post = await app.inject({ method: 'POST', url: URL, headers: auth, payload: [] });
    expect(post.statusCode).toBe(404);
    const get = await app.inject({ method: 'GET', url: `${URL}/x`, headers: auth });
    expect(get.statusCode).toBe(404);
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
