import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  latestIsoDate,
  webResumeMessages as m,
  roleSchema,
  webResumeSchema,
} from '@talent/contract';
import { queryRows } from '@talent/db';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipart, pdfBytes } from '../../test/files';
import { describeEachDatabase, signUp, withCookie } from '../../test/harness';
import { validRole as sharedRole } from '../../test/profile-fixtures';

const BASE = '/api/workerapi/webresume';
const MISSING = '00000000-0000-4000-8000-000000000000';

/** The shared role, with blank list lines (dropped on save) and the company hidden. */
const validRole = (extra: Record<string, unknown> = {}) => ({
  ...sharedRole(),
  responsibilitiesList: ['Operate trucks', '', '  ', 'Pre-start checks'],
  achievementsList: ['', 'Zero incidents'],
  hideCompany: true,
  ...extra,
});

describeEachDatabase('web resume: roles, summaries, visibility', (ctx) => {
  let app: FastifyInstance;
  let me: string;
  let other: string;

  const call = (
    cookie: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    app.inject(withCookie(cookie, { method, url, ...(payload === undefined ? {} : { payload }) }));

  beforeAll(async () => {
    app = ctx().app;
    me = (await signUp(app)).cookie;
    other = (await signUp(app)).cookie;
  });

  it('requires a session', async () => {
    for (const [method, url] of [
      ['GET', BASE],
      ['GET', `${BASE}/roles`],
      ['POST', `${BASE}/role`],
      ['PUT', `${BASE}/career`],
      ['PUT', `${BASE}/visibility/workhistory/true`],
      ['GET', '/api/form-options/dropdown/professions'],
      ['POST', '/employerapi/specialties/suggest'],
    ] as const) {
      expect((await app.inject({ method, url, payload: {} })).statusCode).toBe(401);
    }
  });

  describe('role rules and messages (spec 2 section 5)', () => {
    const post = (body: object) => call(me, 'POST', `${BASE}/role`, body);
    const fieldOf = async (body: object, field: string) => {
      const response = await post(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('BAD_REQUEST');
      return response.json().fields[field] as string;
    };

    it('company, role title and specialties are required', async () => {
      expect(await fieldOf(validRole({ company: '  ' }), 'company')).toBe(m.companyRequired);
      expect(await fieldOf(validRole({ roleTitle: '' }), 'roleTitle')).toBe(m.roleTitleRequired);
      expect(await fieldOf(validRole({ specialities: [] }), 'specialities')).toBe(
        'Specialties is required',
      );
    });

    it('company, division and role title are at most 150 characters', async () => {
      const long = 'x'.repeat(151);
      expect(await fieldOf(validRole({ company: long }), 'company')).toBe(
        'Company cannot be greater than 150 characters',
      );
      expect(await fieldOf(validRole({ division: long }), 'division')).toBe(
        'Division cannot be greater than 150 characters',
      );
      expect(await fieldOf(validRole({ roleTitle: long }), 'roleTitle')).toBe(
        'Role title cannot be greater than 150 characters',
      );
      expect((await post(validRole({ company: 'x'.repeat(150) }))).statusCode).toBe(201);
    });

    it('start date is required, a real date and not in the future', async () => {
      expect(await fieldOf(validRole({ fromDate: null }), 'fromDate')).toBe(m.startDateRequired);
      expect(await fieldOf(validRole({ fromDate: '2021-02-30' }), 'fromDate')).toBe(
        m.startDateInvalid,
      );
      const future = new Date(Date.now() + 3 * 86400_000).toISOString().slice(0, 10);
      expect(await fieldOf(validRole({ fromDate: future, isCurrent: true }), 'fromDate')).toBe(
        'Start date cannot be in the future',
      );
      // Today anywhere on earth is not "the future".
      const today = latestIsoDate();
      expect((await post(validRole({ fromDate: today, isCurrent: true }))).statusCode).toBe(201);
    });

    it('end date is required unless current, and not before the start date', async () => {
      expect(await fieldOf(validRole({ toDate: null }), 'toDate')).toBe('End date is required');
      expect(await fieldOf(validRole({ toDate: '2019-12-31' }), 'toDate')).toBe(
        'End date cannot be before start date',
      );
      expect((await post(validRole({ toDate: '2020-03-01' }))).statusCode).toBe(201);
    });

    it('specialties are at most 5 tags', async () => {
      const six = ['a', 'b', 'c', 'd', 'e', 'f'].map((label) => ({ label }));
      expect(await fieldOf(validRole({ specialities: six }), 'specialities')).toBe(
        m.specialtiesMax,
      );
      expect((await post(validRole({ specialities: six.slice(0, 5) }))).statusCode).toBe(201);
    });

    it('additional comments are at most 10000 characters', async () => {
      expect(
        await fieldOf(validRole({ extendedJobDesc: 'x'.repeat(10001) }), 'extendedJobDesc'),
      ).toBe('Additional role comments cannot be greater than 10000 characters');
      expect((await post(validRole({ extendedJobDesc: 'x'.repeat(10000) }))).statusCode).toBe(201);
    });
  });

  describe('role lifecycle', () => {
    let cookie: string;
    beforeAll(async () => {
      cookie = (await signUp(app)).cookie;
    });

    it('saves a role: empty entries removed, dates normalised, first role primary', async () => {
      const response = await call(
        cookie,
        'POST',
        `${BASE}/role`,
        validRole({ fromDate: '2020-03-01T00:00:00.000Z' }),
      );
      expect(response.statusCode).toBe(201);
      const role = roleSchema.parse(response.json());
      expect(role).toMatchObject({
        company: 'Acme Mining',
        division: 'Operations',
        roleTitle: 'Haul Truck Operator',
        fromDate: '2020-03-01',
        toDate: '2022-06-30',
        responsibilitiesList: ['Operate trucks', 'Pre-start checks'],
        achievementsList: ['Zero incidents'],
        specialities: [{ label: 'Haul Truck Operation' }],
        industry: { id: 8, label: 'Metal Ore Mining' },
        country: { iso2: 'AU', name: 'Australia' },
        locationGroup: { id: 'place-1', label: 'Perth WA' },
        hideCompany: true,
        isPrimary: true,
        isCurrent: false,
      });
    });

    it('a current role has no end date; current roles come first, then newest start', async () => {
      const current = (
        await call(
          cookie,
          'POST',
          `${BASE}/role`,
          validRole({
            roleTitle: 'Supervisor',
            fromDate: '2018-01-01',
            isCurrent: true,
            toDate: '2019-01-01',
          }),
        )
      ).json();
      expect(current).toMatchObject({ isCurrent: true, toDate: null, isPrimary: false });
      await call(
        cookie,
        'POST',
        `${BASE}/role`,
        validRole({ roleTitle: 'Newest', fromDate: '2023-01-01', toDate: '2023-05-01' }),
      );
      const list = (await call(cookie, 'GET', `${BASE}/roles`)).json();
      expect(list.map((r: { roleTitle: string }) => r.roleTitle)).toEqual([
        'Supervisor',
        'Newest',
        'Haul Truck Operator',
      ]);
    });

    it('edits a role, with the same rules', async () => {
      const [role] = (await call(cookie, 'GET', `${BASE}/roles`)).json();
      const bad = await call(cookie, 'PUT', `${BASE}/role/${role.id}`, validRole({ company: '' }));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields.company).toBe(m.companyRequired);
      const saved = await call(
        cookie,
        'PUT',
        `${BASE}/role/${role.id}`,
        validRole({
          roleTitle: 'Site Supervisor',
          division: '',
          isCurrent: false,
          toDate: '2024-01-31',
          fromDate: '2018-01-01',
        }),
      );
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({
        id: role.id,
        roleTitle: 'Site Supervisor',
        division: null,
        isCurrent: false,
        toDate: '2024-01-31',
      });
    });

    it('makes exactly one role primary, and keeps one primary when it is deleted', async () => {
      const list = (await call(cookie, 'GET', `${BASE}/roles`)).json() as {
        id: string;
        roleTitle: string;
        isPrimary: boolean;
      }[];
      const target = list.find((r) => r.roleTitle === 'Newest')!;
      const response = await call(cookie, 'PUT', `${BASE}/roles/primary`, { id: target.id });
      expect(response.statusCode).toBe(200);
      const after = response.json() as typeof list;
      expect(after.filter((r) => r.isPrimary).map((r) => r.id)).toEqual([target.id]);

      expect((await call(cookie, 'DELETE', `${BASE}/role/${target.id}`)).statusCode).toBe(200);
      const remaining = (await call(cookie, 'GET', `${BASE}/roles`)).json() as typeof list;
      expect(remaining).toHaveLength(2);
      expect(remaining.filter((r) => r.isPrimary)).toHaveLength(1);
    });

    it("another talent's role answers 404 for PUT, DELETE and primary", async () => {
      const [role] = (await call(cookie, 'GET', `${BASE}/roles`)).json();
      const put = await call(other, 'PUT', `${BASE}/role/${role.id}`, validRole());
      expect(put.statusCode).toBe(404);
      expect(put.json().message).toBe(m.roleNotFound);
      expect((await call(other, 'DELETE', `${BASE}/role/${role.id}`)).statusCode).toBe(404);
      expect((await call(other, 'PUT', `${BASE}/roles/primary`, { id: role.id })).statusCode).toBe(
        404,
      );
      expect((await call(cookie, 'PUT', `${BASE}/roles/primary`, { id: MISSING })).statusCode).toBe(
        404,
      );
      expect((await call(cookie, 'DELETE', `${BASE}/role/not-a-uuid`)).statusCode).toBe(404);
      expect((await call(other, 'GET', `${BASE}/roles`)).json()).toEqual([]);
      // Unchanged for its owner.
      const again = (await call(cookie, 'GET', `${BASE}/roles`)).json();
      expect(again[0]).toEqual(role);
    });

    it('primary needs an id', async () => {
      const response = await call(cookie, 'PUT', `${BASE}/roles/primary`, {});
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.id).toBe(m.roleIdRequired);
    });
  });

  describe('summaries', () => {
    it('saves, limits to 2000 characters and saves blank as empty', async () => {
      const cookie = (await signUp(app)).cookie;
      const cases = [
        ['career', 'careerSummary', 'Summary cannot be greater than 2000 characters'],
        ['skills', 'skillsSummary', m.educationSummaryMax],
        ['achievement', 'achievements', m.achievementsSummaryMax],
      ] as const;
      for (const [path, field, message] of cases) {
        const tooLong = await call(cookie, 'PUT', `${BASE}/${path}`, { [field]: 'x'.repeat(2001) });
        expect(tooLong.statusCode).toBe(400);
        expect(tooLong.json().fields[field]).toBe(message);
        const saved = await call(cookie, 'PUT', `${BASE}/${path}`, {
          [field]: `Line 1\nLine 2${'x'.repeat(1987)}`,
        });
        expect(saved.statusCode).toBe(200);
      }
      const resume = webResumeSchema.parse((await call(cookie, 'GET', BASE)).json());
      expect(resume.careerSummary.startsWith('Line 1\nLine 2')).toBe(true);
      expect(resume.careerSummary).toHaveLength(2000);
      expect(resume.skillsSummary).toHaveLength(2000);
      expect(resume.achievements).toHaveLength(2000);

      for (const [path, field] of cases) {
        expect((await call(cookie, 'PUT', `${BASE}/${path}`, { [field]: '   ' })).statusCode).toBe(
          200,
        );
      }
      const cleared = (await call(cookie, 'GET', BASE)).json();
      expect(cleared).toMatchObject({ careerSummary: '', skillsSummary: '', achievements: '' });
    });
  });

  describe('visibility and clear', () => {
    it("sets the four 'Not relevant to me' flags; unknown section or value answers 400", async () => {
      const cookie = (await signUp(app)).cookie;
      const fresh = webResumeSchema.parse((await call(cookie, 'GET', BASE)).json());
      expect(fresh).toMatchObject({
        careerSummary: '',
        roles: [],
        noWorkHistory: false,
        noQualifications: false,
        noItSkills: false,
        noLicences: false,
      });
      for (const section of ['workhistory', 'qualifications', 'itskills', 'licences']) {
        expect((await call(cookie, 'PUT', `${BASE}/visibility/${section}/true`)).statusCode).toBe(
          200,
        );
      }
      expect((await call(cookie, 'GET', BASE)).json()).toMatchObject({
        noWorkHistory: true,
        noQualifications: true,
        noItSkills: true,
        noLicences: true,
      });
      expect((await call(cookie, 'PUT', `${BASE}/visibility/workhistory/false`)).statusCode).toBe(
        200,
      );
      expect((await call(cookie, 'GET', BASE)).json().noWorkHistory).toBe(false);
      // Another talent is not affected.
      expect((await call(other, 'GET', BASE)).json().noQualifications).toBe(false);

      const badSection = await call(cookie, 'PUT', `${BASE}/visibility/hobbies/true`);
      expect(badSection.statusCode).toBe(400);
      expect(badSection.json().fields.section).toBe(m.visibilitySection);
      const badValue = await call(cookie, 'PUT', `${BASE}/visibility/workhistory/yes`);
      expect(badValue.statusCode).toBe(400);
      expect(badValue.json().fields.value).toBe(m.visibilityValue);
    });

    it('clear empties roles, summaries and flags of the caller only', async () => {
      const cookie = (await signUp(app)).cookie;
      await call(cookie, 'POST', `${BASE}/role`, validRole());
      await call(cookie, 'PUT', `${BASE}/career`, { careerSummary: 'Hello' });
      await call(cookie, 'PUT', `${BASE}/visibility/licences/true`);
      await call(other, 'PUT', `${BASE}/career`, { careerSummary: 'Kept' });
      const response = await call(cookie, 'PUT', `${BASE}/clear`);
      expect(response.statusCode).toBe(200);
      expect((await call(cookie, 'GET', BASE)).json()).toMatchObject({
        careerSummary: '',
        roles: [],
        noLicences: false,
      });
      expect((await call(other, 'GET', BASE)).json().careerSummary).toBe('Kept');
    });

    it('clear removes the documents of qualifications, bytes included', async () => {
      const cookie = (await signUp(app)).cookie;
      const uploaded = await app.inject(
        withCookie(cookie, {
          method: 'POST',
          url: `${BASE}/workerdocument`,
          ...multipart('diploma.pdf', pdfBytes()),
        }),
      );
      expect(uploaded.statusCode).toBe(201);
      const file = uploaded.json() as { id: string; url: string };
      const [row] = await queryRows<{ storage_key: string }>(
        ctx().database.db,
        sql`SELECT storage_key FROM talent_file WHERE id = ${file.id}::uuid`,
      );
      const bytes = join(ctx().filesDir, row?.storage_key ?? 'missing');
      expect(existsSync(bytes)).toBe(true);
      expect((await call(cookie, 'PUT', `${BASE}/clear`)).statusCode).toBe(200);
      expect((await call(cookie, 'GET', file.url)).statusCode).toBe(404);
      expect(existsSync(bytes)).toBe(false);
    });
  });

  describe('lookups', () => {
    it('lists hundreds of professions and the ANZSIC industries', async () => {
      const professions = (await call(me, 'GET', '/api/form-options/dropdown/professions')).json();
      expect(professions.length).toBeGreaterThan(300);
      expect(professions).toContainEqual({ label: 'Software Engineer', value: expect.any(Number) });
      const industries = (await call(me, 'GET', '/api/form-options/dropdown/industries')).json();
      expect(industries.length).toBeGreaterThan(80);
      expect(industries).toContainEqual({ label: 'Metal Ore Mining', value: 8 });
    });

    it('suggests specialties from the taxonomy: prefix first, then words, other names, substring; at most 10, excluding chosen', async () => {
      const suggest = async (body: object) =>
        (
          (await call(me, 'POST', '/employerapi/specialties/suggest', body)).json() as {
            label: string;
          }[]
        ).map((s) => s.label);
      const weld = await suggest({ term: 'weld' });
      expect(weld[0]).toBe('Welding');
      expect(weld).toContain('MIG Welding');
      expect(weld.length).toBeLessThanOrEqual(10);
      expect(await suggest({ term: 'weld', exclude: ['welding'] })).not.toContain('Welding');
      expect((await suggest({ term: 'a' })).length).toBe(10);
      expect(await suggest({ term: 'zzzz' })).toEqual([]);
      // Without a term: the usual skills of the occupation the title names come first.
      const nurse = await suggest({ roleTitle: 'Registered Nurse' });
      expect(nurse.slice(0, 3).map((label) => label.toLowerCase())).toEqual([
        'nursing care',
        'patient assessment',
        'medication administration',
      ]);
      expect(
        await suggest({ roleTitle: 'Registered Nurse', exclude: ['nursing care'] }),
      ).not.toContain('Nursing care');
      // Another name of a skill finds it: "RSA" is the Responsible Service of Alcohol.
      expect((await suggest({ term: 'RSA' }))[0]).toMatch(/RSA|Responsible Service of Alcohol/);
      const tooLong = await call(me, 'POST', '/employerapi/specialties/suggest', {
        term: 'x'.repeat(101),
      });
      expect(tooLong.statusCode).toBe(400);
    });
  });
});
