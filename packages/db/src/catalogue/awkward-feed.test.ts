// The awkward feed of bench/quality (518 postings as real feeds send them) through the import,
// on a real database of each kind: every posting ends as its case says (skipped with its
// reason, or a job with the title, employer, place, work type and category a reader takes it
// to be, with exactly the warnings its case names), and the same feed again changes nothing.
import { readFileSync } from 'node:fs';
import type { JobImportSummary } from '@talent/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awkwardFeedFiles, type FeedCase } from '../../../../bench/quality/awkward-feed';
import type { DatabaseHandle } from '../client';
import { queryRows } from '../raw';
import { createTestDatabase, testDatabaseKinds } from '../testing';
import { importJobFeed } from './import-jobs';
import { type FeedEntry, parseFeed } from './parse-feed';
import { readJobPosting } from './read-job-posting';

const fileOf = (name: string) => new URL(`../../../../bench/quality/${name}`, import.meta.url);
const feedText = readFileSync(fileOf('feed.json'), 'utf8');
const cases = JSON.parse(readFileSync(fileOf('feed-cases.json'), 'utf8')) as FeedCase[];
const entries = parseFeed(feedText);

const written = cases.filter((c) => c.outcome === 'imported' || c.outcome === 'closed');
const notWritten = cases.filter((c) => c.outcome === 'skipped' || c.outcome === 'replaced');

/** The identifier the import stores for a case: the feed's, or the one it makes. */
function storedIdentifier(c: FeedCase): string {
  if (c.identifier !== null) return c.identifier;
  const entry = entries[c.index] as FeedEntry;
  const reading = readJobPosting('record' in entry ? entry.record : undefined);
  if ('reason' in reading) throw new Error(`case ${c.index}: ${reading.reason}`);
  return reading.posting.identifier;
}

interface JobRow {
  external_id: string;
  role_name: string;
  employer: string;
  location_suburb: string | null;
  location_state: string | null;
  location_post_code: string | null;
  flexible_work_option_id: number | null;
  work_type: string | null;
  category: string | null;
  closed: boolean;
}

describe('the awkward feed (bench/quality)', () => {
  it('is what its generator writes, and has at least 500 postings', () => {
    // Compared as JSON: the files on disk are laid out by the formatter.
    const files = awkwardFeedFiles();
    expect(JSON.parse(feedText)).toEqual(JSON.parse(files['feed.json']));
    expect(cases).toEqual(JSON.parse(files['feed-cases.json']));
    expect(entries.length).toBe(cases.length);
    expect(cases.length).toBeGreaterThanOrEqual(500);
  });
});

describe.each(testDatabaseKinds())('importing the awkward feed (%s)', (kind) => {
  let handle: DatabaseHandle;
  let summary: JobImportSummary;
  let jobs: Map<string, JobRow>;

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    summary = await importJobFeed(handle.db, entries);
    const rows = await queryRows<JobRow>(
      handle.db,
      sql`SELECT j.external_id, j.role_name, c.name AS employer, j.location_suburb,
            j.location_state, j.location_post_code, j.flexible_work_option_id,
            wt.label AS work_type, k.name AS category,
            coalesce(j.applications_close_at < now(), false) AS closed
          FROM job j JOIN company c ON c.id = j.company_id
          LEFT JOIN work_type wt ON wt.id = j.work_type_id
          LEFT JOIN category k ON k.id = j.category_id`,
    );
    jobs = new Map(rows.map((r) => [r.external_id, r]));
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
  });

  it('creates one job per posting that is one, and skips the rest with their reasons', () => {
    expect(summary).toMatchObject({
      created: written.length,
      updated: 0,
      unchanged: 0,
      skippedCount: notWritten.length,
    });
    expect(jobs.size).toBe(written.length);
    const skipped = new Map(summary.skipped.map((s) => [s.line, s.reason]));
    for (const c of notWritten) {
      const reason = skipped.get(entries[c.index]?.line ?? 0);
      expect(reason, `case ${c.index} ${c.tags}`).toMatch(
        new RegExp(`^${(c.reason ?? 'identifier:').replace('.', '\\.')}`),
      );
    }
  });

  it('makes each job what a reader takes it to be', () => {
    for (const c of written) {
      const label = `case ${c.index} ${c.tags.join(',')}`;
      const job = jobs.get(storedIdentifier(c));
      expect(job, label).toBeDefined();
      if (!job || !c.intent) continue;
      expect(job.role_name, label).toBe(c.intent.title);
      expect(job.employer, label).toBe(c.intent.employer);
      if (c.intent.place === 'remote') {
        expect(job.flexible_work_option_id, label).toBe(3);
      } else {
        const { locality, region, postalCode } = c.intent.place;
        expect(job.location_suburb, label).toBe(locality);
        if (region) expect(job.location_state, label).toBe(region);
        if (postalCode) expect(job.location_post_code, label).toBe(postalCode);
      }
      if (c.workType !== undefined) expect(job.work_type, label).toBe(c.workType);
      if (c.category !== undefined) expect(job.category, label).toBe(c.category);
      expect(job.closed, label).toBe(c.outcome === 'closed');
    }
  });

  it('warns about exactly the fields each case names', () => {
    const fieldsByLine = new Map<number, string[]>();
    for (const w of summary.warnings) {
      fieldsByLine.set(w.line, [...(fieldsByLine.get(w.line) ?? []), w.field]);
    }
    expect(summary.warningCount).toBe(summary.warnings.length);
    for (const c of written) {
      const fields = [...new Set(fieldsByLine.get(entries[c.index]?.line ?? 0) ?? [])].sort();
      expect(fields, `case ${c.index} ${c.tags}`).toEqual([...(c.warnings ?? [])].sort());
    }
  });

  it('changes nothing when the same feed comes again', async () => {
    const again = await importJobFeed(handle.db, entries);
    expect(again).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: written.length,
      skippedCount: notWritten.length,
      warningCount: summary.warningCount,
    });
  }, 120_000);
});
