import { schema } from '@talent/db';
import { buildCommunity, buildCompany, buildConnection, buildJob } from '@talent/db/testing';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, withCookie } from '../../test/harness';
import { signUpTalent } from '../careers/test-support';

const ARRIVAL = '/api/talentapi/arrival-message';
const STATUS = '/api/talentapi/dashboard-status';
const DAY = 86_400_000;
type Talent = { cookie: string; talentId: string };

describeEachDatabase('home dashboard', (ctx) => {
  let app: FastifyInstance;
  const db = () => ctx().database.db;
  const get = async (who: Talent, url: string) => {
    const response = await app.inject(withCookie(who.cookie, { method: 'GET', url }));
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  /** A company's community, and the talent's connection to it. */
  async function connect(who: Talent, name: string, statusName = 'Connected', at = new Date()) {
    const company = await buildCompany(db(), { name, logoUrl: `https://logos.test/${name}.png` });
    const community = await buildCommunity(db(), { companyId: company.id });
    const connection = await buildConnection(db(), {
      talentId: who.talentId,
      communityId: community.id,
      statusName,
      initiallyConnectedAt: statusName === 'Connected' ? at : null,
    });
    return { company, community, connection };
  }
  async function invite(who: Talent, name: string, requestedAt: Date) {
    const { connection } = await connect(who, name, 'Pending');
    await db().insert(schema.connectionRequest).values({
      connectionId: connection.id,
      createdAt: requestedAt,
    });
  }

  beforeAll(() => {
    app = ctx().app;
  });

  it('should require authentication', async () => {
    for (const url of [ARRIVAL, STATUS]) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('welcomes a new sign-up, and not one older than 7 days', async () => {
    const talent = await signUpTalent(app);
    expect(await get(talent, ARRIVAL)).toEqual({
      isNewSignup: true,
      connections: [],
      jobs: [],
      jobMatching: null,
    });
    await db()
      .update(schema.talent)
      .set({ createdAt: new Date(Date.now() - 8 * DAY) })
      .where(eq(schema.talent.id, talent.talentId));
    expect((await get(talent, ARRIVAL)).isNewSignup).toBe(false);
  });

  it('lists invitations of the last 30 days oldest first, with ids that sort in that order', async () => {
    const talent = await signUpTalent(app);
    await invite(talent, 'Recent Co', new Date(Date.now() - DAY));
    await invite(talent, 'Older Co', new Date(Date.now() - 20 * DAY));
    await invite(talent, 'Stale Co', new Date(Date.now() - 31 * DAY));
    await connect(talent, 'Connected Co');
    const { connections } = await get(talent, ARRIVAL);
    expect(connections.map((c: { companyName: string }) => c.companyName)).toEqual([
      'Older Co',
      'Recent Co',
    ]);
    const ids = connections.map((c: { id: string }) => c.id);
    expect([...ids].sort()).toEqual(ids);
    expect(ids[0]).toMatch(/^\d{16}-[0-9a-f-]{36}$/);
  });

  it('lists applications submitted lately, newest first', async () => {
    const talent = await signUpTalent(app);
    const { community, company } = await connect(talent, 'Hiring Co');
    const apply = async (roleName: string, state: string, daysAgo: number) => {
      const job = await buildJob(db(), { communityId: community.id, roleName });
      const at = new Date(Date.now() - daysAgo * DAY);
      const [row] = await db()
        .insert(schema.jobApplication)
        .values({ talentId: talent.talentId, jobId: job.id, state, createdAt: at, updatedAt: at })
        .returning();
      return row?.id;
    };
    const older = await apply('Fitter', 'AllDone', 5);
    const newer = await apply('Electrician', 'SubmittedAwaitingProcessing', 1);
    await apply('Started role', 'Started', 1);
    await apply('Withdrawn role', 'Withdrawn', 1);
    await apply('Old role', 'SubmittedAwaitingProcessing', 40);
    expect((await get(talent, ARRIVAL)).jobs).toEqual([
      { id: newer, roleName: 'Electrician', companyName: company.name },
      { id: older, roleName: 'Fitter', companyName: company.name },
    ]);
  });

  it('names the most recently connected company for job matching', async () => {
    const talent = await signUpTalent(app);
    await connect(talent, 'First Co', 'Connected', new Date(Date.now() - 10 * DAY));
    await connect(talent, 'Latest Co', 'Connected', new Date(Date.now() - DAY));
    await connect(talent, 'On Hold Co', 'On Hold');
    expect((await get(talent, ARRIVAL)).jobMatching).toEqual({
      companyName: 'Latest Co',
      companyLogoUrl: 'https://logos.test/Latest Co.png',
    });
  });

  it('never shows another talent’s invitations, applications, views or connections', async () => {
    const owner = await signUpTalent(app);
    const other = await signUpTalent(app);
    await invite(owner, 'Private Invite Co', new Date());
    const { company } = await connect(owner, 'Private Connected Co');
    await db()
      .insert(schema.profileView)
      .values({ talentId: owner.talentId, companyId: company.id });
    expect(await get(other, ARRIVAL)).toMatchObject({
      connections: [],
      jobs: [],
      jobMatching: null,
    });
    expect((await get(other, STATUS)).stats).toEqual({ totalViews: 0, connectionCount: 0 });
  });

  it('counts profile views and Connected connections', async () => {
    const talent = await signUpTalent(app);
    const { company } = await connect(talent, 'Viewer Co');
    await connect(talent, 'Second Co');
    await connect(talent, 'Declined Co', 'Declined');
    await db()
      .insert(schema.profileView)
      .values([1, 2, 3].map(() => ({ talentId: talent.talentId, companyId: company.id })));
    expect((await get(talent, STATUS)).stats).toEqual({ totalViews: 3, connectionCount: 2 });
  });

  it('reports 0% for an empty profile, every section to do', async () => {
    const { progress } = await get(await signUpTalent(app), STATUS);
    expect(progress.cvCompletion).toBe(0);
    expect(progress.sections).toHaveLength(10);
    expect(progress.sections.filter((s: { isComplete: boolean }) => s.isComplete)).toEqual([]);
  });

  it('reports 100% for a full profile, licences told from other qualifications', async () => {
    const talent = await signUpTalent(app);
    const talentId = talent.talentId;
    const file = (kind: string) => ({
      talentId,
      kind,
      fileName: `${kind}.pdf`,
      contentType: 'application/pdf',
      sizeBytes: 10,
      storageKey: `${talentId}/${kind}`,
    });
    const [avatar] = await db().insert(schema.talentFile).values(file('avatar')).returning();
    await db().insert(schema.talentFile).values(file('cv'));
    await db()
      .update(schema.talent)
      .set({
        avatarFileId: avatar?.id,
        currentRole: 'Fitter',
        suburb: 'Perth',
        bioMessage: 'I fix things.',
        careerSummary: 'Ten years in mining.',
        achievements: 'Zero incidents',
        jobSearchStatusId: 1,
      })
      .where(eq(schema.talent.id, talentId));
    await db().insert(schema.talentSkill).values({ talentId, label: 'Welding' });
    await db()
      .insert(schema.talentRole)
      .values({ talentId, roleTitle: 'Fitter', company: 'Acme', fromDate: '2020-01-01' });
    const qualification = { talentId, certification: 'Cert', institution: 'TAFE' };
    await db()
      .insert(schema.talentQualification)
      .values({ ...qualification, qualificationTypeId: 330, qualificationCategory: 3 });
    const half = await get(talent, STATUS);
    const undone = half.progress.sections.filter((s: { isComplete: boolean }) => !s.isComplete);
    expect(undone.map((s: { key: string }) => s.key)).toEqual([
      'qualifications',
      'it-skills',
      'languages',
    ]);
    await db()
      .insert(schema.talentQualification)
      .values({ ...qualification, qualificationTypeId: 0, qualificationCategory: 1 });
    await db()
      .insert(schema.talentItSkill)
      .values({ talentId, skillGroup: 201, level: 2, skillId: 'excel', label: 'Excel' });
    await db()
      .insert(schema.talentLanguage)
      .values({ talentId, languageId: 'fr', languageName: 'French', level: 3 });
    expect((await get(talent, STATUS)).progress.cvCompletion).toBe(100);
  });
});
