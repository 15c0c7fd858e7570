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
import pg from 'pg';
import { Pool } from 'undici';
import { type BuiltApp, startBuiltApp } from './built-app';
import { percentile, round } from './stats';

/** A call that has not answered in this long counts as a timeout. */
const TIMEOUT_MS = 10_000;
const PASSWORD = 'load-bench-password';
/** Communities each talent joins (the job it wants is in the first). */
const COMMUNITIES = 4;
/** Talents set up at once (sign-up hashes a password on the server's thread pool). */
const SETUP_CONCURRENCY = 8;

interface Talent {
  index: number;
  cookie: string;
  token: string;
  role: string;
  latitude: number;
  longitude: number;
  /** Jobs the talent toggles between saved and unsaved. */
  savable: string[];
  /** What the app acknowledged last: the career summary and each job's saved state. */
  summary: string | null;
  saved: Map<string, boolean>;
  /** A write whose answer never came: its outcome is unknown, so it is not checked. */
  unsure: { summary: boolean; saved: Set<string> };
  writes: number;
}

interface Answer {
  status: number;
  body: string;
}

class Client {
  readonly pool: Pool;
  constructor(
    readonly baseUrl: string,
    connections: number,
  ) {
    this.pool = new Pool(baseUrl, { connections, pipelining: 1 });
  }

  async send(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    headers: Record<string, string>,
    body?: string | Buffer,
  ): Promise<Answer> {
    const answer = await this.pool.request({
      method,
      path,
      headers: method === 'GET' ? headers : { origin: this.baseUrl, ...headers },
      body,
      headersTimeout: TIMEOUT_MS,
      bodyTimeout: TIMEOUT_MS,
    });
    return { status: answer.statusCode, body: await answer.body.text() };
  }

  async json<T>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    headers: Record<string, string>,
    body?: unknown,
  ): Promise<T> {
    const answer = await this.send(
      method,
      path,
      body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body === undefined ? undefined : JSON.stringify(body),
    );
    if (answer.status >= 300)
      throw new Error(`${method} ${path} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    return (answer.body ? JSON.parse(answer.body) : null) as T;
  }
}

interface CatalogueJob {
  roleName: string;
  internalOnly: boolean;
  segmentCode: string;
  matchingReferenceId: string;
  latitude: number | null;
  longitude: number | null;
  workLocationName: string | null;
}

/** Runs fn over items, `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A plain text resume for one talent: the job's role and the skills it asks for. */
function resumeText(index: number, role: string, place: string, skills: string[]): string {
  return [
    `Load Talent ${index}`,
    role,
    `04${String(10000000 + index).slice(-8)} | load.talent.${index}@example.com | ${place}`,
    '',
    'SUMMARY',
    `${role} with eight years of experience across busy teams.`,
    '',
    'WORK EXPERIENCE',
    `${role} — Harbour Services Group, ${place}`,
    'March 2019 – Present',
    ...skills.slice(0, 3).map((s) => `• Day-to-day work with ${s}`),
    '',
    `Assistant ${role} — Coastal Works, ${place}`,
    'January 2016 – February 2019',
    '• Supported the team lead on daily tasks',
    '',
    'SKILLS',
    ...skills.map((s) => `• ${s}`),
    '',
    'LANGUAGES',
    'English (native)',
  ].join('\n');
}

function multipart(fileName: string, text: string) {
  const boundary = `----talent-load-${Math.random().toString(16).slice(2)}`;
  return {
    body: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/plain\r\n\r\n${text}\r\n--${boundary}--\r\n`,
    ),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function setUpTalent(
  client: Client,
  index: number,
  job: CatalogueJob,
  segmentCodes: string[],
  runId: string,
): Promise<Talent> {
  const email = `load.${runId}.${index}@example.com`;
  const signUp = await client.send(
    'POST',
    '/api/auth/sign-up/email',
    { 'content-type': 'application/json' },
    JSON.stringify({ name: `Load Talent ${index}`, email, password: PASSWORD }),
  );
  if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}: ${signUp.body}`);
  // The session cookie comes back on sign-up; sign in to be sure it is a fresh session.
  const signIn = await client.pool.request({
    method: 'POST',
    path: '/api/auth/sign-in/email',
    headers: { 'content-type': 'application/json', origin: client.baseUrl },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  await signIn.body.text();
  if (signIn.statusCode !== 200) throw new Error(`sign-in answered ${signIn.statusCode}`);
  const setCookie = signIn.headers['set-cookie'];
  const cookie = (Array.isArray(setCookie) ? setCookie : [setCookie ?? ''])
    .map((c) => c.split(';')[0])
    .join('; ');
  const as = { cookie };
  // The job's community and a few others, as a talent joins the communities of employers they
  // want to work for (Find Jobs searches those).
  const others = segmentCodes.filter((code) => code !== job.segmentCode);
  const mine = [job.segmentCode, ...others.sort(() => Math.random() - 0.5)].slice(0, COMMUNITIES);
  for (const code of mine) {
    await client.json('POST', `/api/talentapi/communities/${code}/connect`, as, {});
  }
  const latitude = job.latitude ?? -33.8688;
  const longitude = job.longitude ?? 151.2093;
  const place = job.workLocationName ?? 'Sydney NSW';
  await client.json('PUT', '/api/talentapi/job-matching/preferences', as, {
    preferredRoles: [job.roleName],
    preferredLocation: { address: place, latitude, longitude, countryIso2: 'AU' },
    preferredLocationRadius: 50,
    workType: 'all',
  });
  const details = await client.json<{ skillComparisons: { skill: { name: string } }[] }>(
    'GET',
    `/api/talentapi/job-matching/job/${encodeURIComponent(job.matchingReferenceId)}`,
    as,
  );
  const skills = details.skillComparisons.map((c) => c.skill.name).slice(0, 8);
  const file = multipart(`resume-${index}.txt`, resumeText(index, job.roleName, place, skills));
  const upload = await client.send(
    'POST',
    '/api/talentapi/cv-file',
    { ...as, 'content-type': file.contentType },
    file.body,
  );
  if (upload.status !== 201) throw new Error(`resume upload answered ${upload.status}`);
  const { access_token: token } = await client.json<{ access_token: string }>(
    'GET',
    '/api/talentapi/job-listing/token',
    as,
  );
  return {
    index,
    cookie,
    token,
    role: job.roleName,
    latitude,
    longitude,
    savable: [],
    summary: null,
    saved: new Map(),
    unsure: { summary: false, saved: new Set() },
    writes: 0,
  };
}

/** After the resumes are read: the found skills confirmed, the first suggestions worked out. */
async function finishSetUp(client: Client, talent: Talent) {
  const as = { cookie: talent.cookie };
  for (const deadline = Date.now() + 300_000; ; ) {
    const progress = await client.json<{ parsed: boolean; failed: boolean }>(
      'GET',
      '/api/workerapi/parsing/progress',
      as,
    );
    if (progress.parsed || progress.failed) break;
    if (Date.now() > deadline) throw new Error(`talent ${talent.index}'s resume was not read`);
    await sleep(500);
  }
  const skills = await client.json<{
    confirmedSkills: { id?: string; label: string }[];
    suggestedSkills: { id?: string; label: string }[];
  }>('GET', '/api/talentapi/job-matching/skills', as);
  await client.json('PUT', '/api/talentapi/job-matching/skills', as, {
    confirmedSkills: [...skills.confirmedSkills, ...skills.suggestedSkills].slice(0, 12),
    suggestedSkills: [],
  });
  const page = await client.json<{ suggestions: { matchingReferenceId: string }[] }>(
    'GET',
    '/api/talentapi/job-matching/suggestions?page=1',
    as,
  );
  talent.savable = page.suggestions.slice(0, 6).map((s) => s.matchingReferenceId);
}

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

const json = (talent: Talent) => ({ cookie: talent.cookie, 'content-type': 'application/json' });

const summaryWrite: Write<string> = {
  choose: (t) => `Career summary ${t.index}.${++t.writes}: eight years of steady work.`,
  send: (c, t, careerSummary) =>
    c.send('PUT', '/api/workerapi/webresume/career', json(t), JSON.stringify({ careerSummary })),
  acknowledge: (t, answer, value) => {
    if (answer === null) t.unsure.summary = true;
    else if (answer.status === 200) {
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
    if (answer === null) t.unsure.saved.add(ref);
    else if (answer.status === 200) {
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

/** CPU seconds a process has used (user + system), from /proc. */
function processCpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
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

async function runTraffic(client: Client, talents: Talent[], words: string[], seconds: number) {
  const tallies = new Map<string, Tally>(
    CALLS.map((c) => [c.name, { samples: [], byStatus: new Map(), timeouts: 0, broken: 0 }]),
  );
  const end = performance.now() + seconds * 1000;
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
          ? await call.write.send(client, talent, value)
          : await (call.read as NonNullable<Call['read']>)(client, talent, words);
        tally.samples.push(performance.now() - started);
        const status = String(answer.status);
        tally.byStatus.set(status, (tally.byStatus.get(status) ?? 0) + 1);
      } catch (error) {
        const code = (error as { code?: string }).code ?? '';
        if (code.includes('TIMEOUT')) tally.timeouts++;
        else tally.broken++;
      }
      call.write?.acknowledge(talent, answer, value);
    }
  };
  const started = performance.now();
  await Promise.all(talents.map(loop));
  return { tallies, wallSeconds: (performance.now() - started) / 1000 };
}

/** Every write the app acknowledged is there: each talent's summary and saved jobs. */
async function checkWrites(client: Client, talents: Talent[]) {
  let checked = 0;
  let lost = 0;
  let unsure = 0;
  const lostExamples: string[] = [];
  await eachLimited(talents, SETUP_CONCURRENCY, async (t) => {
    const as = { cookie: t.cookie };
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

/** A fresh PostgreSQL database on TEST_DATABASE_URL's server, dropped by the returned function. */
async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl)
    throw new Error('--db postgres needs TEST_DATABASE_URL (a server to create a database on)');
  const name = `talent_bench_load_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const again = new pg.Client({ connectionString: serverUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

export async function benchLoad(options: {
  talents: number;
  seconds: number;
  db: 'pglite' | 'postgres';
  /** Write the server's CPU profiles (each thread's .cpuprofile) to this folder. */
  profileDir?: string;
}) {
  const postgres = options.db === 'postgres' ? await freshPostgres() : null;
  let app: BuiltApp | null = null;
  try {
    app = await startBuiltApp({
      env: {
        SIGN_IN_RATE_LIMIT: '100000',
        SIGN_UP_RATE_LIMIT: '100000',
        JOB_POLL_INTERVAL_SECONDS: '0.2',
        ...(postgres ? { DATABASE_URL: postgres.url, DEMO_DATA: 'true' } : {}),
      },
      nodeArgs: options.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.profileDir}`] : [],
    });
    const client = new Client(app.baseUrl, options.talents + 4);
    const setUpStarted = performance.now();

    // The catalogue as the demo talent sees it: its communities and jobs to want.
    const demo = { cookie: await app.signInDemo() };
    const { talentCommunities } = await client.json<{
      talentCommunities: { segmentCode: string }[];
    }>('GET', '/api/talentapi/communities?page=1&pageSize=100', demo);
    const segmentCodes = talentCommunities.map((c) => c.segmentCode);
    const { access_token: demoToken } = await client.json<{ access_token: string }>(
      'GET',
      '/api/talentapi/job-listing/token',
      demo,
    );
    const { jobs: seen } = await client.json<{ jobs: CatalogueJob[] }>(
      'POST',
      '/api/careers/talent-job-search/1/50',
      { authorization: `Bearer ${demoToken}` },
      {},
    );
    // The demo talent is an employee of one company; a new talent sees only public jobs.
    const jobs = seen.filter((job) => !job.internalOnly);
    if (!jobs.length) throw new Error('The demo catalogue has no job the demo talent can see');
    const words = [
      ...new Set(jobs.flatMap((j) => j.roleName.toLowerCase().match(/[a-z]{4,}/g) ?? [])),
    ];

    const runId = Date.now().toString(36);
    const talents: Talent[] = [];
    await eachLimited(
      Array.from({ length: options.talents }, (_, i) => i),
      SETUP_CONCURRENCY,
      async (i) => {
        talents.push(
          await setUpTalent(client, i, jobs[i % jobs.length] as CatalogueJob, segmentCodes, runId),
        );
      },
    );
    await eachLimited(talents, SETUP_CONCURRENCY, (t) => finishSetUp(client, t));
    const setUpSeconds = round((performance.now() - setUpStarted) / 1000);

    const cpuBefore = {
      server: processCpuSeconds(app.pid),
      postgres: postgres ? postgresCpuSeconds() : 0,
      bench: process.cpuUsage(),
    };
    const { tallies, wallSeconds } = await runTraffic(client, talents, words, options.seconds);
    const benchCpu = process.cpuUsage(cpuBefore.bench);
    const cpu = {
      serverSeconds: round(processCpuSeconds(app.pid) - cpuBefore.server),
      ...(postgres ? { postgresSeconds: round(postgresCpuSeconds() - cpuBefore.postgres) } : {}),
      loadGeneratorSeconds: round((benchCpu.user + benchCpu.system) / 1e6),
    };
    const writes = await checkWrites(client, talents);
    const health = await client.send('GET', '/api/health', {});
    await client.pool.close();
    return {
      database: options.db,
      talents: options.talents,
      seconds: round(wallSeconds),
      setUpSeconds,
      ...report(tallies, wallSeconds),
      writes,
      cpu,
      healthAfter: health.status,
    };
  } finally {
    await app?.stop();
    await postgres?.drop();
  }
}
