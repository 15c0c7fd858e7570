// The pre-fill end to end with the real parser (@talent/resume-parser): a plain text resume and
// a tax invoice uploaded, read in the background, and the profile filled from the resume.
import { filesMessages } from '@talent/contract';
import { schema } from '@talent/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceTextBytes, resumeTextBytes } from '../../test/files';
import { describeEachDatabase } from '../../test/harness';
import { signUpTalent } from '../careers/test-support';
import { CV, PREFILL, PROGRESS, talentRequests, WEBRESUME } from './test-support';

describeEachDatabase('resume pre-fill', (ctx) => {
  let app: FastifyInstance;
  let jane: ReturnType<typeof talentRequests> & { talentId: string };
  let other: ReturnType<typeof talentRequests> & { talentId: string };
  const parseRows = (talentId: string) =>
    ctx()
      .database.db.select()
      .from(schema.resumeParse)
      .where(eq(schema.resumeParse.talentId, talentId));

  beforeAll(async () => {
    app = ctx().app;
    const a = await signUpTalent(app);
    const b = await signUpTalent(app);
    jane = { ...talentRequests(app, a.cookie), talentId: a.talentId };
    other = { ...talentRequests(app, b.cookie), talentId: b.talentId };
  });

  it('should require authentication', async () => {
    expect((await app.inject({ method: 'GET', url: PROGRESS })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: PREFILL })).statusCode).toBe(401);
  });

  it('has no progress and no pre-fill without a resume', async () => {
    const progress = await jane.get(PROGRESS);
    expect(progress.statusCode).toBe(404);
    expect(progress.json().message).toBe(filesMessages.resumeNotFound);
    expect((await jane.post(PREFILL)).statusCode).toBe(404);
  });

  describe('a resume', () => {
    beforeAll(async () => {
      const uploaded = await jane.upload('Priya Raman resume.txt', resumeTextBytes());
      expect(uploaded.statusCode).toBe(201);
      // Offered at once: the resume is being read.
      expect(uploaded.json()).toMatchObject({ canPreFillFromCv: true, hasPreFilled: false });
    });

    it('is read in the background and reported parsed', async () => {
      expect(await jane.finishedProgress()).toEqual({
        parsed: true,
        populated: false,
        failed: false,
        message: null,
      });
      const [row] = await parseRows(jane.talentId);
      expect(row?.state).toBe('parsed');
      expect((await jane.get(CV)).json()).toMatchObject({
        canPreFillFromCv: true,
        hasPreFilled: false,
      });
    });

    it('is neither seen nor pre-filled by another talent', async () => {
      expect((await other.get(PROGRESS)).statusCode).toBe(404);
      expect((await other.post(PREFILL)).statusCode).toBe(404);
      expect((await other.get(WEBRESUME)).json().roles).toEqual([]);
      expect((await other.get(CV)).json()).toMatchObject({ file: null, canPreFillFromCv: false });
    });

    it('pre-fills work history, education, IT skills, languages, summary and the card', async () => {
      const response = await jane.post(PREFILL);
      expect(response.statusCode).toBe(200);
      const answer = response.json();
      expect(answer.populated).toBe(true);
      expect(answer.added.roles).toBe(2);

      const profile = (await jane.get(WEBRESUME)).json();
      expect(profile.roles.map((r: { company: string }) => r.company).sort()).toEqual([
        'Harbour Retail Group',
        'Westmead Health Services',
      ]);
      const current = profile.roles.find((r: { isCurrent: boolean }) => r.isCurrent);
      expect(current).toMatchObject({ roleTitle: 'Senior Data Analyst', fromDate: '2021-03-01' });
      expect(profile.education.qualifications).toEqual([
        expect.objectContaining({ institution: 'University of Sydney' }),
      ]);
      const itSkills = Object.values(profile.itSkills)
        .flat()
        .map((s) => (s as { label: string }).label);
      expect(itSkills).toEqual(expect.arrayContaining(['SQL', 'Python', 'Microsoft Excel']));
      expect(profile.languages.map((l: { languageId: string }) => l.languageId).sort()).toEqual([
        'en',
        'ta',
      ]);
      expect(profile.careerSummary).toMatch(/^Data analyst with six years/);
      const card = (await jane.get('/api/talentapi/businessCard')).json();
      expect(card.currentRole).toBe('Data Analyst');

      expect(await jane.finishedProgress()).toMatchObject({ parsed: true, populated: true });
      expect((await jane.get(CV)).json().hasPreFilled).toBe(true);
    });

    it('adds nothing the second time', async () => {
      const before = (await jane.get(WEBRESUME)).json();
      const again = await jane.post(PREFILL);
      expect(again.statusCode).toBe(200);
      expect(Object.values(again.json().added).every((n) => n === 0)).toBe(true);
      expect(again.json().alreadyThere.roles).toBe(2);
      expect((await jane.get(WEBRESUME)).json()).toEqual(before);
    });

    it('Clear all empties the pre-filled sections', async () => {
      expect((await jane.put(`${WEBRESUME}/clear`)).statusCode).toBe(200);
      const profile = (await jane.get(WEBRESUME)).json();
      expect(profile.roles).toEqual([]);
      expect(profile.education.qualifications).toEqual([]);
      expect(profile.languages).toEqual([]);
      expect(profile.careerSummary).toBe('');
    });

    it('deleting the resume removes its parse and clears hasPreFilled', async () => {
      const { file } = (await jane.get(CV)).json();
      expect((await jane.remove(`${CV}/${file.id}`)).statusCode).toBe(204);
      expect(await parseRows(jane.talentId)).toEqual([]);
      expect((await jane.get(CV)).json()).toMatchObject({
        file: null,
        canPreFillFromCv: false,
        hasPreFilled: false,
      });
      expect((await jane.get(PROGRESS)).statusCode).toBe(404);
    });
  });

  describe('a file that is not a resume', () => {
    it('fails with the parser’s message, is not offered and fills nothing', async () => {
      expect((await other.upload('invoice.txt', invoiceTextBytes())).statusCode).toBe(201);
      const progress = await other.finishedProgress();
      expect(progress).toMatchObject({ parsed: false, populated: false, failed: true });
      expect(progress.message).toEqual(expect.any(String));
      expect(progress.message?.length).toBeGreaterThan(10);
      expect((await other.get(CV)).json()).toMatchObject({
        canPreFillFromCv: false,
        hasPreFilled: false,
      });

      const refused = await other.post(PREFILL);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'CONFLICT', message: progress.message });
      const profile = (await other.get(WEBRESUME)).json();
      expect(profile.roles).toEqual([]);
      expect(profile.languages).toEqual([]);
    });

    it('replaced by a resume, is forgotten: the new one is read', async () => {
      expect((await other.upload('resume.txt', resumeTextBytes())).statusCode).toBe(201);
      expect(await other.finishedProgress()).toMatchObject({ parsed: true, failed: false });
      const rows = await parseRows(other.talentId);
      expect(rows.map((r) => r.state)).toEqual(['parsed']);
    });
  });
});
