// Qualifications, licences, documents, IT skills, languages and their lookups (spec 2 section 7.2).
// Registered inside the talent scope: every call needs the session and acts for its talent.
import {
  attachedFileSchema,
  createdIdSchema,
  DOCUMENT_EXTENSIONS,
  documentIdParamsSchema,
  driversLicenceTypesSchema,
  educationLevelsSchema,
  type ItSkillGroupId,
  itSkillGroupParamsSchema,
  itSkillLookupBodySchema,
  itSkillSuggestionsSchema,
  itSkillsBodySchema,
  itSkillsSchema,
  languageBodySchema,
  languageEntrySchema,
  languageIdParamsSchema,
  languagesResponseSchema,
  QUALIFICATION_LIMITS,
  qualificationBodySchema,
  qualificationIdParamsSchema,
  qualificationMessages,
  qualificationsResponseSchema,
  referenceLanguagesSchema,
  workerDocumentQuerySchema,
} from '@talent/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DOCUMENT_CSP, readUpload, type UploadRules } from '../../lib/uploads';
import { currentTalent } from '../../plugins/talent-session';
import type { ProfileDeps } from '../profile-deps';
import { suggestItSkills } from './it-skill-lookup';
import { DRIVERS_LICENCE_TYPES, EDUCATION_LEVELS } from './qualification-lookups';
import * as service from './qualifications.service';
import { referenceLanguages } from './reference-languages';

const WEBRESUME = '/api/workerapi/webresume';
/** Reference lists change only with a release: let the browser keep them for a day. */
const CACHED = 'private, max-age=86400';

const DOCUMENT_RULES: UploadRules = {
  maxBytes: QUALIFICATION_LIMITS.documentMaxBytes,
  allowed: DOCUMENT_EXTENSIONS,
  messages: {
    missing: qualificationMessages.documentMissing,
    tooLarge: qualificationMessages.documentTooLarge,
    wrongType: qualificationMessages.documentWrongType,
    badName: qualificationMessages.documentBadName,
  },
};

export function qualificationsRoutes(deps: ProfileDeps) {
  const { db } = deps;
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const talentId = (request: Parameters<typeof currentTalent>[0]) =>
      currentTalent(request).talentId;

    // Qualifications and licences --------------------------------------------------------
    api.get(
      `${WEBRESUME}/qualifications`,
      { schema: { response: { 200: qualificationsResponseSchema } } },
      async (request) => ({ qualifications: await service.listEducation(db, talentId(request)) }),
    );
    api.get(
      `${WEBRESUME}/licences`,
      { schema: { response: { 200: qualificationsResponseSchema } } },
      async (request) => ({ qualifications: await service.listLicences(db, talentId(request)) }),
    );
    api.post(
      `${WEBRESUME}/qualification`,
      { schema: { body: qualificationBodySchema, response: { 201: createdIdSchema } } },
      async (request, reply) =>
        reply
          .status(201)
          .send(await service.createQualification(deps, talentId(request), request.body)),
    );
    api.put(
      `${WEBRESUME}/qualification/:id`,
      {
        schema: {
          params: qualificationIdParamsSchema,
          body: qualificationBodySchema,
          response: { 200: createdIdSchema },
        },
      },
      (request) =>
        service.updateQualification(deps, talentId(request), request.params.id, request.body),
    );
    api.delete(
      `${WEBRESUME}/qualification/:id`,
      { schema: { params: qualificationIdParamsSchema } },
      async (request, reply) => {
        await service.deleteQualification(deps, talentId(request), request.params.id);
        return reply.status(204).send();
      },
    );

    // Documents --------------------------------------------------------------------------
    api.post(
      `${WEBRESUME}/workerdocument`,
      { schema: { querystring: workerDocumentQuerySchema, response: { 201: attachedFileSchema } } },
      async (request, reply) => {
        const upload = await readUpload(request, DOCUMENT_RULES);
        const file = await service.saveDocument(
          deps,
          talentId(request),
          upload,
          request.query.fifoEducationId,
        );
        return reply.status(201).send(file);
      },
    );
    api.get(
      `${WEBRESUME}/workerdocument/:id`,
      { schema: { params: documentIdParamsSchema } },
      async (request, reply) => {
        const { file, bytes } = await service.readDocument(
          deps,
          talentId(request),
          request.params.id,
        );
        return reply
          .header('content-type', file.contentType)
          .header('cache-control', 'private, no-store')
          .header('content-security-policy', DOCUMENT_CSP)
          .header(
            'content-disposition',
            `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
          )
          .send(bytes);
      },
    );

    // Lookups ----------------------------------------------------------------------------
    api.get(
      '/api/form-options/dropdown/education-levels',
      { schema: { response: { 200: educationLevelsSchema } } },
      async (_request, reply) => reply.header('cache-control', CACHED).send([...EDUCATION_LEVELS]),
    );
    api.get(
      '/api/workerapi/lookups/driverslicencetypes',
      { schema: { response: { 200: driversLicenceTypesSchema } } },
      async (_request, reply) =>
        reply.header('cache-control', CACHED).send([...DRIVERS_LICENCE_TYPES]),
    );
    api.post(
      '/api/workerapi/lookups/it-skills/:group',
      {
        schema: {
          params: itSkillGroupParamsSchema,
          body: itSkillLookupBodySchema,
          response: { 200: itSkillSuggestionsSchema },
        },
      },
      async (request) =>
        suggestItSkills(
          request.params.group as ItSkillGroupId,
          request.body.term,
          request.body.exclude,
        ),
    );
    api.get(
      '/api/talentapi/reference/languages',
      { schema: { response: { 200: referenceLanguagesSchema } } },
      async (_request, reply) => reply.header('cache-control', CACHED).send(referenceLanguages()),
    );

    // IT skills --------------------------------------------------------------------------
    api.put(
      `${WEBRESUME}/itskills`,
      { schema: { body: itSkillsBodySchema, response: { 200: itSkillsSchema } } },
      (request) => service.saveItSkills(db, talentId(request), request.body),
    );

    // Languages --------------------------------------------------------------------------
    api.get(
      '/api/talentapi/languages',
      { schema: { response: { 200: languagesResponseSchema } } },
      (request) => service.listLanguages(db, talentId(request)),
    );
    api.post(
      '/api/talentapi/language',
      { schema: { body: languageBodySchema, response: { 201: languageEntrySchema } } },
      async (request, reply) =>
        reply.status(201).send(await service.addLanguage(db, talentId(request), request.body)),
    );
    api.put(
      '/api/talentapi/language/:id',
      {
        schema: {
          params: languageIdParamsSchema,
          body: languageBodySchema,
          response: { 200: languageEntrySchema },
        },
      },
      (request) => service.changeLanguage(db, talentId(request), request.params.id, request.body),
    );
    api.delete(
      '/api/talentapi/language/:id',
      { schema: { params: languageIdParamsSchema } },
      async (request, reply) => {
        await service.removeLanguage(db, talentId(request), request.params.id);
        return reply.status(204).send();
      },
    );
  };
}
