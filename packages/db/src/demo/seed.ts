// Writes the demo data set into a database: the catalogue in batches, then the demo talent's
// profile, all in one transaction so that a start-up interrupted half way leaves nothing behind
// (hasCatalogue would otherwise report a half-written catalogue as done). Then ANALYZE, because
// without statistics the planner picks bad plans for search (DESIGN.md, known pitfalls).
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import * as schema from '../schema';
import { buildCatalogueModel } from './catalogue';
import { generateDemoTalentProfile } from './demo-talent';
import { generateJobs } from './generate';

export interface SeedDemoDataOptions {
  seed?: number;
  now?: Date;
  jobCount?: number;
  /** The demo talent's existing row; without it only the catalogue is written (benchmarks). */
  talentId?: string;
  /** Rows per INSERT: 500 jobs x ~60 columns stays well under PostgreSQL's 65,535 parameters. */
  batchSize?: number;
}

export interface SeedDemoDataResult {
  companies: number;
  communities: number;
  workLocations: number;
  jobs: number;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

async function insertInBatches<T>(
  rows: Iterable<T>,
  batchSize: number,
  write: (batch: T[]) => Promise<unknown>,
): Promise<number> {
  let batch: T[] = [];
  let count = 0;
  for (const row of rows) {
    batch.push(row);
    if (batch.length === batchSize) {
      await write(batch);
      count += batch.length;
      batch = [];
    }
  }
  if (batch.length > 0) {
    await write(batch);
    count += batch.length;
  }
  return count;
}

async function writeDemoTalentProfile(
  tx: Transaction,
  talentId: string,
  seed: number,
  now: Date,
): Promise<void> {
  const profile = generateDemoTalentProfile({ seed, now });
  const updated = await tx
    .update(schema.talent)
    .set(profile.talent)
    .where(eq(schema.talent.id, talentId))
    .returning({ id: schema.talent.id });
  if (updated.length === 0) throw new Error(`Demo talent ${talentId} does not exist`);
  await tx.insert(schema.talentRole).values(profile.roles.map((r) => ({ ...r, talentId })));
  await tx.insert(schema.talentSkill).values(profile.skills.map((s) => ({ ...s, talentId })));
  await tx.insert(schema.connection).values(profile.connections.map((c) => ({ ...c, talentId })));
}

export async function seedDemoData(
  db: Database,
  options: SeedDemoDataOptions = {},
): Promise<SeedDemoDataResult> {
  const { seed = 42, now = new Date(), jobCount = 3000, talentId, batchSize = 500 } = options;
  const model = buildCatalogueModel({ seed, now });

  const jobs = await db.transaction(async (tx) => {
    await tx.insert(schema.company).values(model.companies);
    await tx.insert(schema.talentCommunity).values(model.communities);
    // Lookups are shared reference data that an import may already have written.
    await tx.insert(schema.category).values(model.categories).onConflictDoNothing();
    await tx.insert(schema.subCategory).values(model.subCategories).onConflictDoNothing();
    await tx.insert(schema.workType).values(model.workTypes).onConflictDoNothing();
    await tx
      .insert(schema.flexibleWorkOption)
      .values(model.flexibleWorkOptions)
      .onConflictDoNothing();
    await tx.insert(schema.workLocation).values(model.workLocations);
    const written = await insertInBatches(
      generateJobs({ seed, now, jobCount }, model),
      batchSize,
      (batch) => tx.insert(schema.job).values(batch),
    );
    if (talentId) await writeDemoTalentProfile(tx, talentId, seed, now);
    return written;
  });

  await db.execute(sql`analyze`);
  return {
    companies: model.companies.length,
    communities: model.communities.length,
    workLocations: model.workLocations.length,
    jobs,
  };
}

/** True once the demo catalogue (or any other) has been written: any company exists. */
export async function hasCatalogue(db: Database): Promise<boolean> {
  const rows = await db.select({ id: schema.company.id }).from(schema.company).limit(1);
  return rows.length > 0;
}
