// The job import for operators and integrations. POST /api/admin/jobs/import takes a feed of
// schema.org JobPostings (a JSON array or JSON Lines), checks it cheaply (token, content type,
// size, not empty), stores it and answers 202 with the id of the background job that imports
// it; GET /api/admin/jobs/import/{jobId} tells how that job is going and, once done, answers
// the import's summary (failures by the feed's own line numbers). The routes exist only on
// installations that set ADMIN_TOKEN; elsewhere the paths answer 404 like any unknown one.
import {
  jobImportAcceptedSchema,
  jobImportParamsSchema,
  jobImportStatusSchema,
} from '@talent/contract';
import type { Database } from '@talent/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { JobQueue } from '../../jobs';
import { requireAdminToken } from '../../lib/admin-token';
import type { FileStorage } from '../../lib/file-storage';
import { importStatus, startImport } from './import.service';
import { catalogueImportJob } from './import-job';

export const IMPORT_BODY_LIMIT = 20 * 1024 * 1024;
const JSON_LINES_TYPES = ['application/x-ndjson', 'application/jsonl'];
const IMPORT_PATH = '/api/admin/jobs/import';

export function importRoutes(deps: {
  db: Database;
  storage: FileStorage;
  queue: JobQueue;
  adminToken: string | undefined;
  /** After each import (the job tagging, say). */
  onImported?: () => Promise<void>;
}) {
  return async (app: FastifyInstance) => {
    const { db, storage, queue, adminToken, onImported } = deps;
    // Every process runs import jobs, with or without the token: the feed may have been taken
    // by another process.
    const job = catalogueImportJob({ db, storage, onImported });
    queue.register(job);
    if (!adminToken) return;
    const service = { queue, storage, job };

    // Scoped to this plugin: every other route keeps Fastify's own parsers. Here the feed
    // types are read as text (one string: the app's text guard checks it in one pass), and
    // anything else (text/plain too) is refused with 415.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      ['application/json', ...JSON_LINES_TYPES],
      { parseAs: 'string' },
      (_request, body, done) => done(null, body),
    );
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.post(
      IMPORT_PATH,
      {
        bodyLimit: IMPORT_BODY_LIMIT,
        onRequest: requireAdminToken(adminToken),
        schema: {
          summary:
            'Import schema.org JobPostings (JSON array or JSON Lines) in the background; upsert by identifier',
          consumes: ['application/json', ...JSON_LINES_TYPES],
          response: { 202: jobImportAcceptedSchema },
        },
      },
      async (request, reply) => {
        const jobId = await startImport(
          service,
          typeof request.body === 'string' ? request.body : '',
        );
        request.log.info({ jobId }, 'job feed queued for import');
        return reply.status(202).header('location', `${IMPORT_PATH}/${jobId}`).send({ jobId });
      },
    );

    routes.get(
      `${IMPORT_PATH}/:jobId`,
      {
        onRequest: requireAdminToken(adminToken),
        schema: {
          summary: 'The state of a job import and, once done, its summary',
          params: jobImportParamsSchema,
          response: { 200: jobImportStatusSchema },
        },
      },
      async (request) => importStatus(service, request.params.jobId),
    );
  };
}
