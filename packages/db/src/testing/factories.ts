// Test factories (`buildX(db, overrides)`): real rows with sensible defaults, so a test names
// only what it is about.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import * as schema from '../schema';

let sequence = 0;
const next = () => ++sequence;

export async function buildCompany(
  db: Database,
  overrides: Partial<typeof schema.company.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(schema.company)
    .values({
      code: `company-${n}-${randomUUID().slice(0, 6)}`,
      name: `Company ${n}`,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function buildCommunity(
  db: Database,
  overrides: Partial<typeof schema.talentCommunity.$inferInsert> & { companyId?: string } = {},
) {
  const companyId = overrides.companyId ?? (await buildCompany(db)).id;
  const n = next();
  const [row] = await db
    .insert(schema.talentCommunity)
    .values({
      segmentCode: `segment-${n}-${randomUUID().slice(0, 6)}`,
      displayName: `Community ${n}`,
      ...overrides,
      companyId,
    })
    .returning();
  return row!;
}

export async function buildJob(
  db: Database,
  overrides: Partial<typeof schema.job.$inferInsert> & { communityId: string },
) {
  const n = next();
  const [community] = await db
    .select({ companyId: schema.talentCommunity.companyId })
    .from(schema.talentCommunity)
    .where(sql`${schema.talentCommunity.id} = ${overrides.communityId}`);
  const [row] = await db
    .insert(schema.job)
    .values({
      externalId: `test-${n}-${randomUUID()}`,
      matchingReferenceId: `ref-${n}-${randomUUID()}`,
      companyId: community!.companyId,
      urlCode: String(100000 + n),
      advertUrlCode: `a${n}`,
      seoSlug: `job-${n}`,
      roleName: `Job ${n}`,
      publishedAt: new Date(Date.now() - 24 * 3600 * 1000),
      ...overrides,
    })
    .returning();
  return row!;
}

export async function buildConnection(
  db: Database,
  overrides: Partial<typeof schema.connection.$inferInsert> & {
    talentId: string;
    communityId: string;
  },
) {
  const [row] = await db
    .insert(schema.connection)
    .values({ statusName: 'Connected', initiallyConnectedAt: new Date(), ...overrides })
    .returning();
  return row!;
}
