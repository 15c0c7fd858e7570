// `npm run bench -- --import [--jobs N] [--db postgres]`: the job import's throughput. N demo
// jobs are written as a schema.org JobPosting feed (JSON Lines, as a real feed arrives) and
// imported into an empty catalogue through `importJobFeed`, the code the CLI and the admin API
// run; then the search words are refreshed, as after every import; then the same feed is
// imported again (every job unchanged). Feed generation is timed apart. Besides the wall time,
// the CPU time per 1,000 postings of this process and (PostgreSQL on this machine) of the
// database server tells what the import costs when other work shares the machine.
import { performance } from 'node:perf_hooks';
import { type Database, isEmbeddedDatabase, queryRows } from '@talent/db';
import { type FeedEntry, importJobFeed, refreshSearchData } from '@talent/db/catalogue';
import { buildCatalogueModel, generateJobs } from '@talent/db/demo';
import { sql } from 'drizzle-orm';
import { createJobPostingConverter } from '../packages/db/src/demo/to-job-posting';
import { processCpuSeconds } from './stats';

const seconds = (since: number) => Math.round((performance.now() - since) / 10) / 100;
const perSecond = (count: number, secs: number) => Math.round(count / Math.max(secs, 0.001));

/** The feed's lines, parsed one by one as the import asks (100,000 postings are 300 MB). */
function* feedEntries(lines: readonly string[]): Generator<FeedEntry> {
  for (let i = 0; i < lines.length; i++) {
    yield { line: i + 1, record: JSON.parse(lines[i] as string) };
  }
}

/**
 * CPU seconds spent so far by this process (the embedded database's worker thread included)
 * and, for a PostgreSQL server on this machine, by each server process of this database. On a
 * machine shared with other work the wall time says little: the CPU time per posting does.
 */
async function cpuSeconds(db: Database) {
  const own = process.cpuUsage();
  const server = new Map<number, number>();
  // The embedded database runs inside this process: its time is the process's.
  if (isEmbeddedDatabase(db)) return { node: (own.user + own.system) / 1e6, server };
  try {
    const backends = await queryRows<{ pid: number }>(
      db,
      sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database()`,
    );
    for (const { pid } of backends) server.set(pid, processCpuSeconds(pid));
  } catch {
    // The embedded database (no server processes) or a server on another machine.
    server.clear();
  }
  return { node: (own.user + own.system) / 1e6, server };
}

type CpuTime = Awaited<ReturnType<typeof cpuSeconds>>;

/** CPU seconds per 1,000 postings between two readings (a server process that ended is lost). */
function cpuPerThousand(count: number, before: CpuTime, after: CpuTime) {
  const perThousand = (seconds: number) => Math.round((seconds / count) * 1000 * 100) / 100;
  let server = 0;
  for (const [pid, spent] of after.server) server += spent - (before.server.get(pid) ?? 0);
  return {
    node: perThousand(after.node - before.node),
    server: after.server.size ? perThousand(server) : null,
  };
}

export async function benchImport(db: Database, count: number) {
  const now = new Date();
  const generateStarted = performance.now();
  const model = buildCatalogueModel({ seed: 7, now });
  const toPosting = createJobPostingConverter(model);
  const lines: string[] = [];
  for (const job of generateJobs({ seed: 7, now, jobCount: count }, model)) {
    lines.push(JSON.stringify(toPosting(job)));
  }
  const feedMegabytes = Math.round(lines.reduce((n, l) => n + l.length + 1, 0) / 1e5) / 10;
  const generateSeconds = seconds(generateStarted);

  const cpuBefore = await cpuSeconds(db);
  const importStarted = performance.now();
  const first = await importJobFeed(db, feedEntries(lines));
  const importSeconds = seconds(importStarted);
  const cpuAfter = await cpuSeconds(db);
  const refreshStarted = performance.now();
  await refreshSearchData(db);
  const refreshSeconds = seconds(refreshStarted);

  const againCpuBefore = await cpuSeconds(db);
  const againStarted = performance.now();
  const again = await importJobFeed(db, feedEntries(lines));
  const againSeconds = seconds(againStarted);
  const againCpuAfter = await cpuSeconds(db);

  return {
    postings: count,
    feedMegabytes,
    generateSeconds,
    import: {
      seconds: importSeconds,
      postingsPerSecond: perSecond(count, importSeconds),
      refreshSearchWordsSeconds: refreshSeconds,
      postingsPerSecondWithRefresh: perSecond(count, importSeconds + refreshSeconds),
      cpuSecondsPerThousand: cpuPerThousand(count, cpuBefore, cpuAfter),
      created: first.created,
      skipped: first.skippedCount,
      warnings: first.warningCount,
    },
    reimportUnchanged: {
      seconds: againSeconds,
      postingsPerSecond: perSecond(count, againSeconds),
      cpuSecondsPerThousand: cpuPerThousand(count, againCpuBefore, againCpuAfter),
      unchanged: again.unchanged,
      updated: again.updated,
    },
  };
}
