// The web resume, roles, summaries and section visibility (spec 2 section 7.2), plus the
// profession and industry dropdowns and the specialty suggestions the role form uses.
import {
  achievementsSummaryBodySchema,
  careerSummaryBodySchema,
  dropdownOptionsSchema,
  primaryRoleBodySchema,
  roleIdParamsSchema,
  roleInputSchema,
  roleSchema,
  rolesResponseSchema,
  skillsSummaryBodySchema,
  specialtySuggestBodySchema,
  specialtySuggestionsSchema,
  visibilityParamsSchema,
  webResumeSchema,
} from '@talent/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentTalent } from '../../plugins/talent-session';
import type { ProfileDeps } from '../profile-deps';
import { industryOptions, professionOptions, suggestSpecialties } from './webresume.lookups';
import {
  addRole,
  changeRole,
  clearWebResume,
  makePrimaryRole,
  readWebResume,
  removeRole,
  roles,
  saveAchievementsSummary,
  saveCareerSummary,
  saveSkillsSummary,
  setSectionHidden,
} from './webresume.service';

const BASE = '/api/workerapi/webresume';
const ok = z.object({ ok: z.literal(true) });

export function webresumeRoutes(deps: ProfileDeps) {
  const { db } = deps;
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const me = (request: Parameters<typeof currentTalent>[0]) => currentTalent(request).talentId;

    api.get(BASE, { schema: { response: { 200: webResumeSchema } } }, (request) =>
      readWebResume(db, me(request)),
    );
    api.put(`${BASE}/clear`, { schema: { response: { 200: ok } } }, async (request) => {
      await clearWebResume(deps, me(request));
      return { ok: true as const };
    });
    api.put(
      `${BASE}/visibility/:section/:value`,
      { schema: { params: visibilityParamsSchema } },
      (request) =>
        setSectionHidden(db, me(request), request.params.section, request.params.value === 'true'),
    );

    // Roles.
    api.get(`${BASE}/roles`, { schema: { response: { 200: rolesResponseSchema } } }, (request) =>
      roles(db, me(request)),
    );
    api.post(
      `${BASE}/role`,
      { schema: { body: roleInputSchema, response: { 201: roleSchema } } },
      async (request, reply) =>
        reply.status(201).send(await addRole(db, me(request), request.body)),
    );
    api.put(
      `${BASE}/role/:id`,
      {
        schema: {
          params: roleIdParamsSchema,
          body: roleInputSchema,
          response: { 200: roleSchema },
        },
      },
      (request) => changeRole(db, me(request), request.params.id, request.body),
    );
    api.delete(
      `${BASE}/role/:id`,
      { schema: { params: roleIdParamsSchema, response: { 200: ok } } },
      async (request) => {
        await removeRole(db, me(request), request.params.id);
        return { ok: true as const };
      },
    );
    api.put(
      `${BASE}/roles/primary`,
      { schema: { body: primaryRoleBodySchema, response: { 200: rolesResponseSchema } } },
      (request) => makePrimaryRole(db, me(request), request.body.id),
    );

    // Summaries.
    api.put(`${BASE}/career`, { schema: { body: careerSummaryBodySchema } }, (request) =>
      saveCareerSummary(db, me(request), request.body.careerSummary),
    );
    api.put(`${BASE}/skills`, { schema: { body: skillsSummaryBodySchema } }, (request) =>
      saveSkillsSummary(db, me(request), request.body.skillsSummary),
    );
    api.put(`${BASE}/achievement`, { schema: { body: achievementsSummaryBodySchema } }, (request) =>
      saveAchievementsSummary(db, me(request), request.body.achievements),
    );

    // Lookups of the role form.
    api.get(
      '/api/form-options/dropdown/professions',
      { schema: { response: { 200: dropdownOptionsSchema } } },
      async (_request, reply) => {
        reply.header('cache-control', 'private, max-age=3600');
        return professionOptions();
      },
    );
    api.get(
      '/api/form-options/dropdown/industries',
      { schema: { response: { 200: dropdownOptionsSchema } } },
      async (_request, reply) => {
        reply.header('cache-control', 'private, max-age=3600');
        return industryOptions();
      },
    );
    api.post(
      '/employerapi/specialties/suggest',
      {
        schema: { body: specialtySuggestBodySchema, response: { 200: specialtySuggestionsSchema } },
      },
      async (request) => suggestSpecialties(request.body),
    );
  };
}
