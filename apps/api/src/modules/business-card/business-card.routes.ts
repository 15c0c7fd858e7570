// Business card, privacy, job search status, link types and the profile preview
// (spec 2 sections 3, 5, 7.2). Registered inside the talent scope: every call acts for the
// caller's own talent. Countries and states are served by the places module.
import {
  businessCardSchema,
  jobSearchStatusResponseSchema,
  linkTypeSchema,
  linkTypes,
  previewParamsSchema,
  privacySchema,
  profilePreviewSchema,
  updateBusinessCardBodySchema,
  updateJobSearchStatusBodySchema,
  updatePrivacyBodySchema,
} from '@talent/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentTalent } from '../../plugins/talent-session';
import type { ProfileDeps } from '../profile-deps';
import {
  readBusinessCard,
  readPrivacy,
  saveBusinessCard,
  saveJobSearchStatus,
  savePrivacy,
} from './business-card.service';
import { readProfilePreview } from './profile-preview.service';

const API = '/api/talentapi';

export function businessCardRoutes(deps: ProfileDeps) {
  const { db } = deps;
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get(
      `${API}/businessCard`,
      { schema: { response: { 200: businessCardSchema } } },
      (request) => readBusinessCard(db, currentTalent(request).talentId),
    );
    api.put(
      `${API}/businessCard`,
      { schema: { body: updateBusinessCardBodySchema, response: { 200: businessCardSchema } } },
      (request) => saveBusinessCard(db, currentTalent(request).talentId, request.body),
    );
    api.get(`${API}/privacy`, { schema: { response: { 200: privacySchema } } }, (request) =>
      readPrivacy(db, currentTalent(request).talentId),
    );
    api.put(
      `${API}/privacy`,
      { schema: { body: updatePrivacyBodySchema, response: { 200: privacySchema } } },
      (request) => savePrivacy(db, currentTalent(request).talentId, request.body.profileStatus),
    );
    api.put(
      `${API}/job-search-status`,
      {
        schema: {
          body: updateJobSearchStatusBodySchema,
          response: { 200: jobSearchStatusResponseSchema },
        },
      },
      (request) =>
        saveJobSearchStatus(db, currentTalent(request).talentId, request.body.jobSearchStatusId),
    );
    api.get(
      `${API}/reference/linktypes`,
      { schema: { response: { 200: z.array(linkTypeSchema) } } },
      async (_request, reply) => {
        reply.header('cache-control', 'private, max-age=3600');
        return linkTypes.map(({ id, name }) => ({ id, name }));
      },
    );
    api.get(
      `${API}/profile-preview/:view`,
      { schema: { params: previewParamsSchema, response: { 200: profilePreviewSchema } } },
      (request) => readProfilePreview(db, currentTalent(request).talentId, request.params.view),
    );
  };
}
