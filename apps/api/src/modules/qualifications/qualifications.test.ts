import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  emptyItSkills,
  itSkillsSchema,
  languageMessages,
  qualificationMessages,
  qualificationSchema,
} from '@talent/contract';
import type { Database } from '@talent/db';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipart, pdfBytes } from '../../test/files';
import { describeEachDatabase, withCookie } from '../../test/harness';
import { validEducation as education } from '../../test/profile-fixtures';
import { signUpTalent } from '../careers/test-support';
import { clearQualificationSections, readQualificationSections } from './qualifications.service';

const WR = '/api/workerapi/webresume';
const YEAR = new Date().getFullYear();
const OTHER_ID = '00000000-0000-4000-8000-000000000000';

describeEachDatabase('qualifications, IT skills and languages', (ctx) => {
  let app: FastifyInstance;
  let talent: { cookie: string; talentId: string };
  let other: { cookie: string; talentId: string };

  const call = (who: { cookie: string }, options: InjectOptions) =>
    app.inject(withCookie(who.cookie, options));
  const post = (body: object, who = talent) =>
    call(who, { method: 'POST', url: `${WR}/qualification`, payload: body });
  const put = (id: string, body: object, who = talent) =>
    call(who, { method: 'PUT', url: `${WR}/qualification/${id}`, payload: body });
  const list = async (which: 'qualifications' | 'licences', who = talent) =>
    (await call(who, { method: 'GET', url: `${WR}/${which}` })).json().qualifications as {
      id: string;
      certification: string;
      yearCompleted: number;
      qualificationCategory: number;
      file: { id: string; url: string } | null;
      fifoEducationLevel: { id: number; label: string } | null;
    }[];
  const upload = (bytes: Buffer, name = 'certificate.pdf', query = '', who = talent) =>
    call(who, {
      method: 'POST',
      url: `${WR}/workerdocument${query}`,
      ...multipart(name, bytes),
    });
  beforeAll(async () => {
    app = ctx().app;
    talent = await signUpTalent(app);
    other = await signUpTalent(app);
  });

  it('should require authentication', async () => {
    for (const [method, url] of [
      ['GET', `${WR}/qualifications`],
      ['GET', `${WR}/licences`],
      ['POST', `${WR}/qualification`],
      ['PUT', `${WR}/itskills`],
      ['GET', '/api/talentapi/languages'],
      ['GET', '/api/talentapi/reference/languages'],
      ['GET', '/api/form-options/dropdown/education-levels'],
    ] as const) {
      expect((await app.inject({ method, url, payload: {} })).statusCode).toBe(401);
    }
  });

  describe('qualification form rules (spec 2 section 5)', () => {
    const expectRule = async (body: object, field: string, message: string) => {
      const response = await post(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[field]).toBe(message);
    };

    it("name is required and at most 150: 'Name is required'", async () => {
      await expectRule({ ...education, certification: '  ' }, 'certification', 'Name is required');
      await expectRule(
        { ...education, certification: undefined },
        'certification',
        'Name is required',
      );
      await expectRule(
        { ...education, certification: 'x'.repeat(151) },
        'certification',
        'Name cannot be greater than 150 characters',
      );
    });

    it('institution is required and at most 150', async () => {
      await expectRule({ ...education, institution: '' }, 'institution', 'Institution is required');
      await expectRule(
        { ...education, institution: 'x'.repeat(151) },
        'institution',
        'Institution cannot be greater than 150 characters',
      );
    });

    it('State/Region is at most 20', async () => {
      await expectRule(
        { ...education, state: 'x'.repeat(21) },
        'state',
        'State/Region cannot be greater than 20 characters',
      );
    });

    it("Education needs a level: 'Level is required'; an unknown level is refused", async () => {
      await expectRule(
        { ...education, fifoEducationLevel: null },
        'fifoEducationLevel',
        'Level is required',
      );
      await expectRule(
        { ...education, fifoEducationLevel: { id: 999 } },
        'fifoEducationLevel.id',
        qualificationMessages.levelUnknown,
      );
    });

    it("Course needs a course type: 'Course type is required'", async () => {
      await expectRule(
        {
          ...education,
          fifoEducationLevel: null,
          qualificationTypeId: null,
          qualificationCategory: 2,
        },
        'qualificationTypeId',
        'Course type is required',
      );
    });

    it("Licence needs a licence type: 'Licence type is required'; unknown pseudo types are refused", async () => {
      await expectRule(
        {
          ...education,
          fifoEducationLevel: null,
          qualificationTypeId: null,
          qualificationCategory: 3,
        },
        'qualificationTypeId',
        'Licence type is required',
      );
      await expectRule(
        { ...education, qualificationTypeId: -9999 },
        'qualificationTypeId',
        qualificationMessages.licenceTypeUnknown,
      );
      await expectRule(
        { ...education, qualificationTypeId: 77 },
        'qualificationTypeId',
        qualificationMessages.typeUnknown,
      );
    });

    it('year completed is 0 or the current year down 70 years; duration 0 to 10', async () => {
      for (const yearCompleted of [YEAR + 1, YEAR - 71, 1]) {
        await expectRule(
          { ...education, yearCompleted },
          'yearCompleted',
          qualificationMessages.yearCompletedInvalid,
        );
      }
      for (const years of [-1, 11]) {
        await expectRule({ ...education, years }, 'years', qualificationMessages.yearsInvalid);
      }
      expect((await post({ ...education, yearCompleted: YEAR - 70, years: 10 })).statusCode).toBe(
        201,
      );
      expect((await post({ ...education, yearCompleted: 0, years: 0 })).statusCode).toBe(201);
    });
  });

  describe('lists and writes', () => {
    let owner: { cookie: string; talentId: string };
    beforeAll(async () => {
      owner = await signUpTalent(app);
    });

    it('splits education (0, 201-204) from licences (301, 303, 304, 330, 399, negative), newest year first, 0 last, then name', async () => {
      const add = async (body: object) => {
        const response = await post({ ...education, ...body }, owner);
        expect(response.statusCode).toBe(201);
      };
      await add({ certification: 'Zoology', yearCompleted: YEAR - 1 });
      await add({ certification: 'Art', yearCompleted: YEAR - 1 });
      await add({ certification: 'Unknown year', yearCompleted: 0 });
      await add({ certification: 'Barista', qualificationTypeId: 204, fifoEducationLevel: null });
      await add({ certification: 'First Aid', qualificationTypeId: 201, qualificationCategory: 0 });
      await add({ certification: 'Truck', qualificationTypeId: -5, yearCompleted: YEAR });
      await add({ certification: 'White Card', qualificationTypeId: 330 });
      await add({ certification: 'Forklift', qualificationTypeId: 304 });
      await add({ certification: 'Other thing', qualificationTypeId: 399, yearCompleted: 0 });
      const educationList = await list('qualifications', owner);
      expect(educationList.map((q) => q.certification)).toEqual([
        'Art',
        'Zoology',
        'Barista',
        'First Aid',
        'Unknown year',
      ]);
      // The category follows the type, whatever the client sent.
      expect(educationList.map((q) => q.qualificationCategory)).toEqual([1, 1, 2, 2, 1]);
      expect(educationList[0]!.fifoEducationLevel).toEqual({ id: 11, label: 'Bachelor Degree' });
      expect(educationList[2]!.fifoEducationLevel).toBeNull();
      const licences = await list('licences', owner);
      expect(licences.map((q) => q.certification)).toEqual([
        'Truck',
        'Forklift',
        'White Card',
        'Other thing',
      ]);
      expect(licences.every((q) => q.qualificationCategory === 3)).toBe(true);
      for (const q of [...educationList, ...licences]) qualificationSchema.parse(q);
    });

    it('edits and deletes an entry; another talent gets 404 for it', async () => {
      const { id } = (await post({ ...education, certification: 'Diploma of IT' }, owner)).json();
      const changed = await put(
        id,
        { ...education, certification: 'Diploma of Information Technology', yearCompleted: 0 },
        owner,
      );
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toEqual({ id });
      const entry = (await list('qualifications', owner)).find((q) => q.id === id);
      expect(entry).toMatchObject({
        certification: 'Diploma of Information Technology',
        yearCompleted: 0,
      });

      expect((await put(id, education, other)).statusCode).toBe(404);
      expect(
        (await call(other, { method: 'DELETE', url: `${WR}/qualification/${id}` })).statusCode,
      ).toBe(404);
      expect(await list('qualifications', other)).toEqual([]);
      expect((await put(OTHER_ID, education, owner)).statusCode).toBe(404);

      const removed = await call(owner, { method: 'DELETE', url: `${WR}/qualification/${id}` });
      expect(removed.statusCode).toBe(204);
      expect((await list('qualifications', owner)).some((q) => q.id === id)).toBe(false);
      expect(
        (await call(owner, { method: 'DELETE', url: `${WR}/qualification/${id}` })).statusCode,
      ).toBe(404);
    });
  });

  describe('documents', () => {
    const storageKeyOf = async (fileId: string) => {
      const { rows } = (await ctx().database.db.execute(
        sql`SELECT storage_key FROM talent_file WHERE id = ${fileId}::uuid`,
      )) as unknown as { rows: { storage_key: string }[] };
      return rows[0]?.storage_key;
    };
    const bytesExist = (key: string) => existsSync(join(ctx().filesDir, key));

    it('uploads a PDF, attaches it on save, downloads it (owner only), and deleting the entry removes it', async () => {
      const pdf = pdfBytes();
      const uploaded = await upload(pdf);
      expect(uploaded.statusCode).toBe(201);
      const file = uploaded.json();
      expect(file).toMatchObject({
        fileName: 'certificate.pdf',
        contentType: 'application/pdf',
        sizeBytes: pdf.length,
        url: `${WR}/workerdocument/${file.id}`,
      });
      const { id } = (await post({ ...education, file: { id: file.id } })).json();
      const entry = (await list('qualifications')).find((q) => q.id === id);
      expect(entry?.file?.id).toBe(file.id);

      const download = await call(talent, { method: 'GET', url: file.url });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.rawPayload.equals(pdf)).toBe(true);
      expect((await call(other, { method: 'GET', url: file.url })).statusCode).toBe(404);
      // Another talent cannot attach it either.
      expect((await post({ ...education, file: { id: file.id } }, other)).statusCode).toBe(404);
      // Nor can a second entry of the owner: one document per entry.
      const twice = await post({ ...education, file: { id: file.id } });
      expect(twice.statusCode).toBe(400);
      expect(twice.json().message).toBe(qualificationMessages.documentInUse);

      const key = (await storageKeyOf(file.id))!;
      expect(bytesExist(key)).toBe(true);
      await call(talent, { method: 'DELETE', url: `${WR}/qualification/${id}` });
      expect((await call(talent, { method: 'GET', url: file.url })).statusCode).toBe(404);
      expect(bytesExist(key)).toBe(false);
    });

    it('with fifoEducationId the upload replaces the entry’s document and removes the old one', async () => {
      const first = (await upload(pdfBytes(), 'first.pdf')).json();
      const { id } = (await post({ ...education, file: { id: first.id } })).json();
      const firstKey = (await storageKeyOf(first.id))!;
      const second = await upload(pdfBytes(), 'second.pdf', `?fifoEducationId=${id}`);
      expect(second.statusCode).toBe(201);
      const entry = (await list('qualifications')).find((q) => q.id === id);
      expect(entry?.file?.id).toBe(second.json().id);
      expect((await call(talent, { method: 'GET', url: first.url })).statusCode).toBe(404);
      expect(bytesExist(firstKey)).toBe(false);
      // Another talent's qualification id: 404.
      expect((await upload(pdfBytes(), 'x.pdf', `?fifoEducationId=${id}`, other)).statusCode).toBe(
        404,
      );
      // Saving the entry with no file removes its document.
      await put(id, { ...education, file: null });
      expect((await call(talent, { method: 'GET', url: second.json().url })).statusCode).toBe(404);
    });

    it('refuses other types, empty files and names with a path', async () => {
      const text = await upload(Buffer.from('just some text'), 'notes.txt');
      expect(text.statusCode).toBe(415);
      expect(text.json().message).toBe(qualificationMessages.documentWrongType);
      const empty = await upload(Buffer.alloc(0), 'empty.pdf');
      expect(empty.statusCode).toBe(400);
      const path = await upload(pdfBytes(), '../etc/x.pdf');
      expect(path.statusCode).toBe(400);
    });
  });

  describe('lookups', () => {
    it('education levels are label/value options', async () => {
      const response = await call(talent, {
        method: 'GET',
        url: '/api/form-options/dropdown/education-levels',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toContainEqual({ value: 11, label: 'Bachelor Degree' });
    });

    it('drivers licence types have negative ids', async () => {
      const types = (
        await call(talent, { method: 'GET', url: '/api/workerapi/lookups/driverslicencetypes' })
      ).json() as { id: number; name: string }[];
      expect(types).toContainEqual({ id: -2, name: 'Light Rigid (LR)' });
      expect(types.every((type) => type.id < 0)).toBe(true);
    });

    it('IT skills: at most 10, prefix matches before substring matches, excluding chosen ones', async () => {
      const suggest = (group: number, payload: object) =>
        call(talent, { method: 'POST', url: `/api/workerapi/lookups/it-skills/${group}`, payload });
      const excel = (await suggest(201, { term: 'exc' })).json();
      expect(excel[0]).toEqual({ id: 'microsoft-excel', label: 'Microsoft Excel' });
      const java = (await suggest(203, { term: 'java' })).json() as { label: string }[];
      expect(java.map((s) => s.label).slice(0, 2)).toEqual(['Java', 'JavaScript']);
      const withoutJava = (await suggest(203, { term: 'java', exclude: ['java'] })).json();
      expect(withoutJava.map((s: { label: string }) => s.label)).not.toContain('Java');
      expect((await suggest(202, { term: '' })).json()).toHaveLength(10);
      // Other names of a skill (taxonomy aliases) find it.
      const k8s = (await suggest(202, { term: 'k8s' })).json() as { id: string }[];
      expect(k8s[0]?.id).toBe('kubernetes');
      expect((await suggest(204, { term: 'x' })).statusCode).toBe(400);
    });

    it('reference languages come from ISO 639-1 and may be cached', async () => {
      const response = await call(talent, {
        method: 'GET',
        url: '/api/talentapi/reference/languages',
      });
      expect(response.headers['cache-control']).toContain('max-age');
      expect(response.json()).toContainEqual({ id: 'fr', name: 'French' });
    });
  });

  describe('IT skills', () => {
    const empty = emptyItSkills();
    const save = (payload: object, who = talent) =>
      call(who, { method: 'PUT', url: `${WR}/itskills`, payload });

    it('replaces the nine lists', async () => {
      const first = await save({
        ...empty,
        softwareSkillsBasic: [{ id: 'microsoft-excel', label: 'Microsoft Excel' }],
        codingSkillsAdvanced: [
          { id: 'typescript', label: 'TypeScript' },
          { id: 'python', label: 'Python' },
        ],
      });
      expect(first.statusCode).toBe(200);
      expect(itSkillsSchema.parse(first.json()).codingSkillsAdvanced).toEqual([
        { id: 'typescript', label: 'TypeScript' },
        { id: 'python', label: 'Python' },
      ]);
      const second = await save({
        ...empty,
        systemSkillsIntermediate: [{ id: 'docker', label: 'Docker' }],
      });
      expect(second.json()).toEqual({
        ...empty,
        systemSkillsIntermediate: [{ id: 'docker', label: 'Docker' }],
      });
    });

    it('a skill may appear once per group (400), but in two groups', async () => {
      const duplicate = await save({
        ...empty,
        codingSkillsBasic: [{ id: 'python', label: 'Python' }],
        codingSkillsAdvanced: [{ id: 'python', label: 'Python' }],
      });
      expect(duplicate.statusCode).toBe(400);
      expect(duplicate.json().message).toBe('A skill can be chosen only once in a group: Python');
      const twoGroups = await save({
        ...empty,
        softwareSkillsBasic: [{ id: 'x', label: 'Same' }],
        codingSkillsBasic: [{ id: 'x', label: 'Same' }],
      });
      expect(twoGroups.statusCode).toBe(200);
      const missing = await save({ ...empty, codingSkillsBasic: undefined });
      expect(missing.statusCode).toBe(400);
    });
  });

  describe('languages', () => {
    const add = (payload: object, who = talent) =>
      call(who, { method: 'POST', url: '/api/talentapi/language', payload });

    it("language and proficiency are required: 'Language is required', 'Proficiency level is required'", async () => {
      const none = await add({});
      expect(none.statusCode).toBe(400);
      expect(none.json().fields).toMatchObject({
        languageId: 'Language is required',
        level: 'Proficiency level is required',
      });
      const blank = await add({ languageId: '', level: 0 });
      expect(blank.json().fields).toMatchObject({
        languageId: 'Language is required',
        level: 'Proficiency level is required',
      });
      const unknown = await add({ languageId: 'zz', level: 3 });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe(languageMessages.languageUnknown);
    });

    it('adds, lists, changes and removes a language; the same language twice is refused', async () => {
      const created = await add({ languageId: 'fr', level: 3 });
      expect(created.statusCode).toBe(201);
      const entry = created.json();
      expect(entry).toMatchObject({ languageId: 'fr', languageName: 'French', level: 3 });
      const again = await add({ languageId: 'fr', level: 5 });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(languageMessages.duplicate);
      const italian = (await add({ languageId: 'it', level: 1 })).json();
      const clash = await call(talent, {
        method: 'PUT',
        url: `/api/talentapi/language/${italian.id}`,
        payload: { languageId: 'fr', level: 1 },
      });
      expect(clash.statusCode).toBe(400);
      const changed = await call(talent, {
        method: 'PUT',
        url: `/api/talentapi/language/${entry.id}`,
        payload: { languageId: 'fr', level: 5 },
      });
      expect(changed.json()).toMatchObject({ id: entry.id, level: 5 });
      const listed = (
        await call(talent, { method: 'GET', url: '/api/talentapi/languages' })
      ).json();
      expect(listed.map((l: { languageName: string }) => l.languageName)).toEqual([
        'French',
        'Italian',
      ]);

      const url = `/api/talentapi/language/${entry.id}`;
      expect(
        (await call(other, { method: 'PUT', url, payload: { languageId: 'de', level: 1 } }))
          .statusCode,
      ).toBe(404);
      expect((await call(other, { method: 'DELETE', url })).statusCode).toBe(404);
      expect((await call(talent, { method: 'DELETE', url })).statusCode).toBe(204);
      expect((await call(talent, { method: 'DELETE', url })).statusCode).toBe(404);
    });
  });

  it('reads the sections for the web resume, and clear removes everything with the document bytes', async () => {
    const who = await signUpTalent(app);
    const { db } = ctx().database;
    const file = (await upload(pdfBytes(), 'c.pdf', '', who)).json();
    await post({ ...education, file: { id: file.id } }, who);
    await post({ ...education, qualificationTypeId: 330, certification: 'White Card' }, who);
    await call(who, {
      method: 'PUT',
      url: `${WR}/itskills`,
      payload: {
        ...Object.fromEntries(
          ['software', 'system', 'coding'].flatMap((g) =>
            ['Basic', 'Intermediate', 'Advanced'].map((l) => [`${g}Skills${l}`, []]),
          ),
        ),
        codingSkillsBasic: [{ id: 'go', label: 'Go' }],
      },
    });
    await call(who, {
      method: 'POST',
      url: '/api/talentapi/language',
      payload: { languageId: 'de', level: 2 },
    });
    const sections = await readQualificationSections(db, who.talentId);
    expect(sections.education.qualifications.map((q) => q.certification)).toEqual([
      'Bachelor of Science',
    ]);
    expect(sections.licences.qualifications.map((q) => q.certification)).toEqual(['White Card']);
    expect(sections.itSkills.codingSkillsBasic).toEqual([{ id: 'go', label: 'Go' }]);
    expect(sections.languages.map((l) => l.languageName)).toEqual(['German']);

    const { rows } = (await db.execute(
      sql`SELECT storage_key FROM talent_file WHERE id = ${file.id}::uuid`,
    )) as unknown as { rows: { storage_key: string }[] };
    const key = rows[0]!.storage_key;
    // The web resume's clear calls it inside a transaction and removes the bytes after.
    const removedKeys = await db.transaction((tx) =>
      clearQualificationSections(tx as unknown as Database, who.talentId),
    );
    expect(removedKeys).toEqual([key]);
    const cleared = await readQualificationSections(db, who.talentId);
    expect(cleared.education.qualifications).toEqual([]);
    expect(cleared.licences.qualifications).toEqual([]);
    expect(Object.values(cleared.itSkills).flat()).toEqual([]);
    expect(cleared.languages).toEqual([]);
    // Other talents keep theirs.
    expect((await list('qualifications')).length).toBeGreaterThan(0);
  });
});
