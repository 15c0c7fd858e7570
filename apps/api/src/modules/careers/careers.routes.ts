// The careers API (spec 2 section 7.1), served under /api/careers and /api/jobsapi/careers:
// the careers token per community, the job advert, job URLs, documents, search, facets and
// customisation; plus the employer's vacancy preview and the layout model. Public: a visitor
// gets a careers token too, and a signed-in talent's token says who they are.
import {
  careersAttachmentSchema,
  careersJobAdvertSchema,
  careersJobRefQuerySchema,
  careersJobRefSchema,
  careersMessages,
  careersTokenSchema,
  segmentCodeSchema,
  urlCodeSchema,
} from '@talent/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { resolveTalent } from '../../plugins/talent-session';
import { advertIndexRoutes } from './advert-index.routes';
import { communityBySegment } from './careers-community.service';
import { customisationRoutes } from './careers-customisation.routes';
import type { CareersDeps } from './careers-deps';
import {
  jobAttachmentFile,
  jobAttachments,
  jobRef,
  loadVisibleAdvert,
  resolveJobUrl,
} from './careers-job.service';
import { careersSearchRoutes } from './careers-search.routes';
import { careersViewer, issueCareersToken } from './careers-token';
import { layoutModelRoutes } from './layout-model.routes';
import { vacancyPreviewRoutes } from './vacancy-preview.routes';

export const CAREERS_PREFIXES = ['/api/careers', '/api/jobsapi/careers'] as const;

const jobParams = z.object({ segmentCode: segmentCodeSchema, urlCode: urlCodeSchema });

function careersApi(deps: CareersDeps) {
  const { db, tokens, storage } = deps;
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    const noSegment = async () => {
      throw new AppError('BAD_REQUEST', careersMessages.segmentCodeRequired);
    };
    api.get('/auth/token', noSegment);
    api.get('/auth/token/', noSegment);
    const token = async (request: FastifyRequest, segmentCode: string) => {
      await communityBySegment(db, segmentCode);
      // The session is optional here: a visitor's token simply has no talent.
      const talent = await resolveTalent(deps, request);
      return issueCareersToken(tokens, talent?.talentId ?? null, segmentCode);
    };
    api.get(
      '/auth/token/:segmentCode',
      {
        schema: {
          params: z.object({ segmentCode: segmentCodeSchema }),
          response: { 200: careersTokenSchema },
        },
      },
      (request) => token(request, request.params.segmentCode),
    );
    // The internal jobs token of the original careers site is accepted and not needed: whether
    // the talent is an employee comes from their connections.
    api.get(
      '/auth/token/:segmentCode/:internalJobsToken',
      {
        schema: {
          params: z.object({
            segmentCode: segmentCodeSchema,
            internalJobsToken: z.string().max(2000),
          }),
          response: { 200: careersTokenSchema },
        },
      },
      (request) => token(request, request.params.segmentCode),
    );

    const advert = async (
      request: FastifyRequest,
      params: { segmentCode: string; urlCode: string },
    ) => {
      const viewer = await careersViewer(tokens, request, params.segmentCode);
      return (await loadVisibleAdvert(db, viewer.talentId, params.segmentCode, params.urlCode))
        .advert;
    };
    api.get(
      '/job/:segmentCode/:urlCode',
      { schema: { params: jobParams, response: { 200: careersJobAdvertSchema } } },
      (request) => advert(request, request.params),
    );
    // The extra segment (the advert url code) is not needed to find the job: older links whose
    // advert code changed still open the advert.
    api.get(
      '/job/:segmentCode/:urlCode/:extra',
      {
        schema: {
          params: jobParams.extend({ extra: z.string().max(200) }),
          response: { 200: careersJobAdvertSchema },
        },
      },
      (request) => advert(request, request.params),
    );
    api.get(
      '/job/:segmentCode/resolve-url/:code',
      {
        schema: {
          params: z.object({ segmentCode: segmentCodeSchema, code: z.string().min(1).max(100) }),
          response: { 200: careersJobRefSchema },
        },
      },
      async (request) => {
        await careersViewer(tokens, request, request.params.segmentCode);
        return resolveJobUrl(db, request.params.segmentCode, request.params.code);
      },
    );
    // Addresses without a community (/job/{companyCode}/{urlCode}, /job/{urlCode}/{advert}/{slug})
    // ask here which community's token to get; only public codes are answered.
    api.get(
      '/job-ref/:urlCode',
      {
        schema: {
          params: z.object({ urlCode: urlCodeSchema }),
          querystring: careersJobRefQuerySchema,
          response: { 200: careersJobRefSchema },
        },
      },
      (request) => jobRef(db, { urlCode: request.params.urlCode, ...request.query }),
    );

    api.get(
      '/job-attachments/:segmentCode/:urlCode',
      { schema: { params: jobParams, response: { 200: z.array(careersAttachmentSchema) } } },
      async (request) => {
        const viewer = await careersViewer(tokens, request, request.params.segmentCode);
        return jobAttachments(
          db,
          viewer.talentId,
          request.params.segmentCode,
          request.params.urlCode,
        );
      },
    );
    // Documents open in a new tab, so no Authorization header comes with them: the session
    // cookie (if any) decides, exactly as the advert's visibility does.
    api.get(
      '/job-attachments/:segmentCode/:urlCode/:fileName',
      {
        schema: {
          params: jobParams.extend({
            fileName: z.string().regex(/^[a-z0-9-]{1,150}\.pdf$/, 'Expected a PDF file name'),
          }),
        },
      },
      async (request, reply) => {
        const talent = await resolveTalent(deps, request);
        const file = await jobAttachmentFile(db, storage, talent?.talentId ?? null, request.params);
        return reply
          .header('content-type', 'application/pdf')
          .header(
            'content-disposition',
            `inline; filename="${request.params.fileName}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
          )
          .header('cache-control', 'private, max-age=300')
          .send(Buffer.from(file.bytes));
      },
    );

    await app.register(careersSearchRoutes(deps));
    await app.register(customisationRoutes(deps));
  };
}

/** Register once in app.ts, outside the talent scope: `app.register(careersRoutes(deps))`. */
export function careersRoutes(deps: CareersDeps) {
  return async (app: FastifyInstance) => {
    for (const prefix of CAREERS_PREFIXES) await app.register(careersApi(deps), { prefix });
    await app.register(vacancyPreviewRoutes(deps));
    await app.register(layoutModelRoutes(deps.config));
    await app.register(advertIndexRoutes(deps));
  };
}
