// GET customisation/branding/{id} and customisation/wizard/{id} (id: the segment code): how a
// community's careers pages look and how talent apply. Fixed per community, so clients cache
// them per id (and so may the browser, for five minutes).
import {
  type CareersBranding,
  type CareersWizard,
  careersBrandingSchema,
  careersWizardSchema,
  segmentCodeSchema,
} from '@talent/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyLogoUrl } from '../branding';
import { safeUrl } from './careers-advert';
import { type CommunityRow, communityBySegment } from './careers-community.service';
import type { CareersDeps } from './careers-deps';
import { careersViewer } from './careers-token';

/** The app's teal: communities have no colour of their own in this installation. */
export const DEFAULT_PRIMARY_COLOUR = '#0b6e70';
const CACHE = 'public, max-age=300';
const idParams = z.object({ id: segmentCodeSchema });

export function brandingOf(community: CommunityRow): CareersBranding {
  return {
    id: community.segmentCode,
    companyName: community.companyName,
    companyCode: community.companyCode,
    communityName: community.displayName,
    logoUrl: companyLogoUrl({
      companyCode: community.companyCode,
      hasLogoSvg: community.companyHasLogo,
    }),
    backgroundUrl: safeUrl(community.backgroundUrl),
    primaryColour: DEFAULT_PRIMARY_COLOUR,
    // Every community shows what an advert leaves out rather than hiding it.
    emptyHighlightsEnabled: true,
  };
}

export function wizardOf(community: CommunityRow): CareersWizard {
  return {
    id: community.segmentCode,
    applyWithProfile: true,
    steps: [
      { key: 'profile', title: 'Check your profile' },
      { key: 'submit', title: 'Submit your application' },
    ],
  };
}

export function customisationRoutes(deps: CareersDeps) {
  const { db, tokens } = deps;
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const community = (id: string) => communityBySegment(db, id);
    api.get(
      '/customisation/branding/:id',
      { schema: { params: idParams, response: { 200: careersBrandingSchema } } },
      async (request, reply) => {
        await careersViewer(tokens, request, request.params.id);
        reply.header('cache-control', CACHE);
        return brandingOf(await community(request.params.id));
      },
    );
    api.get(
      '/customisation/wizard/:id',
      { schema: { params: idParams, response: { 200: careersWizardSchema } } },
      async (request, reply) => {
        await careersViewer(tokens, request, request.params.id);
        reply.header('cache-control', CACHE);
        return wizardOf(await community(request.params.id));
      },
    );
  };
}
