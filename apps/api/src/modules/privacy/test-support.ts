// A talent with something in every table the product keeps about a person, for the closure and
// export tests: profile sections, uploaded files (through the API, so they are real files),
// connections and a company's request, an application, saved and removed jobs, alerts, a sent
// digest, profile views, matching, and a second signed-in session.
import { randomUUID } from 'node:crypto';
import { type Database, queryRows, schema } from '@talent/db';
import { buildCommunity, buildCompany, buildConnection, buildJob } from '@talent/db/testing';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import { multipart, pdfBytes, pngBytes } from '../../test/files';
import { cookieHeader, signUp, uniqueEmail, withCookie } from '../../test/harness';

export interface RichTalent {
  userId: string;
  talentId: string;
  email: string;
  password: string;
  fullName: string;
  cookie: string;
  secondCookie: string;
  resumeBytes: Buffer;
  photoBytes: Buffer;
}

export async function buildRichTalent(app: FastifyInstance, db: Database): Promise<RichTalent> {
  const fullName = `Quilla Marrowby ${randomUUID().slice(0, 8)}`;
  const { cookie, email, password } = await signUp(app, {
    name: fullName,
    email: uniqueEmail('rich'),
  });
  const session = (
    await app.inject(withCookie(cookie, { method: 'GET', url: '/api/talentapi/session' }))
  ).json() as { userId: string; profileId: string };
  const { userId, profileId: talentId } = session;
  const second = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
  });
  const secondCookie = cookieHeader(second);

  const resumeBytes = pdfBytes(`${fullName} resume: haul truck operator`);
  const photoBytes = pngBytes(8, 8);
  const upload = async (url: string, fileName: string, bytes: Buffer) => {
    const response = await app.inject(
      withCookie(cookie, { method: 'POST', url, ...multipart(fileName, bytes) }),
    );
    if (response.statusCode >= 300) throw new Error(`${url}: ${response.body}`);
  };
  await upload('/api/talentapi/cv-file', 'quilla-resume.pdf', resumeBytes);
  await upload('/api/user/profile-photo-ngx', 'me.png', photoBytes);
  // The resume's parse (a background job) has finished, so no job of the talent is running.
  await vi.waitFor(
    async () => {
      const [row] = await queryRows<{ state: string }>(
        db,
        sql`SELECT state FROM resume_parse WHERE talent_id = ${talentId}`,
      );
      if (!row || row.state === 'parsing') throw new Error('still parsing');
    },
    { timeout: 30_000, interval: 100 },
  );

  await db.execute(sql`
    UPDATE talent SET "current_role" = 'Haul Truck Operator', bio_message = 'FIFO operator',
           suburb = 'Karratha', country_iso2 = 'AU', career_summary = 'Ten years on site',
           achievements = 'Zero incidents', job_search_status_id = 1
     WHERE id = ${talentId}`);
  await db.insert(schema.talentSkill).values({ talentId, label: 'Haul Truck Operation' });
  await db.insert(schema.talentRole).values({
    talentId,
    roleTitle: 'Haul Truck Operator',
    company: 'Pilbara Ore',
    fromDate: '2019-03-01',
    isCurrent: true,
    responsibilities: ['Pre-start checks'],
  });
  await db.insert(schema.talentExternalLink).values({
    talentId,
    linkUrl: 'https://www.linkedin.com/in/quilla',
    linkTypeId: 4,
  });
  await db.insert(schema.talentQualification).values([
    {
      talentId,
      qualificationTypeId: 0,
      qualificationCategory: 1,
      certification: 'Certificate III in Surface Extraction',
      institution: 'TAFE WA',
      yearCompleted: 2018,
    },
    {
      talentId,
      qualificationTypeId: 301,
      qualificationCategory: 3,
      certification: 'HR Driver Licence',
      institution: 'Department of Transport',
    },
  ]);
  await db
    .insert(schema.talentItSkill)
    .values({ talentId, skillGroup: 201, level: 2, skillId: 'excel', label: 'Microsoft Excel' });
  await db
    .insert(schema.talentLanguage)
    .values({ talentId, languageId: 'en', languageName: 'English', level: 5 });

  const company = await buildCompany(db, { name: `Pilbara Ore ${randomUUID().slice(0, 6)}` });
  const community = await buildCommunity(db, { companyId: company.id });
  const inviting = await buildCommunity(db, { companyId: company.id });
  await buildConnection(db, {
    talentId,
    communityId: community.id,
    consentExpiry: new Date(Date.now() + 86_400_000 * 200),
  });
  const invitation = await buildConnection(db, {
    talentId,
    communityId: inviting.id,
    statusName: 'New',
  });
  await db.insert(schema.connectionRequest).values({ connectionId: invitation.id });
  const [applied, saved, removed] = await Promise.all([
    buildJob(db, { communityId: community.id, roleName: 'Dump Truck Operator' }),
    buildJob(db, { communityId: community.id, roleName: 'Excavator Operator' }),
    buildJob(db, { communityId: community.id, roleName: 'Grader Operator' }),
  ]);
  await db
    .insert(schema.jobApplication)
    .values({ talentId, jobId: applied.id, state: 'SubmittedAwaitingProcessing' });
  await db.insert(schema.jobSuggestion).values([
    { talentId, jobId: saved.id, score: 80, match: {}, status: 'Saved' },
    { talentId, jobId: removed.id, score: 60, match: {}, status: 'Deleted' },
  ]);
  await db.insert(schema.profileView).values({ talentId, companyId: company.id });
  await db
    .insert(schema.jobAlert)
    .values({ talentId, criteria: { keywords: 'truck' }, enableAlerts: true, frequency: 7 });
  const [digest] = await db
    .insert(schema.jobAlertDigest)
    .values({ talentId, state: 'sent', jobIds: [saved.id], jobCount: 1, windowEnd: new Date() })
    .returning();
  await db
    .insert(schema.jobAlertSentJob)
    .values({ talentId, jobId: saved.id, digestId: digest!.id });
  await db.insert(schema.savedSearchCriteria).values({ talentId, criteria: { keywords: 'truck' } });
  await db
    .insert(schema.matchingPreferences)
    .values({ talentId, preferredRoles: ['Truck Driver'] })
    .onConflictDoNothing();
  await db
    .insert(schema.matchingSkill)
    .values({ talentId, skillKey: 'label:haul', label: 'Haul', state: 'confirmed' })
    .onConflictDoNothing();
  await db.insert(schema.matchingRefresh).values({ talentId }).onConflictDoNothing();
  await db
    .insert(schema.signInFailure)
    .values({ email, failures: 1, lastFailedAt: new Date(), retryAt: new Date() })
    .onConflictDoNothing();
  return {
    userId,
    talentId,
    email,
    password,
    fullName,
    cookie,
    secondCookie,
    resumeBytes,
    photoBytes,
  };
}

/** Every table (and how many rows in it) whose rows mention any of `needles`. */
export async function tablesMentioning(
  db: Database,
  needles: string[],
): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`SELECT table_name AS name FROM information_schema.tables
         WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const patterns = needles.map((needle) => `%${needle.toLowerCase()}%`);
  const found: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ count: number }>(
      db,
      sql`SELECT count(*)::int AS count FROM ${sql.identifier(name)} t
           WHERE lower(to_jsonb(t)::text) LIKE ANY (${`{${patterns.map((p) => `"${p}"`).join(',')}}`}::text[])`,
    );
    if (row && row.count > 0) found[name] = row.count;
  }
  return found;
}

/** The tables with a talent_id or user_id column: what a talent can have rows in. */
export async function talentTables(db: Database): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`SELECT DISTINCT c.table_name AS name FROM information_schema.columns c
          JOIN information_schema.tables t
            ON t.table_schema = c.table_schema AND t.table_name = c.table_name
         WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
           AND c.column_name IN ('talent_id', 'user_id')
         ORDER BY 1`,
  );
  return rows.map((row) => row.name);
}
