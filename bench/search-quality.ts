// npm run bench -- --quality [--db postgres]: job search's quality on the project's own set
// (bench/quality, see its README). Both feeds (the awkward feed and the search feed, 694
// postings) are imported into an empty catalogue through the job import, a talent is connected
// to every community, and each query of search-queries.json is searched as Find Jobs does
// (search + count, no place). Per query: precision of the first page (of its first k results,
// k the number of relevant jobs up to 10, how many are relevant), recall in the first 50, whether a query that should find nothing found
// nothing, and whether the postings it must rank higher come before the others.
import { readFileSync } from 'node:fs';
import { type Database, queryRows, schema } from '@talent/db';
import { importJobFeed, parseFeed, refreshSearchData } from '@talent/db/catalogue';
import { sql } from 'drizzle-orm';
import { runJobSearch } from '../apps/api/src/modules/job-search/job-search.service';
import { readJobPosting } from '../packages/db/src/catalogue/read-job-posting';

type FeedName = 'awkward' | 'search';
interface PostingRef {
  feed: FeedName;
  index: number;
}
interface Query {
  id: string;
  query: string;
  why: string;
  intent: string;
  relevant: PostingRef[];
  expectEmpty?: boolean;
  /** Every posting above ranks before every posting below. */
  mustRankAbove?: { above: PostingRef[]; below: PostingRef[] };
}
interface Case {
  index: number;
  identifier: string | null;
}

const FIRST_PAGE = 10;
const RECALL_DEPTH = 50;
const FEEDS: Record<FeedName, { feed: string; cases: string }> = {
  awkward: { feed: 'feed.json', cases: 'feed-cases.json' },
  search: { feed: 'search-feed.json', cases: 'search-feed-cases.json' },
};

const read = (name: string) => readFileSync(new URL(`./quality/${name}`, import.meta.url), 'utf8');
const round = (n: number) => Math.round(n * 1000) / 1000;
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 1);

/** Imports both feeds; answers each posting's stored identifier by feed and position. */
async function importFeeds(db: Database) {
  const identifiers = new Map<string, string>();
  const summaries: Record<string, unknown> = {};
  for (const [name, files] of Object.entries(FEEDS) as [FeedName, (typeof FEEDS)[FeedName]][]) {
    const entries = parseFeed(read(files.feed));
    const cases = JSON.parse(read(files.cases)) as Case[];
    for (const c of cases) {
      let identifier = c.identifier;
      if (identifier === null) {
        const entry = entries[c.index];
        const reading = readJobPosting(entry && 'record' in entry ? entry.record : undefined);
        if ('reason' in reading) continue;
        identifier = reading.posting.identifier;
      }
      identifiers.set(`${name}:${c.index}`, identifier);
    }
    const summary = await importJobFeed(db, entries);
    summaries[name] = {
      postings: entries.length,
      created: summary.created,
      skipped: summary.skippedCount,
    };
  }
  return { identifiers, summaries };
}

async function talentOfEveryCommunity(db: Database): Promise<string> {
  await db
    .insert(schema.user)
    .values({ id: 'quality-user', name: 'Quality Talent', email: 'quality@example.com' });
  const [talent] = await db
    .insert(schema.talent)
    .values({ userId: 'quality-user', fullName: 'Quality Talent' })
    .returning();
  const communities = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM talent_community WHERE parent_id IS NULL`,
  );
  await db.insert(schema.connection).values(
    communities.map((c) => ({
      talentId: talent!.id,
      communityId: c.id,
      statusName: 'Connected',
    })),
  );
  return talent!.id;
}

export async function benchSearchQuality(db: Database) {
  const { identifiers, summaries } = await importFeeds(db);
  // As after any import (the CLI and the import job do the same): the typo corrections' words.
  await refreshSearchData(db);
  const talentId = await talentOfEveryCommunity(db);
  const jobIdOf = new Map(
    (
      await queryRows<{ id: string; external_id: string }>(db, sql`SELECT id, external_id FROM job`)
    ).map((r) => [r.external_id, r.id]),
  );
  const idOf = (ref: PostingRef) => jobIdOf.get(identifiers.get(`${ref.feed}:${ref.index}`) ?? '');

  const titleOf = new Map(
    (
      await queryRows<{ id: string; role_name: string }>(db, sql`SELECT id, role_name FROM job`)
    ).map((r) => [r.id, r.role_name]),
  );
  const queries = JSON.parse(read('search-queries.json')) as Query[];
  const results = [];
  for (const q of queries) {
    const { jobs, totalCount } = await runJobSearch(
      db,
      talentId,
      { keywords: q.query },
      { page: 1, pageSize: RECALL_DEPTH },
    );
    const found = jobs.map((j) => j.id);
    const relevant = new Set(q.relevant.map(idOf).filter((id): id is string => !!id));
    // The first page's best possible share: a query with 3 relevant jobs is judged on its first
    // 3 results (a first page holding those 3 and 7 others is as right as it can be).
    const judged = Math.min(FIRST_PAGE, relevant.size);
    const firstPage = found.slice(0, FIRST_PAGE);
    const hits = firstPage.slice(0, judged).filter((id) => relevant.has(id)).length;
    const precision = q.expectEmpty ? null : judged ? hits / judged : 0;
    const recall = q.expectEmpty
      ? null
      : found.filter((id) => relevant.has(id)).length / Math.min(relevant.size, RECALL_DEPTH);
    const position = (id: string | undefined) => {
      const at = id ? found.indexOf(id) : -1;
      return at < 0 ? Number.POSITIVE_INFINITY : at;
    };
    const ranking = (q.mustRankAbove ? [q.mustRankAbove] : []).map((rule) => {
      const lowestAbove = Math.max(...rule.above.map((r) => position(idOf(r))));
      const highestBelow = Math.min(...rule.below.map((r) => position(idOf(r))));
      // Every posting above found, and before every one below (one not found is last).
      return Number.isFinite(lowestAbove) && lowestAbove < highestBelow;
    });
    results.push({
      id: q.id,
      query: q.query,
      why: q.why,
      totalCount,
      relevant: relevant.size,
      precisionFirstPage: precision === null ? null : round(precision),
      recallAt50: recall === null ? null : round(recall),
      emptyAsExpected: q.expectEmpty ? totalCount === 0 : null,
      rankingRulesHeld: ranking.length
        ? `${ranking.filter(Boolean).length}/${ranking.length}`
        : null,
      // What a reader needs to judge a miss: the first page's wrong finds, the relevant missed.
      wrongOnFirstPage: firstPage.filter((id) => !relevant.has(id)).map((id) => titleOf.get(id)),
      missed: [...relevant].filter((id) => !found.includes(id)).map((id) => titleOf.get(id)),
      right:
        (precision === null || precision === 1) &&
        (recall === null || recall === 1) &&
        (!q.expectEmpty || totalCount === 0) &&
        ranking.every(Boolean),
      _ranking: ranking,
    });
  }
  const scored = results.filter((r) => r.precisionFirstPage !== null);
  const empties = results.filter((r) => r.emptyAsExpected !== null);
  const rules = results.flatMap((r) => r._ranking);
  const byWhy: Record<
    string,
    { queries: number; right: number; precision: number; recall: number }
  > = {};
  for (const why of [...new Set(results.map((r) => r.why))]) {
    const these = results.filter((r) => r.why === why);
    const withScores = these.filter((r) => r.precisionFirstPage !== null);
    byWhy[why] = {
      queries: these.length,
      right: these.filter((r) => r.right).length,
      precision: round(mean(withScores.map((r) => r.precisionFirstPage as number))),
      recall: round(mean(withScores.map((r) => r.recallAt50 as number))),
    };
  }
  return {
    feeds: summaries,
    queries: results.length,
    queriesRight: results.filter((r) => r.right).length,
    meanPrecisionFirstPage: round(mean(scored.map((r) => r.precisionFirstPage as number))),
    meanRecallAt50: round(mean(scored.map((r) => r.recallAt50 as number))),
    emptyQueriesEmpty: `${empties.filter((r) => r.emptyAsExpected).length}/${empties.length}`,
    rankingRulesHeld: `${rules.filter(Boolean).length}/${rules.length}`,
    byWhy,
    wrong: results.filter((r) => !r.right).map(({ _ranking, right, ...r }) => r),
  };
}
