// The careers search calls: POST search/{clientCode}[/{page}[/{pageSize}]], GET
// search/{clientCode}/config[?multiSegment] and the four facet calls. The body is the talent
// job search's args (spec 2 leaves its shape open).
import {
  careersSearchConfigQuerySchema,
  careersSearchConfigSchema,
  categoryFacetsSchema,
  facetOptionsSchema,
  jobSearchArgsSchema,
  jobSearchPageParamsSchema,
  jobSearchResultSchema,
  SEARCH_PAGE_SIZE,
  segmentCodeSchema,
} from '@talent/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CareersDeps } from './careers-deps';
import {
  careersCategoryFacet,
  careersFacet,
  careersSearch,
  careersSearchConfig,
} from './careers-search.service';
import { careersViewer } from './careers-token';

const clientParams = z.object({ clientCode: segmentCodeSchema });
const FACETS = ['work-types', 'locations', 'flexible-options'] as const;

export function careersSearchRoutes(deps: CareersDeps) {
  const { db, tokens, config } = deps;
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const talentOf = async (request: FastifyRequest, clientCode: string) =>
      (await careersViewer(tokens, request, clientCode)).talentId;

    const search = async (
      request: FastifyRequest,
      clientCode: string,
      body: z.infer<typeof jobSearchArgsSchema>,
      page: { page: number; pageSize: number },
    ) => careersSearch(db, clientCode, await talentOf(request, clientCode), body, page);

    api.post(
      '/search/:clientCode',
      {
        schema: {
          params: clientParams,
          body: jobSearchArgsSchema,
          response: { 200: jobSearchResultSchema },
        },
      },
      (request) =>
        search(request, request.params.clientCode, request.body, {
          page: 1,
          pageSize: SEARCH_PAGE_SIZE,
        }),
    );
    for (const path of ['/search/:clientCode/:page', '/search/:clientCode/:page/:pageSize']) {
      api.post(
        path,
        {
          schema: {
            params: clientParams.extend(jobSearchPageParamsSchema.shape),
            body: jobSearchArgsSchema,
            response: { 200: jobSearchResultSchema },
          },
        },
        (request) => search(request, request.params.clientCode, request.body, request.params),
      );
    }
    api.get(
      '/search/:clientCode/config',
      {
        schema: {
          params: clientParams,
          querystring: careersSearchConfigQuerySchema,
          response: { 200: careersSearchConfigSchema },
        },
      },
      async (request) =>
        careersSearchConfig(
          db,
          request.params.clientCode,
          await talentOf(request, request.params.clientCode),
          { multiSegment: request.query.multiSegment, homeCountry: config.homeCountry },
        ),
    );

    for (const facet of FACETS) {
      api.post(
        `/facets/:clientCode/${facet}`,
        {
          schema: {
            params: clientParams,
            body: jobSearchArgsSchema,
            response: { 200: facetOptionsSchema },
          },
        },
        async (request) =>
          careersFacet(
            db,
            request.params.clientCode,
            await talentOf(request, request.params.clientCode),
            facet,
            request.body,
          ),
      );
    }
    api.post(
      '/facets/:clientCode/categories',
      {
        schema: {
          params: clientParams,
          body: jobSearchArgsSchema,
          response: { 200: categoryFacetsSchema },
        },
      },
      async (request) =>
        careersCategoryFacet(
          db,
          request.params.clientCode,
          await talentOf(request, request.params.clientCode),
          request.body,
        ),
    );
  };
}
