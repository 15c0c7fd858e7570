// The job import against a real database of each available kind, through feed text as the
// CLI and the admin API read it.
import type { JobPostingInput } from '@talent/contract';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { queryRows } from '../raw';
import * as schema from '../schema';
import { createTestDatabase, testDatabaseKinds } from '../testing';
import { importJobFeed, importJobPostings } from './import-jobs';
import { derivedUrlCode } from './job-posting-mapper';
import { parseFeed } from './parse-feed';
import { refreshSearchData } from './refresh-search-data';

const TITLES = ['Registered Nurse', 'Software Engineer', 'Barista', 'Forklift Operator'];

function posting(i: number, company = 'Feedwell Group'): JobPostingInput {
  return {
    '@type': 'JobPosting',
    identifier: `feed-${i}`,
    title: `${TITLES[i % TITLES.length]}`,
    description: `<p>Job number ${i}. Join a friendly team.</p><ul><li>Duty ${i}</li></ul>`,
    datePosted: '2025-05-01T09:00:00+10:00',
    validThrough: '2025-06-15',
    employmentType: i % 2 ? 'FULL_TIME' : 'PER_DIEM',
    jobLocation: {
      address: { addressLocality: 'Parramatta', addressRegion: 'NSW', addressCountry: 'AU' },
      geo: { latitude: -33.81, longitude: 151.0 },
    },
    baseSalary: { currency: 'AUD', value: { minValue: 80000, maxValue: 90000, unitText: 'YEAR' } },
    hiringOrganization: { name: company, sameAs: `https://${company.split(' ')[0]}.example` },
    skills: ['Teamwork', `Skill${i % 7}`],
    talentPortal: { category: 'Feed Category', subCategory: `Feed Sub ${i % 3}` },
  };
}

const jsonLines = (records: readonly unknown[]) =>
  records.map((r) => (typeof r === 'string' ? r : JSON.stringify(r))).join('\n');

describe.each(testDatabaseKinds())('importJobFeed (%s)', (kind) => {
  let handle: DatabaseHandle;
  const jobCount = async () => {
    const [row] = await handle.db.select({ n: count() }).from(schema.job);
    return row?.n ?? 0;
  };

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('imports 997 of 1,000 JSON Lines records and reports the 3 bad ones with line and reason', async () => {
    const records: unknown[] = Array.from({ length: 1000 }, (_, i) => posting(i + 1));
    records[99] = { ...posting(100), title: undefined };
    records[499] = { ...posting(500), jobLocation: { geo: { latitude: 200, longitude: 151 } } };
    records[899] = '{"identifier": "feed-900", "title": "Broken';
    const summary = await importJobFeed(handle.db, parseFeed(jsonLines(records)));

    expect(summary.created).toBe(997);
    expect(summary.updated).toBe(0);
    expect(summary.skippedCount).toBe(3);
    expect(summary.skipped).toEqual([
      { line: 100, identifier: 'feed-100', reason: 'title: Title is required' },
      {
        line: 500,
        identifier: 'feed-500',
        // Its only place was bad coordinates: left out, they leave the job with no place.
        reason:
          'jobLocation: A job needs a place (jobLocation) or jobLocationType TELECOMMUTE; ' +
          'jobLocation.0.geo.latitude: Latitude must be a number between -90 and 90: jobLocation.0.geo left out',
      },
      { line: 900, reason: expect.stringMatching(/^Not valid JSON: /) },
    ]);
    expect(summary.warnings).toEqual([]);
    expect(await jobCount()).toBe(997);
  });

  it('files the jobs under the company, its community and the named categories it created', async () => {
    const [job] = await handle.db
      .select()
      .from(schema.job)
      .where(eq(schema.job.externalId, 'feed-2'));
    const [company] = await handle.db.select().from(schema.company);
    const [community] = await handle.db.select().from(schema.talentCommunity);
    const categories = await handle.db.select().from(schema.category);
    expect(company).toMatchObject({ code: 'feedwell-group', name: 'Feedwell Group' });
    expect(community).toMatchObject({
      companyId: company?.id,
      segmentCode: 'feedwell-group',
      displayName: 'Feedwell Group Talent Community',
    });
    expect(categories).toEqual([{ id: 1, name: 'Feed Category' }]);
    expect(job).toMatchObject({
      companyId: company?.id,
      communityId: community?.id,
      categoryId: 1,
      roleName: 'Barista',
      workTypeId: 4,
      physicalLocation: 'Parramatta, NSW',
      urlCode: derivedUrlCode('feed-2'),
      salaryRange: '$80,000 - $90,000 per year',
      descriptionHtml: '<p>Job number 2. Join a friendly team.</p><ul><li>Duty 2</li></ul>',
    });
  });

  it('updates jobs by identifier on re-import instead of duplicating them', async () => {
    const records = Array.from({ length: 1000 }, (_, i) => ({
      ...posting(i + 1),
      title: `Updated ${i + 1}`,
    }));
    const before = await handle.db
      .select({ id: schema.job.id, urlCode: schema.job.urlCode })
      .from(schema.job)
      .where(eq(schema.job.externalId, 'feed-7'));
    const summary = await importJobFeed(handle.db, parseFeed(jsonLines(records)));
    expect(summary).toMatchObject({ created: 3, updated: 997, unchanged: 0, skippedCount: 0 });
    expect(await jobCount()).toBe(1000);
    const after = await handle.db
      .select({ id: schema.job.id, urlCode: schema.job.urlCode, roleName: schema.job.roleName })
      .from(schema.job)
      .where(eq(schema.job.externalId, 'feed-7'));
    expect(after).toEqual([{ ...before[0], roleName: 'Updated 7' }]);
  });

  it('clears on re-import what the feed no longer sends, and keeps the job and its id', async () => {
    const { baseSalary, talentPortal, ...plain } = posting(3101);
    const given = { ...posting(3101), talentPortal: { ...talentPortal, customCode: 'REQ-3101' } };
    await importJobFeed(handle.db, parseFeed(jsonLines([given])));
    const fields = {
      id: schema.job.id,
      customCode: schema.job.customCode,
      minSalary: schema.job.minSalary,
      categoryId: schema.job.categoryId,
    };
    const where = eq(schema.job.externalId, 'feed-3101');
    const [before] = await handle.db.select(fields).from(schema.job).where(where);
    expect(before).toMatchObject({
      customCode: 'REQ-3101',
      minSalary: 80000,
    });
    expect(before?.categoryId).not.toBeNull();

    const summary = await importJobFeed(handle.db, parseFeed(jsonLines([plain])));
    expect(summary).toMatchObject({ created: 0, updated: 1 });
    const after = await handle.db.select(fields).from(schema.job).where(where);
    expect(after).toEqual([
      { id: before?.id, customCode: null, minSalary: null, categoryId: null },
    ]);
  });

  it('imports a JSON array feed, reporting a bad element and a warning at the lines they start on', async () => {
    const text = JSON.stringify(
      [
        posting(2001, 'Arrayed Co'),
        { ...posting(2002, 'Arrayed Co'), datePosted: 'soon' },
        { ...posting(2003, 'Arrayed Co'), hiringOrganization: undefined },
      ],
      null,
      2,
    );
    const summary = await importJobFeed(handle.db, parseFeed(text), {
      now: new Date('2025-05-02T00:00:00Z'),
    });
    const lines = text.split('\n');
    const lineOf = (n: number) => lines.findIndex((l, i) => i > 0 && l === '  {' && --n === 0) + 1;
    expect(summary).toEqual({
      created: 2,
      updated: 0,
      unchanged: 0,
      skippedCount: 1,
      skipped: [
        {
          line: lineOf(3),
          identifier: 'feed-2003',
          reason: 'hiringOrganization: Hiring organization is required',
        },
      ],
      warningCount: 1,
      warnings: [
        {
          line: lineOf(2),
          identifier: 'feed-2002',
          field: 'datePosted',
          message:
            'Must be an ISO 8601 date or date-time: left out; the job is dated by its first import',
        },
      ],
    });
    const [job] = await handle.db
      .select({ publishedAt: schema.job.publishedAt })
      .from(schema.job)
      .where(eq(schema.job.externalId, 'feed-2002'));
    expect(job?.publishedAt).toEqual(new Date('2025-05-02T00:00:00Z'));
  });

  it('lets the later of two records with one identifier win', async () => {
    const summary = await importJobPostings(handle.db, [
      { ...posting(3001), title: 'First' },
      { ...posting(3001), title: 'Second' },
    ]);
    expect(summary).toMatchObject({
      created: 1,
      updated: 0,
      skipped: [
        {
          line: 1,
          identifier: 'feed-3001',
          reason: 'identifier: Line 2 has the same identifier and replaces this record',
        },
      ],
    });
    const rows = await handle.db
      .select({ roleName: schema.job.roleName })
      .from(schema.job)
      .where(eq(schema.job.externalId, 'feed-3001'));
    expect(rows).toEqual([{ roleName: 'Second' }]);
  });

  it('moves a derived url code on when another job holds it, and refuses a fixed one', async () => {
    const held = derivedUrlCode('feed-4001');
    const first = await importJobPostings(handle.db, [
      { ...posting(4000), talentPortal: { urlCode: held } },
    ]);
    expect(first.skipped).toEqual([]);
    const summary = await importJobPostings(handle.db, [
      posting(4001),
      { ...posting(4002), talentPortal: { urlCode: held } },
    ]);
    expect(summary.created).toBe(1);
    expect(summary.skipped).toEqual([
      {
        line: 2,
        identifier: 'feed-4002',
        reason: `talentPortal.urlCode: URL code '${held}' is already used by job 'feed-4000' of the community`,
      },
    ]);
    const [moved] = await handle.db
      .select({ urlCode: schema.job.urlCode })
      .from(schema.job)
      .where(eq(schema.job.externalId, 'feed-4001'));
    expect(moved?.urlCode).toBe(derivedUrlCode('feed-4001', 1));
  });

  it('counts the keys of every batch still being written when it claims the next', async () => {
    // One job a batch: on a server two batches are written at once, so the third record's claim
    // runs while the first's may not be written yet.
    const code = 'in-flight-code';
    const summary = await importJobPostings(
      handle.db,
      [5001, 5002, 5003, 5004].map((i) => ({ ...posting(i), talentPortal: { urlCode: code } })),
      { batchSize: 1 },
    );
    expect(summary.created).toBe(1);
    expect(summary.skipped.map((s) => s.reason)).toEqual(
      [2, 3, 4].map(
        () =>
          `talentPortal.urlCode: URL code '${code}' is already used by job 'feed-5001' of the community`,
      ),
    );
  });

  it('refuses a segment of another company and cleans descriptions on the way in', async () => {
    const summary = await importJobPostings(handle.db, [
      { ...posting(5001, 'Other Co'), talentPortal: { segmentCode: 'feedwell-group' } },
      {
        ...posting(5002),
        description:
          '<p onmouseover="x()">Hi<script>alert(1)</script><a href="javascript:x()">go</a></p>',
      },
    ]);
    expect(summary.skipped).toEqual([
      {
        line: 1,
        identifier: 'feed-5001',
        reason: "talentPortal.segmentCode: Segment 'feedwell-group' belongs to another company",
      },
    ]);
    const [job] = await handle.db
      .select({ html: schema.job.descriptionHtml, text: schema.job.description })
      .from(schema.job)
      .where(eq(schema.job.externalId, 'feed-5002'));
    expect(job).toEqual({
      html: '<p>Hi<a rel="noopener noreferrer nofollow" target="_blank">go</a></p>',
      text: 'Higo',
    });
  });

  it('rebuilds the words of job titles and skills for keyword corrections', async () => {
    await refreshSearchData(handle.db);
    const words = async () =>
      new Map((await handle.db.select().from(schema.jobWord)).map((w) => [w.word, w.documents]));
    const before = await words();
    expect(before.get('teamwork')).toBe(await jobCount());
    expect(before.get('updated')).toBeGreaterThan(900);
    await handle.db.delete(schema.job).where(sql`${schema.job.roleName} LIKE 'Updated%'`);
    await refreshSearchData(handle.db);
    const after = await words();
    expect(after.has('updated')).toBe(false);
    expect(after.get('teamwork')).toBe(await jobCount());
  });

  it("writes one batch's search rows community by community, each community's rows together", async () => {
    const companies = ['Alder Health', 'Birchway Freight', 'Cedar Cafes'];
    const records = Array.from({ length: 30 }, (_, i) => ({
      ...posting(i + 1, companies[i % 3]),
      identifier: `mixed-${i + 1}`,
    }));
    const summary = await importJobFeed(handle.db, parseFeed(jsonLines(records)));
    expect(summary).toMatchObject({ created: 30, skippedCount: 0 });
    // The rows in the order they lie in the table: one run per community.
    const rows = await queryRows<{ community_id: string }>(
      handle.db,
      sql`SELECT s.community_id FROM searchable_job s JOIN job j ON j.id = s.job_id
          WHERE j.external_id LIKE 'mixed-%' ORDER BY s.ctid`,
    );
    const order = rows.map((r) => r.community_id);
    expect(order).toHaveLength(30);
    const runs = order.filter((id, i) => i === 0 || id !== order[i - 1]);
    expect(runs).toHaveLength(3);
    expect(new Set(runs).size).toBe(3);
  });
});
