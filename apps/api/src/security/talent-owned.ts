// One of every talent-owned thing that has an id in a route, made through the API as the web app
// makes it (route-params.ts says which parameter takes which kind). The authorisation matrix
// fills in another talent's ids; the bad-input suite the caller's own, so handlers run deep.
import { schema } from '@talent/db';
import { buildCommunity, buildConnection, buildJob } from '@talent/db/testing';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { signUpTalent } from '../modules/careers/test-support';
import { multipart, pdfBytes, pngBytes } from '../test/files';
import { type TestContext, withCookie } from '../test/harness';
import { validEducation, validRole } from '../test/profile-fixtures';

export type Talent = Awaited<ReturnType<typeof signUpTalent>>;

export const TALENT_OWNED_KINDS = [
  'role',
  'education',
  'licence',
  'document',
  'language',
  'cvFile',
  'photo',
  'photoOriginal',
  'jobApplication',
  'connection',
  'connectionRequest',
] as const;
export type TalentOwnedKind = (typeof TALENT_OWNED_KINDS)[number];
export type TalentOwnedIds = Record<TalentOwnedKind, string>;

/** A valid body for the writes that take a talent-owned id in their path. */
export const VALID_BODIES: Record<string, () => object> = {
  'PUT /api/workerapi/webresume/role/:id': () => ({
    ...validRole(),
    company: 'Other Company',
    roleTitle: 'Changed by someone else',
  }),
  'PUT /api/workerapi/webresume/qualification/:id': () => ({
    ...validEducation,
    certification: 'Changed by someone else',
  }),
  'PUT /api/talentapi/language/:id': () => ({ languageId: 'de', level: 1 }),
  'PUT /api/talentapi/connections/:id/job-alerts': () => ({ enabled: false }),
  'PUT /api/talentapi/connections/:id/job-alert-preferences': () => ({
    keywords: 'Changed by someone else',
    enableAlerts: false,
  }),
};

const WR = '/api/workerapi/webresume';

/** Signs up a talent and makes one of every talent-owned thing for them, through the API. */
export async function talentWithEverything(ctx: TestContext) {
  const { app, database } = ctx;
  const talent = await signUpTalent(app);
  const call = async (options: InjectOptions, expected: number) => {
    const response = await app.inject(withCookie(talent.cookie, options));
    if (response.statusCode !== expected) {
      throw new Error(`${options.method} ${options.url}: ${response.statusCode} ${response.body}`);
    }
    return response.json();
  };

  const workHistory = await call({ method: 'POST', url: `${WR}/role`, payload: validRole() }, 201);
  const document = await call(
    { method: 'POST', url: `${WR}/workerdocument`, ...multipart('degree.pdf', pdfBytes()) },
    201,
  );
  const educationEntry = await call(
    {
      method: 'POST',
      url: `${WR}/qualification`,
      payload: { ...validEducation, file: { id: document.id } },
    },
    201,
  );
  const licence = await call(
    {
      method: 'POST',
      url: `${WR}/qualification`,
      payload: {
        ...validEducation,
        certification: 'White Card',
        fifoEducationLevel: null,
        qualificationTypeId: 330,
        qualificationCategory: 3,
      },
    },
    201,
  );
  const language = await call(
    { method: 'POST', url: '/api/talentapi/language', payload: { languageId: 'fr', level: 3 } },
    201,
  );
  await call(
    { method: 'PUT', url: `${WR}/career`, payload: { careerSummary: 'Ten years in mining.' } },
    200,
  );
  const cv = await call(
    { method: 'POST', url: '/api/talentapi/cv-file', ...multipart('resume.pdf', pdfBytes()) },
    201,
  );
  // The resume is read in the background: wait for it, so what the owner reads stays still.
  for (let waited = 0; ; waited += 50) {
    const progress = await call({ method: 'GET', url: '/api/workerapi/parsing/progress' }, 200);
    if (progress.parsed || progress.failed) break;
    if (waited > 30_000) throw new Error('the resume was not read within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const photo = await call(
    {
      method: 'POST',
      url: '/api/user/profile-photo-ngx',
      ...multipart('blob', pngBytes(8, 8), { field: 'profile' }),
    },
    200,
  );
  await call(
    {
      method: 'POST',
      url: '/api/user/profile-photo-ngx/original',
      ...multipart('me.png', pngBytes(20, 12)),
    },
    200,
  );
  const [row] = await database.db
    .select({ original: schema.talent.avatarOriginalFileId })
    .from(schema.talent)
    .where(eq(schema.talent.id, talent.talentId));

  const community = await buildCommunity(database.db, {});
  const connection = await buildConnection(database.db, {
    talentId: talent.talentId,
    communityId: community.id,
    relationship: 'contractor',
  });
  // A company's invitation waiting for an answer: the request ids' routes.
  const invited = await buildConnection(database.db, {
    talentId: talent.talentId,
    communityId: (await buildCommunity(database.db, {})).id,
    statusName: 'Pending',
    initiallyConnectedAt: null,
  });
  const [request] = await database.db
    .insert(schema.connectionRequest)
    .values({ connectionId: invited.id })
    .returning();
  const job = await buildJob(database.db, { communityId: community.id, roleName: 'Fitter' });
  const application = await call(
    {
      method: 'POST',
      url: '/api/talentapi/job-applications',
      payload: { segmentCode: community.segmentCode, urlCode: job.urlCode },
    },
    201,
  );

  const ids: TalentOwnedIds = {
    role: workHistory.id,
    education: educationEntry.id,
    licence: licence.id,
    document: document.id,
    language: language.id,
    cvFile: cv.file.id,
    photo: String(photo.avatarUrl).split('/').pop() as string,
    photoOriginal: row?.original as string,
    jobApplication: application.id,
    connection: connection.id,
    connectionRequest: request?.id as string,
  };
  for (const [kind, id] of Object.entries(ids)) {
    if (typeof id !== 'string' || !id) throw new Error(`no ${kind} id for the talent`);
  }
  return { ...talent, ids, community, job };
}
