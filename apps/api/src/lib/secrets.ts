// The installation's signing secret lives in the database (created once, on first start),
// so every app process behind a load balancer signs and verifies with the same one and no
// operator has to invent one.
import { randomBytes } from 'node:crypto';
import { type Database, schema } from '@talent/db';
import { eq } from 'drizzle-orm';

const SECRET_KEY = 'auth_secret';

export async function getOrCreateSecret(db: Database): Promise<string> {
  await db
    .insert(schema.appSetting)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: schema.appSetting.value })
    .from(schema.appSetting)
    .where(eq(schema.appSetting.key, SECRET_KEY));
  if (!row) throw new Error('Could not read the signing secret');
  return row.value;
}
