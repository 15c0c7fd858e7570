// POST /api/admin/jobs/import: the job import for operators and integrations. The body is a
// feed of schema.org JobPostings, a JSON array or JSON Lines, read as text so that failures
// are reported by the feed's own line numbers. The route exists only on installations that
// set ADMIN_TOKEN; elsewhere the path answers 404 like any unknown one.
import { jobImportSummarySchema } from '@talent/contract';
import type { Database } from '@talent/db';
import { importJobFeed, parseFeed, refreshSearchData } from '@talent/db/catalogue';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { requireAdminToken } from './admin-token';

export const IMPORT_BODY_LIMIT = 20 * 1024 * 1024;
const JSON_LINES_TYPES = ['application/x-ndjson', 'application/jsonl'];

export function importRoutes(deps: { db: Database; adminToken: string | undefined }) {
  return async (app: FastifyInstance) => {
    const { db, adminToken } = deps;
    if (!adminToken) return;

    // Scoped to this plugin: every other route keeps Fastify's own parsers. Here the feed
    // types are read as text, and anything else (text/plain too) is refused with 415.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      ['application/json', ...JSON_LINES_TYPES],
      { parseAs: 'string' },
      (_request, body, done) => done(null, body),
    );

    app.withTypeProvider<ZodTypeProvider>().post(
      '/api/admin/jobs/import',
      {
        bodyLimit: IMPORT_BODY_LIMIT,
        onRequest: requireAdminToken(adminToken),
        schema: {
          summary: 'Import schema.org JobPostings (JSON array or JSON Lines); upsert by identifier',
          consumes: ['application/json', ...JSON_LINES_TYPES],
          response: { 200: jobImportSummarySchema },
        },
      },
      async (request) => {
        const entries = parseFeed(typeof request.body === 'string' ? request.body : '');
        if (entries.length === 0) {
          throw new AppError('BAD_REQUEST', 'The feed holds no job postings.');
        }
        const summary = await importJobFeed(db, entries);
        await refreshSearchData(db);
        request.log.info(
          { imported: summary.imported, updated: summary.updated, failed: summary.failed.length },
          'job feed imported',
        );
        return summary;
      },
    );
  };
}
