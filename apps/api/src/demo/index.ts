// First-start demo data: the demo talent is signed up through the real auth route (so the
// password is hashed and the talent record created as for anyone), then the deterministic
// catalogue, the demo profile and the documents the demo adverts list are written. Later starts
// find them and only print the sign-in. The generated password is kept so it can be printed
// again.
import { randomBytes } from 'node:crypto';
import { type DatabaseHandle, schema } from '@talent/db';
import { hasCatalogue, seedDemoData } from '@talent/db/demo';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { FileStorage } from '../lib/file-storage';
import { tagPendingJobs } from '../modules/job-skills';
import { findTalentByUserId } from '../modules/talent';
import { writeDemoDocuments } from './documents';
import { writeDemoMatching } from './matching';

export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_NAME = 'Alex Morgan';
/** A second demo talent, connected only to a community with no open job yet. */
export const NEWCOMER_EMAIL = 'sam.taylor@example.com';
export const NEWCOMER_NAME = 'Sam Taylor';
const PASSWORD_KEY = 'demo_password';

export async function seedDemoDataIfEmpty(input: {
  app: FastifyInstance;
  config: AppConfig;
  database: DatabaseHandle;
  /** The app's file storage: the adverts' documents are kept there. */
  storage: FileStorage;
}): Promise<{ email: string; password: string } | null> {
  const { app, config, database, storage } = input;
  const db = database.db;
  const password = await demoPassword(database, config.demoPassword);

  const signUp = { app, database, password, origin: config.publicUrl };
  const talent = await demoTalent(signUp, DEMO_EMAIL, DEMO_NAME);
  const newcomer = await demoTalent(signUp, NEWCOMER_EMAIL, NEWCOMER_NAME);

  if (!(await hasCatalogue(db))) {
    const started = Date.now();
    app.log.info(`Writing demo data (${config.demoJobCount} jobs)…`);
    await seedDemoData(db, {
      seed: 42,
      now: new Date(),
      jobCount: config.demoJobCount,
      talentId: talent.id,
      newcomerTalentId: newcomer.id,
    });
    app.log.info(`Demo data written in ${Date.now() - started} ms`);
  }
  // Also after a first start that stopped half way: what is missing is written now.
  const started = Date.now();
  const documents = await writeDemoDocuments(db, storage);
  if (documents > 0) {
    app.log.info(`Demo adverts' documents written (${documents}) in ${Date.now() - started} ms`);
  }
  // The demo jobs' occupations and skills, so matching has them from the first page.
  const tagging = Date.now();
  const tagged = await tagPendingJobs(db);
  if (tagged > 0) app.log.info(`Demo jobs tagged (${tagged}) in ${Date.now() - tagging} ms`);
  await writeDemoMatching(db, storage, talent.id);
  return { email: DEMO_EMAIL, password };
}

/** Signs a demo talent up through the real auth route (once) and returns its talent record. */
async function demoTalent(
  {
    app,
    database,
    password,
    origin,
  }: { app: FastifyInstance; database: DatabaseHandle; password: string; origin: string },
  email: string,
  name: string,
) {
  const db = database.db;
  const findUser = async () =>
    (
      await db.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, email))
    )[0];
  let user = await findUser();
  if (!user) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      // As the app's own page would send it: writes from elsewhere are refused.
      headers: { origin },
      payload: { name, email, password },
    });
    if (response.statusCode !== 200) {
      throw new Error(`Could not create the demo talent ${email}: ${response.body}`);
    }
    user = await findUser();
  }
  const talent = user && (await findTalentByUserId(db, user.id));
  if (!talent) throw new Error(`The demo talent ${email} has no talent record`);
  return talent;
}

async function demoPassword(
  database: DatabaseHandle,
  fromEnv: string | undefined,
): Promise<string> {
  const db = database.db;
  const [stored] = await db
    .select({ value: schema.appSetting.value })
    .from(schema.appSetting)
    .where(eq(schema.appSetting.key, PASSWORD_KEY));
  if (stored) return stored.value;
  const password = fromEnv ?? `demo-${randomBytes(6).toString('base64url')}`;
  await db
    .insert(schema.appSetting)
    .values({ key: PASSWORD_KEY, value: password })
    .onConflictDoNothing();
  return password;
}
