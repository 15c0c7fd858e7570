// Seeds a fresh database through the real migrations, as the app does on first start: an
// in-memory PGlite always, and also a PostgreSQL server when TEST_DATABASE_URL is set.
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import * as schema from '../schema';
import { createTestDatabase, testDatabaseKinds } from '../testing';
import { generateJobs } from './generate';
import { hasCatalogue, seedDemoData } from './seed';

const now = new Date('2025-06-01T00:00:00.000Z');

describe.each(testDatabaseKinds())('seedDemoData (%s)', (kind) => {
  let handle: DatabaseHandle;
  let talentId: string;
  let newcomerId: string;

  async function rowCount(table: PgTable): Promise<number> {
    const [row] = await handle.db.select({ n: count() }).from(table);
    return row?.n ?? 0;
  }

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    await handle.db
      .insert(schema.user)
      .values({ id: 'demo-user', name: 'Alex Morgan', email: 'demo@example.com' });
    const [talent] = await handle.db
      .insert(schema.talent)
      .values({ userId: 'demo-user', fullName: 'Alex Morgan' })
      .returning({ id: schema.talent.id });
    talentId = talent?.id ?? '';
    await handle.db
      .insert(schema.user)
      .values({ id: 'newcomer-user', name: 'Sam Taylor', email: 'sam.taylor@example.com' });
    const [newcomer] = await handle.db
      .insert(schema.talent)
      .values({ userId: 'newcomer-user', fullName: 'Sam Taylor' })
      .returning({ id: schema.talent.id });
    newcomerId = newcomer?.id ?? '';
  });

  afterAll(async () => {
    await handle?.close();
  });

  it('reports no catalogue before seeding', async () => {
    expect(await hasCatalogue(handle.db)).toBe(false);
  });

  it('leaves nothing behind when the talent does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    await expect(
      seedDemoData(handle.db, { seed: 42, now, jobCount: 10, talentId: missing }),
    ).rejects.toThrow('does not exist');
    expect(await hasCatalogue(handle.db)).toBe(false);
    expect(await rowCount(schema.job)).toBe(0);
  });

  it('writes the catalogue and the demo profile, then reports the catalogue present', async () => {
    const result = await seedDemoData(handle.db, {
      seed: 42,
      now,
      jobCount: 500,
      talentId,
      newcomerTalentId: newcomerId,
      batchSize: 200,
    });
    expect(result.jobs).toBe(500);
    expect(await hasCatalogue(handle.db)).toBe(true);
    expect(await rowCount(schema.job)).toBe(500);
    expect(await rowCount(schema.company)).toBe(result.companies);
    expect(await rowCount(schema.talentCommunity)).toBe(result.communities);
    expect(await rowCount(schema.workLocation)).toBe(result.workLocations);
    expect(await rowCount(schema.category)).toBeGreaterThanOrEqual(11);
    expect(await rowCount(schema.subCategory)).toBeGreaterThan(40);
  });

  it('connects the newcomer to one community that has no open job', async () => {
    const connections = await handle.db
      .select({ communityId: schema.connection.communityId, status: schema.connection.statusName })
      .from(schema.connection)
      .where(eq(schema.connection.talentId, newcomerId));
    expect(connections).toHaveLength(1);
    expect(connections[0]?.status).toBe('Connected');
    const [jobs] = await handle.db
      .select({ n: count() })
      .from(schema.job)
      .where(eq(schema.job.communityId, connections[0]?.communityId ?? ''));
    expect(jobs?.n).toBe(0);
  });

  it('updates the existing talent row with the profile fields', async () => {
    const [talent] = await handle.db
      .select()
      .from(schema.talent)
      .where(eq(schema.talent.id, talentId));
    expect(talent).toMatchObject({
      fullName: 'Alex Morgan',
      currentRole: 'Senior Software Engineer',
      suburb: 'Surry Hills',
      profileStatus: 2,
      jobSearchStatusId: 1,
    });
    const roles = await handle.db
      .select()
      .from(schema.talentRole)
      .where(eq(schema.talentRole.talentId, talentId));
    expect(roles.filter((r) => r.isCurrent && r.isPrimary)).toHaveLength(1);
    const skills = await handle.db
      .select()
      .from(schema.talentSkill)
      .where(eq(schema.talentSkill.talentId, talentId));
    expect(skills.length).toBeGreaterThanOrEqual(8);
  });

  it("stores the talent's seven connections against seeded communities", async () => {
    const rows = await handle.db
      .select({
        status: schema.connection.statusName,
        relationship: schema.connection.relationship,
        consentExpiry: schema.connection.consentExpiry,
        segmentCode: schema.talentCommunity.segmentCode,
      })
      .from(schema.connection)
      .innerJoin(
        schema.talentCommunity,
        eq(schema.connection.communityId, schema.talentCommunity.id),
      )
      .where(eq(schema.connection.talentId, talentId));
    expect(rows.map((r) => r.status).sort()).toEqual([
      'Connected',
      'Connected',
      'Connected',
      'Declined',
      'New',
      'On Hold',
      'Pending',
    ]);
    const internal = rows.filter((r) => r.relationship === 'internal').map((r) => r.segmentCode);
    expect(internal.sort()).toEqual(['tasman-digital-consulting', 'tasman-digital-engineering']);
    const expiringSoon = rows.filter(
      (r) =>
        r.status === 'Connected' &&
        r.consentExpiry &&
        r.consentExpiry.getTime() - now.getTime() < 20 * 86_400_000,
    );
    expect(expiringSoon).toHaveLength(1);
  });

  it('writes the generated jobs through the import, then refreshes the search words', async () => {
    const generated = Array.from(generateJobs({ seed: 42, now, jobCount: 500 }));
    const stored = await handle.db
      .select({
        externalId: schema.job.externalId,
        urlCode: schema.job.urlCode,
        matchingReferenceId: schema.job.matchingReferenceId,
        workLocationId: schema.job.workLocationId,
      })
      .from(schema.job)
      .orderBy(schema.job.externalId);
    const expected = generated
      .map(({ externalId, urlCode, matchingReferenceId, workLocationId }) => ({
        externalId,
        urlCode,
        matchingReferenceId,
        workLocationId,
      }))
      .sort((a, b) => (a.externalId < b.externalId ? -1 : 1));
    expect(stored).toEqual(expected);
    expect(await rowCount(schema.jobWord)).toBeGreaterThan(100);
  });

  it('stores jobs that read back as generated (arrays, JSON, timestamps)', async () => {
    const jobs = await handle.db.select().from(schema.job).limit(50);
    for (const job of jobs) {
      expect(job.specialties.length).toBeGreaterThanOrEqual(3);
      expect(job.publishedAt).toBeInstanceOf(Date);
      expect(job.applicationsCloseAt?.getTime()).toBeGreaterThan(job.publishedAt.getTime());
    }
  });
});
