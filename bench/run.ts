// npm run bench [-- --jobs N --db pglite|postgres --iterations K | --import | --quality |
// --http | --web | --lighthouse | --taxonomy | --resumes | --matching | --matching-quality |
// --alerts | --load | --faults | --disk-full]: see README.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { type Database, type DatabaseHandle, openDatabase, queryRows, schema } from '@talent/db';
import { seedDemoData } from '@talent/db/demo';
import { createTestDatabase } from '@talent/db/testing';
import { sql } from 'drizzle-orm';
import {
  countJobSearch,
  runJobSearch,
  scopeFor,
} from '../apps/api/src/modules/job-search/job-search.service';
import { ilikeSearch } from './ilike-baseline';
import { querySet } from './queries';
import { round, latencyStats as stats } from './stats';

const { values } = parseArgs({
  options: {
    jobs: { type: 'string', default: '100000' },
    db: { type: 'string', default: 'pglite' },
    iterations: { type: 'string', default: '30' },
    communities: { type: 'string', default: '4' },
    /**
     * Keep the data and reuse it on the next run: on PostgreSQL a database of this name, on the
     * embedded database a data folder at this path.
     */
    keep: { type: 'string' },
    /** The job import's throughput instead: --jobs postings into an empty catalogue. */
    import: { type: 'boolean', default: false },
    /** The taxonomy's extraction quality and speed instead (no database). */
    taxonomy: { type: 'boolean', default: false },
    /** The resume parser's accuracy and speed on bench/quality/resumes (no database). */
    resumes: { type: 'boolean', default: false },
    /** --taxonomy: score a study set (same shape as the project's) instead of the project's. */
    set: { type: 'string' },
    /** --resumes: score a study corpus (its generator's --study DIR) instead of the project's. */
    corpus: { type: 'string' },
    /** --resumes: list what was wrong per file (a study corpus, or the development half only). */
    misses: { type: 'boolean', default: false },
    /** Job matching's speed instead, with this many talents (--talents). */
    matching: { type: 'boolean', default: false },
    /** What each route of the web build loads on a first visit (no database). */
    web: { type: 'boolean', default: false },
    /** Lighthouse on the first pages, mobile emulation, on the built app with the demo data. */
    lighthouse: { type: 'boolean', default: false },
    /** --lighthouse: only these pages, comma-separated ('sign-in,advert'; default all six). */
    pages: { type: 'string' },
    /** --lighthouse: write each page's whole Lighthouse report (JSON) to this folder. */
    reports: { type: 'string' },
    /** --lighthouse: load each page this many times and give the median run (default 1). */
    runs: { type: 'string', default: '1' },
    /** Job search over HTTP on the app with the demo data (embedded database). */
    http: { type: 'boolean', default: false },
    /** Job search's quality on the set of bench/quality (a fresh database of --db). */
    quality: { type: 'boolean', default: false },
    /** Job matching's ranking quality on its evaluation set (no database). */
    'matching-quality': { type: 'boolean', default: false },
    /** Job alert digests instead: one run for --talents talents (default 10,000) over --jobs. */
    alerts: { type: 'boolean', default: false },
    /** The app under load: --talents talents (default 100) for --duration seconds (default 60). */
    load: { type: 'boolean', default: false },
    duration: { type: 'string', default: '60' },
    /** The app killed (SIGKILL) during writes and jobs and started again: what survived. */
    faults: { type: 'boolean', default: false },
    /** The embedded app's data folder out of disk (a tmpfs: needs root): what it answers. */
    'disk-full': { type: 'boolean', default: false },
    /** Each call of the screens alone: the app's CPU time per request (--duration S, default 3). */
    'per-call': { type: 'boolean', default: false },
    /** --load --db postgres: cut the app off its database for this many seconds, a third in. */
    outage: { type: 'string' },
    /** --load: app processes behind the one PostgreSQL database (default 1). */
    processes: { type: 'string', default: '1' },
    /** --load: write the server's CPU profiles (.cpuprofile, one per thread) to this folder. */
    profile: { type: 'string' },
    /** Talents of --matching (default 1,000), --alerts (default 10,000) or --load (100). */
    talents: { type: 'string' },
    /** Alerts only: batches of talents prepared and mails each batch sends at once (the app's: 2 and 4). */
    concurrency: { type: 'string' },
    /** --alerts: prepare, then send, each timed (else side by side, as the app runs them). */
    phases: { type: 'boolean', default: false },
    /**
     * Matching only: generate this many jobs and copy them up to --jobs (for 1,000,000 jobs,
     * which the generator and the tagging would take an hour to write).
     */
    'generate-jobs': { type: 'string' },
  },
});
const jobCount = Number(values.jobs);
const kind = values.db === 'postgres' ? 'postgres' : 'pglite';
const iterations = Number(values.iterations);

async function time(fn: () => Promise<unknown>, n: number): Promise<number[]> {
  for (let i = 0; i < 3; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  return samples;
}

async function benchTalent(db: Database, communityCount: number): Promise<string> {
  await db
    .insert(schema.user)
    .values({ id: 'bench-user', name: 'Bench Talent', email: 'bench@example.com' });
  const [talent] = await db
    .insert(schema.talent)
    .values({ userId: 'bench-user', fullName: 'Bench Talent' })
    .returning();
  const roots = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM talent_community WHERE parent_id IS NULL ORDER BY segment_code LIMIT ${communityCount}`,
  );
  await db.insert(schema.connection).values(
    roots.map((r, i) => ({
      talentId: talent!.id,
      communityId: r.id,
      statusName: 'Connected',
      relationship: i === 0 ? 'internal' : null,
    })),
  );
  return talent!.id;
}

/** Query values taken from the jobs the talent can see, so every query finds something. */
async function sampleValues(db: Database, talentId: string, communityIds: string[]) {
  const scope = `{${communityIds.join(',')}}`;
  const [job] = await queryRows<{
    custom_code: string;
    category_id: number;
    role_name: string;
    latitude: number;
    longitude: number;
  }>(
    db,
    sql`SELECT custom_code, category_id, role_name, latitude, longitude FROM job
        WHERE community_id = ANY(${scope}::uuid[]) AND custom_code IS NOT NULL AND latitude IS NOT NULL
          AND (applications_close_at IS NULL OR applications_close_at > now())
        ORDER BY published_at DESC LIMIT 1`,
  );
  const candidates = await queryRows<{ word: string }>(
    db,
    sql`SELECT word FROM job_word WHERE documents BETWEEN 1 AND 50 AND length(word) > 5 AND word ~ '^[a-z]+$'
        ORDER BY documents, word LIMIT 40`,
  );
  let rareTerm = candidates[0]?.word ?? 'phlebotomy';
  for (const { word } of candidates) {
    const found = await countJobSearch(db, talentId, { keywords: word });
    if (found > 0 && found <= 30) {
      rareTerm = word;
      break;
    }
  }
  const titleWord = (job?.role_name ?? 'nurse').toLowerCase().match(/[a-z]{4,}/)?.[0] ?? 'nurse';
  return {
    jobId: job?.custom_code ?? '',
    rareTerm,
    categoryId: job?.category_id ?? 1,
    near: {
      keyword: titleWord,
      latitude: job?.latitude ?? -33.8688,
      longitude: job?.longitude ?? 151.2093,
    },
  };
}

/** A kept database (created when missing), or a fresh one that is dropped afterwards. */
async function openBenchDatabase(): Promise<DatabaseHandle> {
  if (!values.keep) return createTestDatabase(kind);
  // No statement deadline: copying a large catalogue runs long statements on purpose.
  if (kind === 'pglite')
    return openDatabase({ kind: 'pglite', dataDir: values.keep, statementTimeoutMs: 0 });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('--keep on PostgreSQL needs TEST_DATABASE_URL');
  if (!/^[a-z_][a-z0-9_]*$/.test(values.keep))
    throw new Error('--keep takes a plain database name');
  const admin = await openDatabase({ kind: 'postgres', url: adminUrl, poolSize: 1 });
  const exists = await queryRows(
    admin.db,
    sql`SELECT 1 FROM pg_database WHERE datname = ${values.keep}`,
  );
  if (!exists.length) await queryRows(admin.db, sql.raw(`CREATE DATABASE ${values.keep}`));
  await admin.close();
  const url = new URL(adminUrl);
  url.pathname = `/${values.keep}`;
  return openDatabase({ kind: 'postgres', url: url.toString(), statementTimeoutMs: 0 });
}

/** The demo catalogue of --jobs jobs, written unless the database has jobs already. */
async function seedCatalogue(db: Database, count = jobCount) {
  const seedStarted = performance.now();
  const [existing] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM job`);
  if (!existing?.n) await seedDemoData(db, { seed: 7, jobCount: count, batchSize: 1000 });
  const seedSeconds = round((performance.now() - seedStarted) / 1000);
  // The demo data is written through the job import: generation, the import and the refresh.
  const seedPostingsPerSecond = existing?.n ? null : Math.round(count / seedSeconds);
  return { existing, seedSeconds, seedPostingsPerSecond };
}

async function main() {
  const database = await openBenchDatabase();
  try {
    const { db } = database;
    const { existing, seedSeconds, seedPostingsPerSecond } = await seedCatalogue(db);
    const [bench] = await queryRows<{ id: string }>(
      db,
      sql`SELECT id FROM talent WHERE user_id = 'bench-user'`,
    );
    const talentId = bench?.id ?? (await benchTalent(db, Number(values.communities)));
    // Steady state, as autovacuum leaves it after a large import: visibility maps set, so the
    // count of a search without keywords reads the community index alone.
    await queryRows(db, sql`VACUUM ANALYZE job`);
    await queryRows(db, sql`VACUUM ANALYZE searchable_job`);
    const scope = await scopeFor(db, talentId, null);
    const sample = await sampleValues(db, talentId, scope.communityIds);
    const [{ searchable } = { searchable: 0 }] = await queryRows<{ searchable: number }>(
      db,
      sql`SELECT count(*)::int AS searchable FROM job WHERE community_id = ANY(${`{${scope.communityIds.join(',')}}`}::uuid[])`,
    );

    const all: number[] = [];
    const allBaseline: number[] = [];
    const queries = [];
    for (const query of querySet(sample)) {
      const result = await runJobSearch(db, talentId, query.args, { page: 1, pageSize: 10 });
      const samples = await time(
        () => runJobSearch(db, talentId, query.args, { page: 1, pageSize: 10 }),
        iterations,
      );
      const baselineSamples = await time(
        () => ilikeSearch(db, scope.communityIds, query.args),
        Math.max(5, Math.floor(iterations / 3)),
      );
      all.push(...samples);
      allBaseline.push(...baselineSamples);
      const s = stats(samples);
      const b = stats(baselineSamples);
      queries.push({
        name: query.name,
        args: query.args,
        totalCount: result.totalCount,
        firstResult: result.jobs[0]?.roleName ?? null,
        searchAndCountMs: s,
        ilikeMs: b,
        ilikeToSearchP95: round(b.p95 / Math.max(s.p95, 0.01)),
      });
    }
    const overall = stats(all);
    const baseline = stats(allBaseline);
    printFigures({
      database: kind,
      jobs: existing?.n || jobCount,
      searchableJobs: searchable,
      communitiesSearched: scope.communityIds.length,
      seedSeconds,
      seedPostingsPerSecond,
      iterationsPerQuery: iterations,
      overall: {
        searchAndCountMs: overall,
        ilikeMs: baseline,
        ilikeToSearchP95: round(baseline.p95 / overall.p95),
      },
      queries,
    });
  } finally {
    await database.close();
  }
}

/** Prints a bench's figures as JSON on stdout, with the Node version and when. */
function printFigures(figures: object) {
  console.log(
    JSON.stringify({ ...figures, node: process.version, at: new Date().toISOString() }, null, 2),
  );
}

/**
 * Runs one bench on the --db database (kept with --keep) holding the demo catalogue of `jobs`
 * jobs, and prints its result with the seeding time.
 */
async function onSeededDatabase(
  jobs: number | undefined,
  bench: (db: Database) => Promise<object>,
) {
  const database = await openBenchDatabase();
  try {
    const { seedSeconds } = await seedCatalogue(database.db, jobs);
    printFigures({ database: kind, seedSeconds, ...(await bench(database.db)) });
  } finally {
    await database.close();
  }
}

const matching = () =>
  onSeededDatabase(Math.min(Number(values['generate-jobs'] ?? jobCount), jobCount), async (db) =>
    (await import('./matching')).benchMatching(db, Number(values.talents ?? 1000), jobCount),
  );

const alerts = () =>
  onSeededDatabase(undefined, async (db) => {
    const { alertsSummary, benchAlerts } = await import('./alerts');
    const result = await benchAlerts(db, {
      talents: Number(values.talents ?? 10000),
      ...(values.concurrency ? { concurrency: Number(values.concurrency) } : {}),
      phases: values.phases,
    });
    console.error(alertsSummary(result, kind));
    return result;
  });

/**
 * Runs one bench on a fresh database of --db (dropped after) and prints its result. `onDisk`:
 * the embedded database on a data folder of its own, as `npm start` runs it, rather than in
 * memory (where a growing file is copied whole at each growth: a tenth of an import's time).
 */
async function onFreshDatabase(bench: (db: Database) => Promise<object>, { onDisk = false } = {}) {
  const dataDir = onDisk && kind === 'pglite' ? mkdtempSync(join(tmpdir(), 'talent-bench-')) : '';
  const database = dataDir
    ? await openDatabase({ kind: 'pglite', dataDir, statementTimeoutMs: 0 })
    : await createTestDatabase(kind);
  try {
    printFigures({
      database: kind,
      ...(dataDir ? { onDisk: true } : {}),
      ...(await bench(database.db)),
    });
  } finally {
    await database.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

const importThroughput = () =>
  onFreshDatabase(async (db) => (await import('./import')).benchImport(db, jobCount), {
    onDisk: true,
  });
const searchQuality = () =>
  onFreshDatabase(async (db) => (await import('./search-quality')).benchSearchQuality(db));

if (values.import) {
  await importThroughput();
} else if (values.quality) {
  await searchQuality();
} else if (values.web) {
  const { benchWeb } = await import('./web');
  console.log(JSON.stringify(benchWeb(), null, 2));
} else if (values.lighthouse) {
  const { benchLighthouse } = await import('./lighthouse');
  printFigures(
    await benchLighthouse(
      values.pages?.split(',').filter(Boolean),
      values.reports,
      Math.max(1, Number(values.runs)),
    ),
  );
} else if (values.http) {
  const { benchSearchHttp } = await import('./search-http');
  printFigures(await benchSearchHttp(iterations));
} else if (values.taxonomy) {
  const { benchTaxonomy } = await import('./taxonomy');
  console.log(JSON.stringify(benchTaxonomy({ setFile: values.set }), null, 2));
} else if (values.resumes) {
  const { benchResumes } = await import('./resumes');
  printFigures(await benchResumes({ corpusDir: values.corpus, misses: values.misses }));
} else if (values['matching-quality']) {
  const { benchMatchingQuality } = await import('./matching-quality');
  console.log(JSON.stringify(benchMatchingQuality(), null, 2));
} else if (values.matching) {
  await matching();
} else if (values.alerts) {
  await alerts();
} else if (values['per-call']) {
  const { benchPerCall } = await import('./per-call');
  const seconds = process.argv.includes('--duration') ? Number(values.duration) : 3;
  printFigures(await benchPerCall({ db: kind, seconds }));
} else if (values['disk-full']) {
  const { benchDiskFull } = await import('./disk-full');
  const result = await benchDiskFull();
  printFigures(result);
  if (!result.passed) process.exitCode = 1;
} else if (values.faults) {
  const { benchFaults } = await import('./faults');
  const result = await benchFaults({ talents: Number(values.talents ?? 8), db: kind });
  printFigures(result);
  if (!result.passed) process.exitCode = 1;
} else if (values.load) {
  const { benchLoad } = await import('./load');
  const result = await benchLoad({
    talents: Number(values.talents ?? 100),
    seconds: Number(values.duration),
    db: kind,
    processes: Number(values.processes),
    outageSeconds: values.outage ? Number(values.outage) : undefined,
    profileDir: values.profile,
  });
  printFigures(result);
  // A lost write, or (with --outage) an answer other than 503 while down, fails the run.
  if (result.writes.lost > 0 || result.outage?.passed === false) process.exitCode = 1;
} else {
  await main();
}
