// `npm run bench -- --per-call [--db postgres] [--duration S]`: what each call of the screens
// costs the app on its own. The compiled server starts on fresh demo data (as `npm start`), the
// demo talent signs in, and each call is sent by 16 connections at once for S seconds (default
// 3) after a warm-up; the app process's CPU time (its embedded database thread included) per
// request says where a request's cost lies, which a mixed load run cannot tell apart.
import { performance } from 'node:perf_hooks';
import { startBuiltApp } from './built-app';
import { processCpuSeconds, round } from './stats';
import { type Answer, appSettings, Client, freshPostgres } from './talents';

const CONNECTIONS = 16;
const WARM_UP = 50;
/** The app's own background work after a first start (demo tagging, suggestions) settles. */
const SETTLE_MS = 15_000;

export async function benchPerCall(options: { db: 'pglite' | 'postgres'; seconds: number }) {
  const postgres = options.db === 'postgres' ? await freshPostgres() : null;
  const app = await startBuiltApp({ env: { ...appSettings(postgres), LOG_LEVEL: 'warn' } });
  const client = new Client(app.baseUrl, CONNECTIONS);
  try {
    const cookie = await app.signInDemo();
    const { access_token: token } = await client.json<{ access_token: string }>(
      'GET',
      '/api/talentapi/job-listing/token',
      { cookie },
    );
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const search = (path: string) => () =>
      client.send(
        'POST',
        path,
        { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        JSON.stringify({ keywords: 'engineer' }),
      );
    const get = (path: string) => () => client.send('GET', path, { cookie });
    const calls: [string, () => Promise<Answer>][] = [
      ['health (no database)', () => client.send('GET', '/api/health', {})],
      ['my communities', get('/api/talentapi/connections')],
      ['find communities', get('/api/talentapi/communities?countryId=AU&page=1&pageSize=16')],
      ['business card', get('/api/talentapi/businessCard')],
      ['profile', get('/api/workerapi/webresume')],
      ['saved jobs', get('/api/talentapi/job-matching/saved-jobs')],
      ['matching suggestions', get('/api/talentapi/job-matching/suggestions?page=1')],
      ['matching page data', get('/api/talentapi/job-matching/suggestions-page-data')],
      ['job search (a word)', search('/api/careers/talent-job-search/1/10')],
      ['job search count', search('/api/careers/talent-job-search/count')],
    ];
    const results = [];
    for (const [name, call] of calls) {
      for (let i = 0; i < WARM_UP; i++) await call();
      const cpuBefore = processCpuSeconds(app.pid);
      const started = performance.now();
      let requests = 0;
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async () => {
          while (performance.now() - started < options.seconds * 1000) {
            const answer = await call();
            if (answer.status >= 300) throw new Error(`${name} answered ${answer.status}`);
            requests++;
          }
        }),
      );
      const cpu = processCpuSeconds(app.pid) - cpuBefore;
      const wall = (performance.now() - started) / 1000;
      results.push({
        call: name,
        requestsPerSecond: Math.round(requests / wall),
        appCpuMsPerRequest: round((cpu / requests) * 1000),
      });
    }
    return {
      database: options.db,
      connections: CONNECTIONS,
      seconds: options.seconds,
      calls: results,
    };
  } finally {
    await client.pool.close();
    await app.stop();
    await postgres?.drop();
  }
}
