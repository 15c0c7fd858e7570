// npm run bench -- --http: job search over HTTP as Find Jobs calls it, on the app as `npm start`
// runs it (the compiled server, the embedded database in a fresh data folder, the demo data).
// The demo talent signs in, takes the search token, and each query is sent as a search (one
// page and its total: search + count) and as a count, a few times each after a warm-up.
// Prints p50 and p95 per query and overall. Build first: npm run build:api.
import { performance } from 'node:perf_hooks';
import { startBuiltApp } from './built-app';
import { latencyStats as stats } from './stats';

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

export async function benchSearchHttp(iterations: number) {
  const app = await startBuiltApp();
  const { baseUrl, startSeconds } = app;
  try {
    const cookie = await app.signInDemo();
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
    await app.stop();
  }
}
