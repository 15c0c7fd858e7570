// npm run bench -- --http: job search over HTTP as Find Jobs calls it, on the app as `npm start`
// runs it (the compiled server, the embedded database in a fresh data folder, the demo data).
// The demo talent signs in, takes the search token, and each query is sent as a search (one
// page and its total: search + count) and as a count, a few times each after a warm-up.
// Prints p50 and p95 per query and overall. Build first: npm run build:api.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { round, latencyStats as stats } from './stats';

const root = fileURLToPath(new URL('..', import.meta.url));
const PASSWORD = 'bench-http-password';

/**
 * What a talent types into Find Jobs, from the jobs the demo talent sees (so that each finds
 * something): the search bench's kinds and decision 016's (synonym, abbreviation, slash).
 */
function querySet(titles: string[]): { name: string; body: Record<string, unknown> }[] {
  const words = new Map<string, number>();
  for (const title of titles) {
    for (const w of title.toLowerCase().match(/[a-z]{4,}/g) ?? []) {
      words.set(w, (words.get(w) ?? 0) + 1);
    }
  }
  const [keyword = 'nurse', other = 'driver'] = [...words.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([w]) => w);
  const swapped = `${keyword.slice(0, 2)}${keyword[3]}${keyword[2]}${keyword.slice(4)}`;
  const twoWords = titles
    .find((t) => /^\S+\s+\S+/.test(t))
    ?.split(/\s+/)
    .slice(0, 2)
    .join(' ');
  return [
    { name: 'keyword only', body: { keywords: keyword } },
    {
      name: 'keyword + radius',
      body: { keywords: keyword, latitude: -33.8688, longitude: 151.2093, radius: 50 },
    },
    { name: 'filters only', body: { workTypes: [1] } },
    { name: 'prefix', body: { keywords: keyword.slice(0, 4) } },
    { name: 'typo', body: { keywords: swapped } },
    { name: 'two words', body: { keywords: twoWords ?? `${keyword} ${other}` } },
    { name: 'slash', body: { keywords: `${keyword}/${other}` } },
    { name: 'synonym', body: { keywords: 'sparky' } },
    { name: 'abbreviation', body: { keywords: 'en aged care' } },
    { name: 'nonsense', body: { keywords: 'xqzvbt' } },
    { name: 'empty query, newest first', body: {} },
  ];
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

export async function benchSearchHttp(iterations: number) {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'talent-bench-http-'));
  const started = performance.now();
  const app = spawn(process.execPath, ['apps/api/dist/main.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      DEMO_PASSWORD: PASSWORD,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (const deadline = Date.now() + 180_000; ; ) {
      if (app.exitCode !== null) throw new Error('The app exited before it was healthy');
      if (Date.now() > deadline) throw new Error('The app was not healthy within 180 s');
      const ok = await fetch(`${baseUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const startSeconds = round((performance.now() - started) / 1000);
    const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ email: 'demo@example.com', password: PASSWORD }),
    });
    if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}`);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const tokenAnswer = await fetch(`${baseUrl}/api/talentapi/job-listing/token`, {
      headers: { cookie },
    });
    const { access_token: token } = (await tokenAnswer.json()) as { access_token: string };
    const call = async (path: string, body: object) => {
      const t = performance.now();
      const res = await fetch(`${baseUrl}/api/careers/talent-job-search${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      const answer = (await res.json()) as { totalCount?: number; count?: number };
      if (!res.ok) throw new Error(`${path} answered ${res.status}`);
      return { ms: performance.now() - t, answer };
    };
    const visible = await call('/1/50', {});
    const titles = (visible.answer as { jobs?: { roleName: string }[] }).jobs?.map(
      (j) => j.roleName,
    );
    const all: number[] = [];
    const counts: number[] = [];
    const queries = [];
    for (const q of querySet(titles ?? [])) {
      for (let i = 0; i < 3; i++) await call('', q.body);
      const search: number[] = [];
      const count: number[] = [];
      let totalCount = 0;
      for (let i = 0; i < iterations; i++) {
        const s = await call('', q.body);
        totalCount = s.answer.totalCount ?? 0;
        search.push(s.ms);
        count.push((await call('/count', q.body)).ms);
      }
      all.push(...search);
      counts.push(...count);
      queries.push({
        name: q.name,
        body: q.body,
        totalCount,
        searchMs: stats(search),
        countMs: stats(count),
      });
    }
    return {
      database: 'pglite',
      startSeconds,
      iterationsPerQuery: iterations,
      overall: { searchAndCountMs: stats(all), countMs: stats(counts) },
      queries,
    };
  } finally {
    app.kill('SIGTERM');
    await new Promise((resolve) => app.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
