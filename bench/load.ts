// npm run bench -- --load [--talents N] [--duration S] [--db postgres]: the app under load as
// talents use it. Starts the compiled server as `npm start` runs it (the embedded database in a
// fresh data folder, or a fresh PostgreSQL database of TEST_DATABASE_URL's server), with the demo
// data. Signs up N talents through the API, each as a new talent would set up: connected to the
// communities, preferences near a job of the catalogue, a resume naming that job's skills (read
// by the background parse), the skills it found confirmed. Then each talent runs its own closed
// loop (no think time) of the calls the screens make, drawn by weight, for S seconds: Find Jobs'
// search and count, job matching's suggestions, profile reads and writes, saving jobs, the
// communities pages. Prints requests/s, p50/p95/p99 per call and overall, and the errors (5xx,
// other unexpected statuses, timeouts, broken connections) as JSON; then checks that every write
// the app acknowledged is there: each talent's last acknowledged career summary and saved jobs.
// Build first: npm run build.
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { openDatabase, queryRows } from '@talent/db';
import { sql } from 'drizzle-orm';
import { relay } from '../apps/api/src/test/pg-relay';
import { type BuiltApp, startBuiltApp } from './built-app';
import { percentile, processCpuSeconds, round } from './stats';
import {
  type Answer,
  appSettings,
  Client,
  eachLimited,
  finishSetUp,
  freshPostgres,
  SETUP_CONCURRENCY,
  setUpTalents,
  sleep,
  type Talent,
} from './talents';

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/** A write: its value chosen first, sent, then what the app acknowledged kept for the check. */
interface Write<V> {
  choose: (talent: Talent) => V | null;
  send: (client: Client, talent: Talent, value: V) => Promise<Answer>;
  /** answer null: the call never answered, so its outcome is unknown. */
  acknowledge: (talent: Talent, answer: Answer | null, value: V) => void;
}

/** What the screens call, with how often (weights add up to 100). */
interface Call {
  name: string;
  weight: number;
  read?: (client: Client, talent: Talent, words: string[]) => Promise<Answer>;
  // biome-ignore lint/suspicious/noExplicitAny: each write has its own value type
  write?: Write<any>;
}

/**
 * Whether a write's answer leaves its outcome unknown: no answer at all, or a server error. A
 * 5xx can come after the database committed (the link to PostgreSQL cut between COMMIT and its
 * reply), so such a write is neither counted as done nor as not done; only 200 and 4xx are sure.
 */
const outcomeUnknown = (answer: Answer | null) => answer === null || answer.status >= 500;

const json = (talent: Talent) => ({ cookie: talent.cookie, 'content-type': 'application/json' });

const summaryWrite: Write<string> = {
  choose: (t) => `Career summary ${t.index}.${++t.writes}: eight years of steady work.`,
  send: (c, t, careerSummary) =>
    c.send('PUT', '/api/workerapi/webresume/career', json(t), JSON.stringify({ careerSummary })),
  acknowledge: (t, answer, value) => {
    if (outcomeUnknown(answer)) t.unsure.summary = true;
    else if (answer?.status === 200) {
      t.summary = value;
      t.unsure.summary = false;
    }
  },
};

const saveWrite: Write<{ ref: string; saved: boolean }> = {
  choose: (t) => {
    if (!t.savable.length) return null;
    const ref = pick(t.savable);
    return { ref, saved: !(t.saved.get(ref) ?? false) };
  },
  send: (c, t, { ref, saved }) =>
    c.send(
      'PUT',
      `/api/talentapi/job-matching/saved-jobs/${encodeURIComponent(ref)}`,
      json(t),
      JSON.stringify({ savedJobStatus: saved ? 'Saved' : 'Unsaved' }),
    ),
  acknowledge: (t, answer, { ref, saved }) => {
    if (outcomeUnknown(answer)) t.unsure.saved.add(ref);
    else if (answer?.status === 200) {
      t.saved.set(ref, saved);
      t.unsure.saved.delete(ref);
    }
  },
};

/** What Find Jobs sends: the talent's role near them, a word, two words, or only the place. */
const SEARCHES: { name: string; weight: number; body: (t: Talent, words: string[]) => object }[] = [
  {
    name: 'role nearby',
    weight: 4,
    body: (t) => ({ keywords: t.role, latitude: t.latitude, longitude: t.longitude, radius: 50 }),
  },
  { name: 'a word', weight: 4, body: (_, words) => ({ keywords: pick(words) }) },
  {
    name: 'two words',
    weight: 1,
    body: (_, words) => ({ keywords: `${pick(words)} ${pick(words)}` }),
  },
  {
    name: 'place only',
    weight: 1,
    body: (t) => ({ latitude: t.latitude, longitude: t.longitude, radius: 20 }),
  },
];

/** Find Jobs' search (one page) and its count, for each kind of search: 35 in all. */
const searchCalls: Call[] = SEARCHES.flatMap((search) =>
  (
    [
      ['search', '/api/careers/talent-job-search/1/10', 2.5],
      ['count', '/api/careers/talent-job-search/count', 1],
    ] as const
  ).map(([what, path, share]) => ({
    name: `${what}: ${search.name}`,
    weight: search.weight * share,
    read: (c: Client, t: Talent, words: string[]) =>
      c.send(
        'POST',
        path,
        { authorization: `Bearer ${t.token}`, 'content-type': 'application/json' },
        JSON.stringify(search.body(t, words)),
      ),
  })),
);

const CALLS: Call[] = [
  ...searchCalls,
  {
    name: 'matching suggestions',
    weight: 12,
    read: (c, t) =>
      c.send('GET', `/api/talentapi/job-matching/suggestions?page=${pick([1, 1, 1, 2])}`, {
        cookie: t.cookie,
      }),
  },
  {
    name: 'matching page data',
    weight: 3,
    read: (c, t) =>
      c.send('GET', '/api/talentapi/job-matching/suggestions-page-data', { cookie: t.cookie }),
  },
  {
    name: 'profile read',
    weight: 12,
    read: (c, t) => c.send('GET', '/api/workerapi/webresume', { cookie: t.cookie }),
  },
  {
    name: 'business card read',
    weight: 5,
    read: (c, t) => c.send('GET', '/api/talentapi/businessCard', { cookie: t.cookie }),
  },
  {
    name: 'profile write',
    weight: 8,
    write: summaryWrite,
  },
  {
    name: 'save job',
    weight: 6,
    write: saveWrite,
  },
  {
    name: 'saved jobs',
    weight: 4,
    read: (c, t) => c.send('GET', '/api/talentapi/job-matching/saved-jobs', { cookie: t.cookie }),
  },
  {
    name: 'communities',
    weight: 10,
    read: (c, t, words) =>
      c.send(
        'GET',
        `/api/talentapi/communities?countryId=AU&page=1&pageSize=16${Math.random() < 0.3 ? `&text=${encodeURIComponent(pick(words))}` : ''}`,
        { cookie: t.cookie },
      ),
  },
  {
    name: 'my communities',
    weight: 5,
    read: (c, t) => c.send('GET', '/api/talentapi/connections', { cookie: t.cookie }),
  },
];

interface Tally {
  samples: number[];
  byStatus: Map<string, number>;
  timeouts: number;
  broken: number;
}

function chooseCall(): Call {
  let r = Math.random() * 100;
  for (const call of CALLS) {
    r -= call.weight;
    if (r < 0) return call;
  }
  return CALLS[0] as Call;
}

/** CPU seconds of every PostgreSQL server process on this machine (the server is local here). */
function postgresCpuSeconds(): number {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres')
        total += processCpuSeconds(Number(pid));
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

async function runTraffic(
  clientOf: (talent: Talent) => Client,
  talents: Talent[],
  words: string[],
  seconds: number,
) {
  const tallies = new Map<string, Tally>(
    CALLS.map((c) => [c.name, { samples: [], byStatus: new Map(), timeouts: 0, broken: 0 }]),
  );
  const end = performance.now() + seconds * 1000;
  /** When each answer came (performance.now()) and its status; 0: no answer (timeout, broken). */
  const timeline: { at: number; status: number }[] = [];
  const loop = async (talent: Talent) => {
    while (performance.now() < end) {
      const call = chooseCall();
      const value = call.write?.choose(talent);
      if (value === null) continue;
      const tally = tallies.get(call.name) as Tally;
      const started = performance.now();
      let answer: Answer | null = null;
      try {
        answer = call.write
          ? await call.write.send(clientOf(talent), talent, value)
          : await (call.read as NonNullable<Call['read']>)(clientOf(talent), talent, words);
        tally.samples.push(performance.now() - started);
        const status = String(answer.status);
        tally.byStatus.set(status, (tally.byStatus.get(status) ?? 0) + 1);
        timeline.push({ at: performance.now(), status: answer.status });
      } catch (error) {
        timeline.push({ at: performance.now(), status: 0 });
        const code = (error as { code?: string }).code ?? '';
        if (code.includes('TIMEOUT')) tally.timeouts++;
        else tally.broken++;
      }
      call.write?.acknowledge(talent, answer, value);
    }
  };
  const started = performance.now();
  await Promise.all(talents.map(loop));
  return { tallies, timeline, wallSeconds: (performance.now() - started) / 1000 };
}

/**
 * The database cut for a while under load: what the app answered meanwhile (503 with
 * Retry-After, never another 5xx, never no answer) and how soon after its return every call
 * answered again (the last failure after the restore).
 */
function outageReport(
  timeline: { at: number; status: number }[],
  outage: { cutAt: number; restoredAt: number },
) {
  const during = timeline.filter((t) => t.at >= outage.cutAt && t.at <= outage.restoredAt);
  const failed = (t: { status: number }) => t.status === 0 || t.status >= 500;
  const lastFailure = timeline
    .filter((t) => t.at > outage.restoredAt && failed(t))
    .reduce((last, t) => Math.max(last, t.at), outage.restoredAt);
  const statuses: Record<string, number> = {};
  for (const t of during) statuses[t.status || 'none'] = (statuses[t.status || 'none'] ?? 0) + 1;
  const noAnswer = timeline.filter((t) => t.status === 0).length;
  const fiveHundredsOtherThan503 = timeline.filter(
    (t) => t.status >= 500 && t.status !== 503,
  ).length;
  const recoveryMs = lastFailure - outage.restoredAt;
  return {
    seconds: round((outage.restoredAt - outage.cutAt) / 1000),
    answersWhileDown: statuses,
    noAnswer,
    fiveHundredsOtherThan503,
    recoverySeconds: round(recoveryMs / 1000),
    /** 503 while down, nothing else failed, every call answering within 5 s of the return. */
    passed: noAnswer === 0 && fiveHundredsOtherThan503 === 0 && recoveryMs <= 5000,
  };
}

/** Every write the app acknowledged is there: each talent's summary and saved jobs. */
async function checkWrites(clientOf: (talent: Talent) => Client, talents: Talent[]) {
  let checked = 0;
  let lost = 0;
  let unsure = 0;
  const lostExamples: string[] = [];
  await eachLimited(talents, SETUP_CONCURRENCY, async (t) => {
    const as = { cookie: t.cookie };
    const client = clientOf(t);
    const profile = await client.json<{ careerSummary: string | null }>(
      'GET',
      '/api/workerapi/webresume',
      as,
    );
    if (t.unsure.summary) unsure++;
    else if (t.summary !== null) {
      checked++;
      if (profile.careerSummary !== t.summary) {
        lost++;
        lostExamples.push(`talent ${t.index}: summary ${JSON.stringify(profile.careerSummary)}`);
      }
    }
    const { savedJobs } = await client.json<{ savedJobs: { matchingReferenceId: string }[] }>(
      'GET',
      '/api/talentapi/job-matching/saved-jobs',
      as,
    );
    const savedNow = new Set(savedJobs.map((j) => j.matchingReferenceId));
    for (const [ref, saved] of t.saved) {
      if (t.unsure.saved.has(ref)) {
        unsure++;
        continue;
      }
      checked++;
      if (savedNow.has(ref) !== saved) {
        lost++;
        lostExamples.push(`talent ${t.index}: job ${ref} should be ${saved ? 'saved' : 'unsaved'}`);
      }
    }
  });
  return { checked, lost, unsureNotChecked: unsure, lostExamples: lostExamples.slice(0, 10) };
}

function report(tallies: Map<string, Tally>, wallSeconds: number) {
  const perCall: Record<string, object> = {};
  const all: number[] = [];
  let requests = 0;
  let status5xx = 0;
  let unexpected = 0;
  let timeouts = 0;
  let broken = 0;
  for (const [name, tally] of tallies) {
    const sorted = [...tally.samples].sort((a, b) => a - b);
    all.push(...sorted);
    const statuses = Object.fromEntries([...tally.byStatus].sort());
    const fiveXx = [...tally.byStatus]
      .filter(([s]) => s.startsWith('5'))
      .reduce((n, [, c]) => n + c, 0);
    const other = [...tally.byStatus]
      .filter(([s]) => !s.startsWith('5') && !s.startsWith('2'))
      .reduce((n, [, c]) => n + c, 0);
    requests += sorted.length;
    status5xx += fiveXx;
    unexpected += other;
    timeouts += tally.timeouts;
    broken += tally.broken;
    perCall[name] = {
      requests: sorted.length,
      perSecond: round(sorted.length / wallSeconds),
      p50: round(percentile(sorted, 50)),
      p95: round(percentile(sorted, 95)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted.at(-1) ?? 0),
      statuses,
      timeouts: tally.timeouts,
      broken: tally.broken,
    };
  }
  all.sort((a, b) => a - b);
  return {
    requests,
    requestsPerSecond: round(requests / wallSeconds),
    p50: round(percentile(all, 50)),
    p95: round(percentile(all, 95)),
    p99: round(percentile(all, 99)),
    errors: { status5xx, otherUnexpectedStatus: unexpected, timeouts, brokenConnections: broken },
    perCall,
  };
}

/** The database's URL through the relay (a local port in front of the server). */
async function throughRelay(url: string, link: ReturnType<typeof relay>): Promise<string> {
  const relayed = new URL(url);
  relayed.hostname = '127.0.0.1';
  relayed.port = String(await link.listen());
  return relayed.toString();
}

/** On PostgreSQL: background jobs that ran more than once (none should, without a crash). */
async function jobsRunTwice(url: string): Promise<{ jobs: number; runTwice: number }> {
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    const [row] = await queryRows<{ jobs: number; runTwice: number }>(
      database.db,
      sql`SELECT count(*)::int AS jobs, count(*) FILTER (WHERE attempts > 1)::int AS "runTwice"
          FROM background_job`,
    );
    return row ?? { jobs: 0, runTwice: 0 };
  } finally {
    await database.close();
  }
}

export async function benchLoad(options: {
  talents: number;
  seconds: number;
  db: 'pglite' | 'postgres';
  /** App processes behind the one PostgreSQL database, sharing one data folder (files, mail). */
  processes: number;
  /** PostgreSQL only: cut the app off its database for this many seconds a third of the way in. */
  outageSeconds?: number;
  /** Write the server's CPU profiles (each thread's .cpuprofile) to this folder. */
  profileDir?: string;
}) {
  if ((options.processes > 1 || options.outageSeconds) && options.db !== 'postgres')
    throw new Error('More than one app process, or an outage, needs PostgreSQL (--db postgres)');
  const postgres = options.db === 'postgres' ? await freshPostgres() : null;
  // For an outage the app reaches its database through a relay the bench can cut.
  const link = options.outageSeconds && postgres ? relay(new URL(postgres.url)) : null;
  const appDatabase = postgres && link ? { url: await throughRelay(postgres.url, link) } : postgres;
  const apps: BuiltApp[] = [];
  try {
    const nodeArgs = options.profileDir
      ? ['--cpu-prof', `--cpu-prof-dir=${options.profileDir}`]
      : [];
    // The first process writes the demo data; the others start on it, with the same data folder.
    const first = await startBuiltApp({ env: appSettings(appDatabase), nodeArgs });
    apps.push(first);
    for (let i = 1; i < options.processes; i++) {
      apps.push(
        await startBuiltApp({ env: appSettings(appDatabase), nodeArgs, dataDir: first.dataDir }),
      );
    }
    const clients = apps.map((app) => new Client(app.baseUrl, options.talents + 4));
    const client = clients[0] as Client;
    // Each talent signs up and is set up on the first process, then works on its own one: the
    // processes serve the same sessions.
    const clientOf = (talent: Talent) => clients[talent.index % clients.length] as Client;
    const setUpStarted = performance.now();

    const { talents, words } = await setUpTalents(client, first, options.talents);
    await eachLimited(talents, SETUP_CONCURRENCY, (t) => finishSetUp(clientOf(t), t));
    const setUpSeconds = round((performance.now() - setUpStarted) / 1000);

    const appCpu = () => apps.reduce((sum, app) => sum + processCpuSeconds(app.pid), 0);
    const cpuBefore = {
      server: appCpu(),
      postgres: postgres ? postgresCpuSeconds() : 0,
      bench: process.cpuUsage(),
    };
    const outage = { cutAt: 0, restoredAt: 0 };
    const outageDone =
      link && options.outageSeconds
        ? sleep((options.seconds * 1000) / 3).then(async () => {
            outage.cutAt = performance.now();
            link.cut();
            await sleep((options.outageSeconds ?? 0) * 1000);
            link.restore();
            outage.restoredAt = performance.now();
          })
        : Promise.resolve();
    const { tallies, timeline, wallSeconds } = await runTraffic(
      clientOf,
      talents,
      words,
      options.seconds,
    );
    await outageDone;
    const benchCpu = process.cpuUsage(cpuBefore.bench);
    const cpu = {
      serverSeconds: round(appCpu() - cpuBefore.server),
      ...(postgres ? { postgresSeconds: round(postgresCpuSeconds() - cpuBefore.postgres) } : {}),
      loadGeneratorSeconds: round((benchCpu.user + benchCpu.system) / 1e6),
    };
    const writes = await checkWrites(clientOf, talents);
    const health = await Promise.all(clients.map((c) => c.send('GET', '/api/health', {})));
    await Promise.all(clients.map((c) => c.pool.close()));
    return {
      database: options.db,
      processes: options.processes,
      talents: options.talents,
      seconds: round(wallSeconds),
      setUpSeconds,
      ...report(tallies, wallSeconds),
      writes,
      ...(postgres ? { backgroundJobs: await jobsRunTwice(postgres.url) } : {}),
      ...(link ? { outage: outageReport(timeline, outage) } : {}),
      cpu,
      healthAfter: health.map((h) => h.status),
    };
  } finally {
    // The others share the first one's data folder, which the first one's stop removes (last).
    for (const app of apps.reverse()) await app.stop();
    await link?.close();
    await postgres?.drop();
  }
}
