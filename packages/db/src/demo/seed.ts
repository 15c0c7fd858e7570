// Writes the demo data set into a database: the reference data (companies with their logos,
// communities, lookups, work locations) directly, then the jobs as schema.org JobPostings
// through the same import as real feeds, then the demo talent's profile, all in one
// transaction so that a start-up interrupted half way leaves nothing behind (hasCatalogue
// would otherwise report a half-written catalogue as done). Then the search data and
// statistics are refreshed, as after any import.
import { eq } from 'drizzle-orm';
import { importJobPostings } from '../catalogue/import-jobs';
import { refreshSearchData } from '../catalogue/refresh-search-data';
import type { Database } from '../client';
import * as schema from '../schema';
import { buildCatalogueModel, type CatalogueModel } from './catalogue';
import { generateDemoTalentProfile, generateNewcomerProfile } from './demo-talent';
import { generateJobs } from './generate';
import { createJobPostingConverter } from './to-job-posting';

export interface SeedDemoDataOptions {
  seed?: number;
  now?: Date;
  jobCount?: number;
  /** The demo talent's existing row; without it only the catalogue is written (benchmarks). */
  talentId?: string;
  /** The newcomer demo talent's row (one connection to a community with no open job). */
  newcomerTalentId?: string;
  /** Jobs per import batch (see `importJobPostings`). */
  batchSize?: number;
}

export interface SeedDemoDataResult {
  companies: number;
  communities: number;
  workLocations: number;
  jobs: number;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Lazily, so a large demo set is never held in memory whole. */
function* demoJobPostings(model: CatalogueModel, seed: number, now: Date, jobCount: number) {
  const toPosting = createJobPostingConverter(model);
  for (const job of generateJobs({ seed, now, jobCount }, model)) yield toPosting(job);
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
  if (profile.connectionRequests.length > 0) {
    await tx.insert(schema.connectionRequest).values(profile.connectionRequests);
  }
  await tx.insert(schema.talentExternalLink).values(profile.links.map((l) => ({ ...l, talentId })));
  await tx
    .insert(schema.talentQualification)
    .values(profile.qualifications.map((q) => ({ ...q, talentId })));
  await tx.insert(schema.talentItSkill).values(profile.itSkills.map((s) => ({ ...s, talentId })));
  await tx.insert(schema.talentLanguage).values(profile.languages.map((l) => ({ ...l, talentId })));
}

async function writeNewcomerProfile(tx: Transaction, talentId: string, seed: number, now: Date) {
  const profile = generateNewcomerProfile({ seed, now });
  await tx.update(schema.talent).set(profile.talent).where(eq(schema.talent.id, talentId));
  await tx.insert(schema.connection).values(profile.connections.map((c) => ({ ...c, talentId })));
}

export async function seedDemoData(
  db: Database,
  options: SeedDemoDataOptions = {},
): Promise<SeedDemoDataResult> {
  const {
    seed = 42,
    now = new Date(),
    jobCount = 3000,
    talentId,
    newcomerTalentId,
    batchSize = 500,
  } = options;
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
    const summary = await importJobPostings(tx, demoJobPostings(model, seed, now, jobCount), {
      batchSize,
    });
    if (summary.skippedCount > 0 || summary.warningCount > 0) {
      // Generated data that the import refuses or corrects is a bug in one of them: fail the
      // seed loudly.
      const problems = [...summary.skipped, ...summary.warnings].slice(0, 3);
      throw new Error(`Demo jobs did not import cleanly: ${JSON.stringify(problems)}`);
    }
    if (talentId) await writeDemoTalentProfile(tx, talentId, seed, now);
    if (newcomerTalentId) await writeNewcomerProfile(tx, newcomerTalentId, seed, now);
    return summary.created + summary.updated + summary.unchanged;
  });

  await refreshSearchData(db);
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
