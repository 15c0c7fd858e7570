// The job matching API on both databases: preferences and their rule, the skills model
// (suggested from the profile, confirmed, dismissed for good), and suggestions: only with a
// resume, best first with their reasons, across the whole market the talent may see (public
// jobs of any community, internal ones only where they are an internal connection), never a
// closed job.
import { randomUUID } from 'node:crypto';
import { schema } from '@talent/db';
import { buildCommunity, buildConnection, buildJob } from '@talent/db/testing';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it, vi } from 'vitest';
import { describeEachDatabase, signUp, withCookie } from '../../test/harness';
import { tagPendingJobs } from '../job-skills';

const BASE = '/api/talentapi/job-matching';
const melbourne = {
  address: 'Melbourne VIC',
  latitude: -37.8136,
  longitude: 144.9631,
  countryIso2: 'AU',
};

describeEachDatabase('job matching', (ctx) => {
  let me = '';
  let talentId = '';
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, cookie = me) =>
    ctx().app.inject(withCookie(cookie, { method, url, ...(payload ? { payload } : {}) }));
  const db = () => ctx().database.db;
  const jobs: Record<string, string> = {};

  beforeAll(async () => {
    const { cookie, email } = await signUp(ctx().app);
    me = cookie;
    await call('GET', `${BASE}/preferences`);
    const [row] = await db()
      .select({ id: schema.talent.id })
      .from(schema.talent)
      .innerJoin(schema.user, eq(schema.user.id, schema.talent.userId))
      .where(eq(schema.user.email, email));
    talentId = row?.id as string;
    await db()
      .insert(schema.talentRole)
      .values({
        talentId,
        roleTitle: 'Registered Nurse',
        company: 'Royal Melbourne Hospital',
        fromDate: '2021-02-01',
        isCurrent: true,
        responsibilities: ['Wound care and medication administration on a surgical ward'],
        achievementsList: ['Kept my AHPRA registration and CPD current'],
        specialities: ['Patient assessment'],
      });
    const mine = await buildCommunity(db());
    const other = await buildCommunity(db());
    await buildConnection(db(), { talentId, communityId: mine.id, relationship: 'internal' });
    const at = (latitude: number, longitude: number) => ({ latitude, longitude });
    const build = async (key: string, values: Parameters<typeof buildJob>[1]) => {
      jobs[key] = (await buildJob(db(), values)).matchingReferenceId;
    };
    await build('nurse', {
      communityId: other.id,
      roleName: 'Registered Nurse - Surgical Ward',
      description:
        'Wound care, medication administration and patient assessment. AHPRA registration.',
      ...at(-37.8, 144.95),
    });
    await build('internalNurse', {
      communityId: mine.id,
      internalOnly: true,
      roleName: 'Registered Nurse (internal)',
      description: 'Wound care and medication administration.',
    });
    await build('hiddenNurse', {
      communityId: other.id,
      internalOnly: true,
      roleName: 'Registered Nurse (other internal)',
      description: 'Wound care and medication administration.',
    });
    await build('closedNurse', {
      communityId: other.id,
      roleName: 'Registered Nurse (closed)',
      description: 'Wound care and medication administration.',
      applicationsCloseAt: new Date(Date.now() - 3600_000),
    });
    await build('chef', {
      communityId: other.id,
      roleName: 'Chef',
      description: 'Commercial cooking, menu planning and food safety.',
    });
    await tagPendingJobs(db());
  });

  it('requires a session', async () => {
    for (const path of ['preferences', 'skills', 'suggestions-page-data', 'suggestions']) {
      expect((await ctx().app.inject({ method: 'GET', url: `${BASE}/${path}` })).statusCode).toBe(
        401,
      );
    }
  });

  it('keeps preferences, and requires a location or a role', async () => {
    expect((await call('GET', `${BASE}/preferences`)).json()).toBeNull();
    const none = await call('PUT', `${BASE}/preferences`, {
      preferredRoles: [],
      preferredLocation: null,
      preferredLocationRadius: 50,
      workType: 'all',
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain('Preferences are required');
    const saved = {
      preferredRoles: ['Registered Nurse', 'registered nurse'],
      preferredLocation: melbourne,
      preferredLocationRadius: 20,
      workType: 'all',
    };
    const put = await call('PUT', `${BASE}/preferences`, saved);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ ...saved, preferredRoles: ['Registered Nurse'] });
    expect((await call('GET', `${BASE}/preferences`)).json()).toEqual(put.json());
  });

  it('suggests skills from the profile; confirmed ones stay, removed ones never come back', async () => {
    const model = (await call('GET', `${BASE}/skills`)).json();
    const labels = model.suggestedSkills.map((s: { label: string }) => s.label.toLowerCase());
    expect(labels).toEqual(expect.arrayContaining(['patient assessment', 'wound care']));
    expect(model.confirmedSkills).toEqual([]);
    const wound = model.suggestedSkills.find((s: { label: string }) => /wound care/i.test(s.label));
    const rest = model.suggestedSkills.filter(
      (s: { label: string }) => s !== wound && !/patient/i.test(s.label),
    );
    const put = await call('PUT', `${BASE}/skills`, {
      confirmedSkills: [wound, { label: 'Triage' }, { label: 'Underwater basket weaving' }],
      suggestedSkills: rest,
    });
    expect(put.statusCode, put.body).toBe(200);
    const after = (await call('GET', `${BASE}/skills`)).json();
    expect(after.confirmedSkills.map((s: { label: string }) => s.label)).toEqual([
      wound.label,
      'Triage',
      'Underwater basket weaving',
    ]);
    expect(after.confirmedSkills[1].id).toBe('triage');
    expect(after.confirmedSkills[2].id).toBeUndefined();
    // Patient assessment was taken off the list: dismissed, not suggested again.
    expect(
      after.suggestedSkills.map((s: { label: string }) => s.label.toLowerCase()),
    ).not.toContain('patient assessment');
  });

  it('answers concurrent skills calls, each computing from what the other wrote', async () => {
    const model = (await call('GET', `${BASE}/skills`)).json();
    const calls = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        i % 2 ? call('PUT', `${BASE}/skills`, model) : call('GET', `${BASE}/skills`),
      ),
    );
    expect(calls.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await call('GET', `${BASE}/skills`)).json()).toEqual(model);
  });

  it('gives no suggestions without a resume', async () => {
    const page = (await call('GET', `${BASE}/suggestions-page-data`)).json();
    expect(page.missingCv).toBe(true);
    expect(page.preferences.preferredRoles).toEqual(['Registered Nurse']);
    expect((await call('GET', `${BASE}/suggestions`)).json()).toMatchObject({
      suggestions: [],
      totalCount: 0,
    });
  });

  it('suggests the jobs the talent may see, best first, each with its reason', async () => {
    await db()
      .insert(schema.talentFile)
      .values({
        talentId,
        kind: 'cv',
        fileName: 'resume.pdf',
        contentType: 'application/pdf',
        sizeBytes: 10,
        storageKey: `test/${randomUUID()}`,
      });
    expect((await call('GET', `${BASE}/suggestions-page-data`)).json().missingCv).toBe(false);
    const response = await call('GET', `${BASE}/suggestions`);
    expect(response.statusCode, response.body).toBe(200);
    const { suggestions, totalCount } = response.json();
    const refs = suggestions.map((s: { matchingReferenceId: string }) => s.matchingReferenceId);
    expect(refs).toContain(jobs.nurse);
    expect(refs).toContain(jobs.internalNurse);
    expect(refs).not.toContain(jobs.hiddenNurse);
    expect(refs).not.toContain(jobs.closedNurse);
    expect(refs).not.toContain(jobs.chef);
    expect(totalCount).toBe(suggestions.length);
    const nurse = suggestions.find(
      (s: { matchingReferenceId: string }) => s.matchingReferenceId === jobs.nurse,
    );
    expect(nurse.matchScore).toBeGreaterThan(75);
    // Its occupation is a specialty of the wanted one; the talent lacks one skill of four.
    expect(nurse.reason).toMatchObject({ skillsHave: 3, skillsAsked: 4, role: 0.8, km: 2 });
    const scores = suggestions.map((s: { matchScore: number }) => s.matchScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // A page past the last is empty and still says how many there are.
    const past = (await call('GET', `${BASE}/suggestions?page=3`)).json();
    expect(past).toMatchObject({ suggestions: [], totalCount, page: 3 });
    expect(totalCount).toBeGreaterThan(0);
  });

  it('saves a job, counts it, keeps it when it closes until acknowledged, and deletes for good', async () => {
    const save = await call('PUT', `${BASE}/saved-jobs/${jobs.nurse}`, {
      savedJobStatus: 'Saved',
      matchScore: 5,
    });
    expect(save.statusCode, save.body).toBe(200);
    // The score is the talent's own, not the one sent.
    expect(save.json().matchScore).toBeGreaterThan(75);
    expect(save.json()).toEqual({
      matchingReferenceId: jobs.nurse,
      savedJobStatus: 'Saved',
      matchScore: expect.any(Number),
    });
    const refs = async () =>
      (await call('GET', `${BASE}/suggestions`))
        .json()
        .suggestions.map((s: { matchingReferenceId: string }) => s.matchingReferenceId);
    // A saved job is on the saved jobs list, no longer among the suggestions; unsaved, it is back.
    expect(await refs()).not.toContain(jobs.nurse);
    await call('PUT', `${BASE}/saved-jobs/${jobs.nurse}`, { savedJobStatus: 'Unsaved' });
    expect(await refs()).toContain(jobs.nurse);
    await call('PUT', `${BASE}/saved-jobs/${jobs.nurse}`, { savedJobStatus: 'Saved' });
    // A job never suggested (the chef) may be saved too, scored now.
    await call('PUT', `${BASE}/saved-jobs/${jobs.chef}`, { savedJobStatus: 'Saved' });
    expect((await call('GET', `${BASE}/saved-jobs/count`)).json()).toEqual({ count: 2 });
    const saved = (await call('GET', `${BASE}/saved-jobs`)).json().savedJobs;
    expect(saved.map((s: { matchingReferenceId: string }) => s.matchingReferenceId).sort()).toEqual(
      [jobs.nurse, jobs.chef].sort(),
    );
    const chef = saved.find(
      (s: { matchingReferenceId: string }) => s.matchingReferenceId === jobs.chef,
    );
    expect(chef).toMatchObject({ savedJobStatus: 'Saved', isUnavailable: false });
    expect(chef.matchScore).toBeLessThan(25);

    // The chef job closes: still listed, unavailable, until acknowledged.
    await db()
      .update(schema.job)
      .set({ applicationsCloseAt: new Date(Date.now() - 1000) })
      .where(eq(schema.job.matchingReferenceId, jobs.chef as string));
    const closed = (await call('GET', `${BASE}/saved-jobs`)).json().savedJobs;
    expect(
      closed.find((s: { matchingReferenceId: string }) => s.matchingReferenceId === jobs.chef)
        .isUnavailable,
    ).toBe(true);
    const ack = await call(
      'POST',
      `${BASE}/saved-jobs/${jobs.chef}/acknowledge-no-longer-available`,
    );
    expect(ack.statusCode).toBe(204);
    expect((await call('GET', `${BASE}/saved-jobs/count`)).json()).toEqual({ count: 1 });

    // Deleted: gone from suggestions, and a refresh does not bring it back.
    await call('PUT', `${BASE}/saved-jobs/${jobs.nurse}`, { savedJobStatus: 'Deleted' });
    expect(await refs()).not.toContain(jobs.nurse);
    await call('PUT', `${BASE}/preferences`, {
      preferredRoles: ['Registered Nurse'],
      preferredLocation: melbourne,
      preferredLocationRadius: 30,
      workType: 'all',
    });
    expect(await refs()).not.toContain(jobs.nurse);
    expect((await call('GET', `${BASE}/saved-jobs/count`)).json()).toEqual({ count: 0 });
  });

  it('never suggests a job that closed or turned internal after it was tagged, before its new tags', async () => {
    const refs = async () => {
      // A change of preferences has the suggestions worked out again.
      await call('PUT', `${BASE}/preferences`, {
        preferredRoles: ['Registered Nurse'],
        preferredLocation: melbourne,
        preferredLocationRadius: 30,
        workType: 'all',
      });
      return (await call('GET', `${BASE}/suggestions`))
        .json()
        .suggestions.map((s: { matchingReferenceId: string }) => s.matchingReferenceId);
    };
    const other = await buildCommunity(db());
    const built = await Promise.all(
      ['Closing', 'Turning internal'].map((name) =>
        buildJob(db(), {
          communityId: other.id,
          roleName: `Registered Nurse - ${name}`,
          description: 'Wound care, medication administration and patient assessment.',
          latitude: -37.81,
          longitude: 144.96,
        }),
      ),
    );
    await tagPendingJobs(db());
    const [closing, turning] = built.map((j) => j.matchingReferenceId) as [string, string];
    expect(await refs()).toEqual(expect.arrayContaining([closing, turning]));
    // Changed as an import changes them; the tagging job has not run since.
    await db()
      .update(schema.job)
      .set({ applicationsCloseAt: new Date(Date.now() - 1000), updatedAt: new Date() })
      .where(eq(schema.job.matchingReferenceId, closing));
    await db()
      .update(schema.job)
      .set({ internalOnly: true, updatedAt: new Date() })
      .where(eq(schema.job.matchingReferenceId, turning));
    const after = await refs();
    expect(after).not.toContain(closing);
    expect(after).not.toContain(turning);
    expect(after).toContain(jobs.internalNurse);
  });

  it('shows job details with the skill comparison, where each skill came from', async () => {
    const response = await call('GET', `${BASE}/job/${jobs.internalNurse}`);
    expect(response.statusCode, response.body).toBe(200);
    const details = response.json();
    expect(details).toMatchObject({
      roleName: 'Registered Nurse (internal)',
      matchingReferenceId: jobs.internalNurse,
      applicationsClosed: false,
      savedJobStatus: 'Unsaved',
      companyName: expect.any(String),
      salaryRange: expect.toBeOneOf([expect.any(String), null]),
    });
    expect(details.applyUrl).toMatch(/^\/careers\/[^/]+\/job\//);
    expect(details.skillComparisons).toEqual(
      expect.arrayContaining([
        {
          skill: { id: 'wound-care', name: expect.stringMatching(/wound care/i) },
          has: true,
          source: 'confirmed',
          evidence: null,
        },
        expect.objectContaining({
          skill: expect.objectContaining({ id: 'medication-administration' }),
          has: true,
          source: 'role',
        }),
      ]),
    );
    expect((await call('GET', `${BASE}/job/no-such-job`)).statusCode).toBe(404);

    // A skill a job asks for, confirmed just now, shows as had on the next read.
    const other = (await signUp(ctx().app)).cookie;
    const chef = (await call('GET', `${BASE}/job/${jobs.chef}`, undefined, other)).json();
    const lacking = chef.skillComparisons.find((c: { has: boolean }) => !c.has);
    expect(lacking).toBeDefined();
    await call(
      'PUT',
      `${BASE}/skills`,
      {
        confirmedSkills: [{ id: lacking.skill.id, label: lacking.skill.name }],
        suggestedSkills: [],
      },
      other,
    );
    const after = (await call('GET', `${BASE}/job/${jobs.chef}`, undefined, other)).json();
    expect(
      after.skillComparisons.find(
        (c: { skill: { id: string } }) => c.skill.id === lacking.skill.id,
      ),
    ).toMatchObject({ has: true, source: 'confirmed' });
  });

  it("answers 404 to another talent for an internal job they may not see, and keeps each talent's saved jobs apart", async () => {
    const other = (await signUp(ctx().app)).cookie;
    expect(
      (await call('GET', `${BASE}/job/${jobs.internalNurse}`, undefined, other)).statusCode,
    ).toBe(404);
    const put = await call(
      'PUT',
      `${BASE}/saved-jobs/${jobs.internalNurse}`,
      { savedJobStatus: 'Saved' },
      other,
    );
    expect(put.statusCode).toBe(404);
    await call('PUT', `${BASE}/saved-jobs/${jobs.internalNurse}`, { savedJobStatus: 'Saved' });
    expect((await call('GET', `${BASE}/saved-jobs/count`, undefined, other)).json()).toEqual({
      count: 0,
    });
    expect((await call('GET', `${BASE}/saved-jobs/count`)).json()).toEqual({ count: 1 });
  });

  it('works the suggestions out in the background after the preferences change', async () => {
    const refreshedAt = async () =>
      (
        await db()
          .select({ at: schema.matchingRefresh.refreshedAt })
          .from(schema.matchingRefresh)
          .where(eq(schema.matchingRefresh.talentId, talentId))
      )[0]?.at;
    const put = await call('PUT', `${BASE}/preferences`, {
      preferredRoles: ['Registered Nurse'],
      preferredLocation: melbourne,
      preferredLocationRadius: 50,
      workType: 'full-time',
    });
    expect(put.statusCode).toBe(200);
    // No page asked for them: the job queue's worker worked them out.
    await vi.waitFor(async () => expect(await refreshedAt()).toBeInstanceOf(Date), {
      timeout: 20_000,
      interval: 50,
    });
  });

  it('never passes off suggestions worked out across a change as fresh', async () => {
    const state = async () =>
      (
        await db()
          .select()
          .from(schema.matchingRefresh)
          .where(eq(schema.matchingRefresh.talentId, talentId))
      )[0];
    await call('GET', `${BASE}/suggestions`);
    const before = await state();
    expect(before?.refreshedSeq).toBe(before?.changeSeq);
    // A refresh that started before the latest change recorded the count it started from.
    await db()
      .update(schema.matchingRefresh)
      .set({ refreshedSeq: (before?.changeSeq ?? 0) - 1 })
      .where(eq(schema.matchingRefresh.talentId, talentId));
    const page = (await call('GET', `${BASE}/suggestions`)).json();
    const after = await state();
    expect(after?.refreshedSeq).toBe(after?.changeSeq);
    // Worked out again by this call, or by a background refresh that started before the change
    // was marked and ended after it (it records the count it started from): never older.
    expect(Date.parse(page.refreshedAt)).toBeGreaterThanOrEqual(
      before?.refreshedAt?.getTime() ?? 0,
    );
    expect(page.refreshedAt).toBe(after?.refreshedAt?.toISOString());
  });

  it('follows the profile: an edited role makes the suggestions stale, and its skills are suggested', async () => {
    const before = (await call('GET', `${BASE}/suggestions`)).json().refreshedAt;
    await db()
      .insert(schema.talentRole)
      .values({
        talentId,
        roleTitle: 'Chef',
        company: 'Hotel',
        fromDate: '2015-01-01',
        toDate: '2018-01-01',
        specialities: ['Commercial cooking', 'Food safety', 'Menu planning'],
      });
    const after = (await call('GET', `${BASE}/suggestions`)).json().refreshedAt;
    expect(Date.parse(after)).toBeGreaterThan(Date.parse(before));
    const model = (await call('GET', `${BASE}/skills`)).json();
    expect(model.suggestedSkills.map((s: { label: string }) => s.label.toLowerCase())).toEqual(
      expect.arrayContaining(['commercial cooking', 'menu planning']),
    );
  });
});
