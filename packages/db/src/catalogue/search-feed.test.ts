// The search quality set of bench/quality (the search feed and its queries) is what its
// generator writes, and the search feed imports whole on a real database of each kind: every
// posting is a job with the title its case says (the quality bench, npm run bench -- --quality,
// searches them).
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SearchFeedCase, searchFeedFiles } from '../../../../bench/quality/search-feed';
import { searchQueryFiles } from '../../../../bench/quality/search-queries';
import type { DatabaseHandle } from '../client';
import { queryRows } from '../raw';
import { createTestDatabase, testDatabaseKinds } from '../testing';
import { importJobFeed } from './import-jobs';
import { parseFeed } from './parse-feed';

const read = (name: string) =>
  readFileSync(new URL(`../../../../bench/quality/${name}`, import.meta.url), 'utf8');
const cases = JSON.parse(read('search-feed-cases.json')) as SearchFeedCase[];

describe('the search quality set (bench/quality)', () => {
  it('is what its generator writes', () => {
    const files = { ...searchFeedFiles(), ...searchQueryFiles() };
    for (const [name, text] of Object.entries(files)) {
      expect(JSON.parse(read(name)), name).toEqual(JSON.parse(text));
    }
    expect(JSON.parse(read('search-queries.json')).length).toBeGreaterThanOrEqual(60);
  });
});

describe.each(testDatabaseKinds())('importing the search feed (%s)', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
  });

  it('makes every posting a job with its title', async () => {
    const summary = await importJobFeed(handle.db, parseFeed(read('search-feed.json')));
    expect(summary).toMatchObject({ created: cases.length, skippedCount: 0 });
    const rows = await queryRows<{ external_id: string; role_name: string }>(
      handle.db,
      sql`SELECT external_id, role_name FROM job`,
    );
    const titles = new Map(rows.map((r) => [r.external_id, r.role_name]));
    for (const c of cases) expect(titles.get(c.identifier), c.identifier).toBe(c.intent.title);
  }, 60_000);
});
