// New talents set up through the API as people set themselves up, for the benches that use the
// built app from outside (load, faults): an HTTP client, the demo catalogue as the demo talent
// sees it, sign-up with communities, preferences, a resume (read by the background parse) and
// the skills it found confirmed; and a fresh PostgreSQL database to run the app on.
import pg from 'pg';
import { Pool } from 'undici';
import type { BuiltApp } from './built-app';

/** A call that has not answered in this long counts as a timeout. */
export const TIMEOUT_MS = 10_000;
export const PASSWORD = 'load-bench-password';
/** Communities each talent joins (the job it wants is in the first). */
export const COMMUNITIES = 4;
/** Talents set up at once (sign-up hashes a password on the server's thread pool). */
export const SETUP_CONCURRENCY = 8;

export interface Talent {
  index: number;
  cookie: string;
  token: string;
  role: string;
  latitude: number;
  longitude: number;
  /** The talent's resume, as a plain text file. */
  resume: string;
  /** Jobs the talent toggles between saved and unsaved. */
  savable: string[];
  /** What the app acknowledged last: the career summary and each job's saved state. */
  summary: string | null;
  saved: Map<string, boolean>;
  /** A write whose answer never came: its outcome is unknown, so it is not checked. */
  unsure: { summary: boolean; saved: Set<string> };
  writes: number;
}

export interface Answer {
  status: number;
  body: string;
}

export class Client {
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

export interface CatalogueJob {
  roleName: string;
  internalOnly: boolean;
  segmentCode: string;
  matchingReferenceId: string;
  latitude: number | null;
  longitude: number | null;
  workLocationName: string | null;
}

/** Runs fn over items, `limit` at a time. */
export async function eachLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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

export async function setUpTalent(
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
  const resume = resumeText(index, job.roleName, place, skills);
  const uploaded = await uploadResume(client, { index, cookie, resume }, 'first');
  if (uploaded !== 201) throw new Error(`resume upload answered ${uploaded}`);
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
    resume,
    savable: [],
    summary: null,
    saved: new Map(),
    unsure: { summary: false, saved: new Set() },
    writes: 0,
  };
}

/** Uploads the talent's resume (it replaces the one before, and queues its parse): the status. */
export async function uploadResume(
  client: Client,
  talent: Pick<Talent, 'index' | 'cookie' | 'resume'>,
  tag: string,
): Promise<number> {
  const file = multipart(`resume-${talent.index}-${tag}.txt`, talent.resume);
  const upload = await client.send(
    'POST',
    '/api/talentapi/cv-file',
    { cookie: talent.cookie, 'content-type': file.contentType },
    file.body,
  );
  return upload.status;
}

/** Whether the talent's current resume was read (or refused) within `withinMs`. */
export async function resumeRead(client: Client, talent: Talent, withinMs: number) {
  for (const deadline = Date.now() + withinMs; ; ) {
    const progress = await client.json<{ parsed: boolean; failed: boolean }>(
      'GET',
      '/api/workerapi/parsing/progress',
      { cookie: talent.cookie },
    );
    if (progress.parsed || progress.failed) return true;
    if (Date.now() > deadline) return false;
    await sleep(500);
  }
}

/** After the resumes are read: the found skills confirmed, the first suggestions worked out. */
export async function finishSetUp(client: Client, talent: Talent) {
  const as = { cookie: talent.cookie };
  if (!(await resumeRead(client, talent, 300_000)))
    throw new Error(`talent ${talent.index}'s resume was not read`);
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

/** The catalogue as the demo talent sees it: its communities, public jobs to want, words. */
export async function catalogue(client: Client, app: BuiltApp) {
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
  return { segmentCodes, jobs, words };
}

/** N new talents, set up SETUP_CONCURRENCY at a time on this client's process. */
export async function setUpTalents(client: Client, app: BuiltApp, count: number) {
  const { segmentCodes, jobs, words } = await catalogue(client, app);
  const runId = Date.now().toString(36);
  const talents: Talent[] = [];
  await eachLimited(
    Array.from({ length: count }, (_, i) => i),
    SETUP_CONCURRENCY,
    async (i) => {
      const job = jobs[i % jobs.length] as CatalogueJob;
      talents.push(await setUpTalent(client, i, job, segmentCodes, runId));
    },
  );
  return { talents, words };
}

/** The app's settings for a bench: sign-ups unthrottled, queued work picked up at once. */
export const appSettings = (postgres: { url: string } | null): Record<string, string> => ({
  SIGN_IN_RATE_LIMIT: '100000',
  SIGN_UP_RATE_LIMIT: '100000',
  JOB_POLL_INTERVAL_SECONDS: '0.2',
  ...(postgres ? { DATABASE_URL: postgres.url, DEMO_DATA: 'true' } : {}),
});

/** A fresh PostgreSQL database on TEST_DATABASE_URL's server, dropped by the returned function. */
export async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
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
