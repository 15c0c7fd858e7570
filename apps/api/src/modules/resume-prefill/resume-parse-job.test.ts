// The resume.parse job and the pre-fill with a stand-in parser (the app's parse dependency), so
// each outcome is exact: a parsed resume with entries the profile cannot hold, a refusal, a file
// deleted while it is read, and two pre-fills at once.

import { join } from 'node:path';
import { schema } from '@talent/db';
import type { ParsedResume } from '@talent/resume-parser';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { pdfBytes } from '../../test/files';
import { describeEachDatabase, sendOriginByDefault } from '../../test/harness';
import { signUpTalent } from '../careers/test-support';
import type { ParseResume } from './resume-parse-job';
import { CV, PREFILL, talentRequests, WEBRESUME } from './test-support';

const PASSWORD_MESSAGE = 'This PDF is protected by a password. Please upload a copy without one.';

const parsedResume: ParsedResume = {
  resume: {
    basics: { label: 'Registered Nurse', location: { city: 'Parramatta', countryCode: 'AU' } },
    work: [
      {
        name: 'Westmead Hospital',
        position: 'Registered Nurse',
        startDate: '2020-02',
        current: true,
      },
      // No start date: the role form needs one, so it is skipped, not dated.
      { name: 'Blacktown Hospital', position: 'Assistant in Nursing' },
    ],
    education: [
      { institution: 'Western Sydney University', studyType: 'Bachelor', area: 'Nursing' },
    ],
    certificates: [],
    skills: [{ name: 'Microsoft Excel' }],
    languages: [{ language: 'Hindi', fluency: 'Fluent' }],
  },
  sources: {},
  kind: 'text',
  pages: 1,
  ocrPages: 0,
  warnings: [],
};

class ResumeParseError extends Error {
  override name = 'ResumeParseError';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Holds the parse of 'gated.txt' until the test releases it (one gate per test run). */
let releaseGate: () => void = () => {};
let gate = Promise.resolve();
const gateReached = vi.fn();
const closeGate = () => {
  gateReached.mockClear();
  gate = new Promise<void>((resolve) => {
    releaseGate = resolve;
  });
};

const parse: ParseResume = async (_bytes, fileName) => {
  if (fileName === 'locked.pdf') throw new ResumeParseError('password', PASSWORD_MESSAGE);
  if (fileName === 'gated.txt') {
    gateReached();
    await gate;
  }
  return structuredClone(parsedResume);
};

describeEachDatabase(
  'resume parse job',
  (ctx) => {
    let app: FastifyInstance;
    const resumeText = () => Buffer.from('Registered Nurse\nWestmead Hospital\n');

    beforeAll(() => {
      app = ctx().app;
    });

    it('stores the parse and pre-fills what the profile can hold, counting what it cannot', async () => {
      const { cookie } = await signUpTalent(app);
      const jane = talentRequests(app, cookie);
      await jane.upload('cv.txt', resumeText());
      expect(await jane.finishedProgress()).toMatchObject({ parsed: true, failed: false });

      const answer = (await jane.post(PREFILL)).json();
      expect(answer.added).toEqual({
        roles: 1,
        education: 1,
        licences: 0,
        itSkills: 1,
        languages: 1,
        careerSummary: 0,
        currentRole: 1,
        location: 1,
      });
      expect(answer.skipped.roles).toBe(1);
      const profile = (await jane.get(WEBRESUME)).json();
      expect(profile.roles).toEqual([
        expect.objectContaining({
          company: 'Westmead Hospital',
          isCurrent: true,
          isPrimary: true,
          specialities: [],
        }),
      ]);
      expect(profile.education.qualifications[0]).toMatchObject({
        certification: 'Bachelor of Nursing',
        yearCompleted: 0,
      });
      const card = (await jane.get('/api/talentapi/businessCard')).json();
      expect(card.addressLocation).toMatchObject({
        suburb: { name: 'Parramatta' },
        country: { iso2: 'AU' },
      });
    });

    it('two pre-fills at once add each entry once', async () => {
      const { cookie } = await signUpTalent(app);
      const jane = talentRequests(app, cookie);
      await jane.upload('cv.txt', resumeText());
      await jane.finishedProgress();
      const answers = await Promise.all([jane.post(PREFILL), jane.post(PREFILL)]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      expect((await jane.get(WEBRESUME)).json().roles).toHaveLength(1);
      expect((await jane.get(WEBRESUME)).json().languages).toHaveLength(1);
    });

    it("a refusal of the parser fails the parse with the parser's message", async () => {
      const { cookie } = await signUpTalent(app);
      const jane = talentRequests(app, cookie);
      await jane.upload('locked.pdf', pdfBytes());
      expect(await jane.finishedProgress()).toEqual({
        parsed: false,
        populated: false,
        failed: true,
        message: PASSWORD_MESSAGE,
      });
      expect((await jane.get(CV)).json().canPreFillFromCv).toBe(false);
      const refused = await jane.post(PREFILL);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(PASSWORD_MESSAGE);
    });

    it('a parse queued by a process that stopped is run by the next one', async () => {
      const { database, storage, outboxDir } = ctx();
      // A process that takes no background work: it queues the parse and goes away.
      const stopped = await buildApp({
        config: testConfig({
          dataDir: join(outboxDir, 'data'),
          jobs: { pollIntervalMs: 60_000, concurrency: 0 },
        }),
        database,
        storage,
        webDist: join(outboxDir, 'no-web'),
        parseResume: parse,
      });
      sendOriginByDefault(stopped, testConfig().publicUrl);
      const { cookie } = await signUpTalent(app);
      const before = talentRequests(stopped, cookie);
      expect((await before.upload('cv.txt', resumeText())).statusCode).toBe(201);
      expect((await before.get('/api/workerapi/parsing/progress')).json()).toMatchObject({
        parsed: false,
        failed: false,
      });
      await stopped.close();

      // The suite's app, still running, takes the queued job from the table.
      expect(await talentRequests(app, cookie).finishedProgress()).toMatchObject({
        parsed: true,
        failed: false,
      });
    });

    it('a job whose file was deleted meanwhile ends quietly and writes nothing', async () => {
      closeGate();
      const { cookie, talentId } = await signUpTalent(app);
      const jane = talentRequests(app, cookie);
      const { file } = (await jane.upload('gated.txt', resumeText())).json();
      await vi.waitFor(() => expect(gateReached).toHaveBeenCalled(), { timeout: 20_000 });
      expect((await jane.remove(`${CV}/${file.id}`)).statusCode).toBe(204);
      releaseGate();

      const db = ctx().database.db;
      const job = await vi.waitFor(
        async () => {
          const jobs = await db
            .select()
            .from(schema.backgroundJob)
            .where(eq(schema.backgroundJob.kind, 'resume.parse'));
          const mine = jobs.find((r) => (r.payload as { fileId?: string }).fileId === file.id);
          if (mine?.state !== 'done') throw new Error('not done yet');
          return mine;
        },
        { timeout: 20_000, interval: 100 },
      );
      expect(job.result).toEqual({ state: 'gone' });
      const rows = await db
        .select()
        .from(schema.resumeParse)
        .where(eq(schema.resumeParse.talentId, talentId));
      expect(rows).toEqual([]);
    });
  },
  {},
  { parseResume: parse },
);
