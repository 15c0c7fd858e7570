// The import's rules for feeds as they come (decision 015), on a real database of each kind:
// unusual values keep the job with a warning, only a record that cannot be a job is skipped,
// occupationalCategory files jobs under categories even in a fresh catalogue, text is cleaned,
// and importing the same feed again changes nothing.
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { queryRows } from '../raw';
import * as schema from '../schema';
import { createTestDatabase, testDatabaseKinds } from '../testing';
import { importJobPostings } from './import-jobs';

const FULL_TIME = 1;
const CONTRACT = 3;
const CASUAL = 4;

function posting(id: string, overrides: Record<string, unknown> = {}) {
  return {
    '@type': 'JobPosting',
    identifier: id,
    title: 'Kitchen Hand',
    description: '<p>Wash, prep and help the chefs.</p>',
    datePosted: '2025-05-01',
    hiringOrganization: { name: 'Harbour Kitchens' },
    jobLocation: {
      address: { addressLocality: 'Manly', addressRegion: 'NSW', postalCode: '2095' },
    },
    ...overrides,
  };
}

describe.each(testDatabaseKinds())('importing real feeds (%s)', (kind) => {
  let handle: DatabaseHandle;
  const jobOf = async (externalId: string) => {
    const [row] = await handle.db
      .select()
      .from(schema.job)
      .where(eq(schema.job.externalId, externalId));
    return row;
  };
  const categoryNamed = async (name: string) => {
    const [row] = await handle.db
      .select()
      .from(schema.category)
      .where(eq(schema.category.name, name));
    return row;
  };

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('maps free-text, other-cased and listed work types, and keeps a job whose work type it does not know', async () => {
    const types: [string, unknown, number | null][] = [
      ['wt-casual', 'Casual', CASUAL],
      ['wt-lower', 'casual', CASUAL],
      ['wt-list', ['FULL_TIME', 'CONTRACT'], FULL_TIME],
      ['wt-hyphen', 'Full-time', FULL_TIME],
      ['wt-vacation', 'Vacation', CASUAL],
      ['wt-temp', 'Temp', CONTRACT],
      ['wt-locum', 'Locum', CONTRACT],
      ['wt-unknown', 'Sometimes', null],
    ];
    const summary = await importJobPostings(
      handle.db,
      types.map(([id, employmentType]) => posting(id, { employmentType })),
    );
    expect(summary).toMatchObject({ created: types.length, skippedCount: 0, warningCount: 1 });
    expect(summary.warnings).toEqual([
      {
        line: types.length,
        identifier: 'wt-unknown',
        field: 'employmentType',
        message: "'Sometimes' is not a work type we know: the job has no work type",
      },
    ]);
    for (const [id, , workTypeId] of types) {
      expect((await jobOf(id))?.workTypeId, id).toBe(workTypeId);
    }
  });

  it('skips only records that cannot be a job, each with its reason', async () => {
    const summary = await importJobPostings(handle.db, [
      posting('core-no-title', { title: '  ' }),
      posting('core-no-employer', { hiringOrganization: undefined }),
      posting('core-no-place', { jobLocation: undefined }),
      posting('core-remote', { jobLocation: undefined, jobLocationType: 'TELECOMMUTE' }),
      posting('core-odd', {
        validThrough: 'next week',
        baseSalary: { currency: 'AUD', value: { minValue: 90, maxValue: 30 } },
        totalJobOpenings: 'many',
      }),
    ]);
    expect(summary.skipped).toEqual([
      { line: 1, identifier: 'core-no-title', reason: 'title: Title is required' },
      {
        line: 2,
        identifier: 'core-no-employer',
        reason: 'hiringOrganization: Hiring organization is required',
      },
      {
        line: 3,
        identifier: 'core-no-place',
        reason: 'jobLocation: A job needs a place (jobLocation) or jobLocationType TELECOMMUTE',
      },
    ]);
    expect(summary).toMatchObject({ created: 2, skippedCount: 3, warningCount: 3 });
    expect(summary.warnings.map((w) => [w.identifier, w.field])).toEqual([
      ['core-odd', 'validThrough'],
      ['core-odd', 'baseSalary.value.minValue'],
      ['core-odd', 'totalJobOpenings'],
    ]);
    expect(await jobOf('core-remote')).toMatchObject({ flexibleWorkOptionId: 3 });
    expect(await jobOf('core-odd')).toMatchObject({
      applicationsCloseAt: null,
      // The minimum above the maximum is left out: the maximum alone is the salary.
      minSalary: 30,
      maxSalary: 30,
      numberOfPositions: 1,
    });
    expect(await jobOf('core-no-place')).toBeUndefined();
  });

  it('files jobs by occupationalCategory paths, names and codes, creating the categories a fresh catalogue lacks', async () => {
    expect(await handle.db.select().from(schema.category)).toEqual([]);
    const summary = await importJobPostings(handle.db, [
      posting('oc-path', { occupationalCategory: 'Healthcare > Nursing' }),
      posting('oc-onet', { occupationalCategory: '29-1141.00 Registered Nurses' }),
      posting('oc-anzsco', {
        occupationalCategory: { '@type': 'CategoryCode', codeValue: '254412', inCodeSet: 'ANZSCO' },
      }),
      posting('oc-name', { occupationalCategory: 'healthcare and medical' }),
      posting('oc-sub', { occupationalCategory: 'NURSING' }),
      posting('oc-occupation', { occupationalCategory: 'Chef' }),
      posting('oc-new', { occupationalCategory: 'Space Mining' }),
      posting('oc-unknown', { occupationalCategory: '99-9999.00' }),
    ]);
    expect(summary).toMatchObject({ created: 8, skippedCount: 0 });
    expect(summary.warnings).toEqual([
      expect.objectContaining({ identifier: 'oc-unknown', field: 'occupationalCategory' }),
    ]);
    const health = await categoryNamed('Healthcare & Medical');
    const hospitality = await categoryNamed('Hospitality & Tourism');
    const space = await categoryNamed('Space Mining');
    const [nursing] = await handle.db
      .select()
      .from(schema.subCategory)
      .where(eq(schema.subCategory.name, 'Nursing'));
    expect(nursing?.categoryId).toBe(health?.id);
    expect(await handle.db.select().from(schema.category)).toHaveLength(3);
    const filed = async (id: string) => {
      const job = await jobOf(id);
      return [job?.categoryId ?? null, job?.subCategoryId ?? null];
    };
    expect(await filed('oc-path')).toEqual([health?.id, nursing?.id]);
    expect(await filed('oc-onet')).toEqual([health?.id, null]);
    expect(await filed('oc-anzsco')).toEqual([health?.id, null]);
    expect(await filed('oc-name')).toEqual([health?.id, null]);
    expect(await filed('oc-sub')).toEqual([health?.id, nursing?.id]);
    expect(await filed('oc-occupation')).toEqual([hospitality?.id, null]);
    expect(await filed('oc-new')).toEqual([space?.id, null]);
    expect(await filed('oc-unknown')).toEqual([null, null]);
    // The search rows carry the category, so the category filter finds the jobs at once.
    const filters = await queryRows<{ n: number }>(
      handle.db,
      sql`SELECT count(*)::int AS n FROM searchable_job s JOIN job j ON j.id = s.job_id
          WHERE j.category_id = ${health?.id ?? -1}
            AND s.filter_vector @@ talent_scoped_tsquery(${`k${health?.id}`}::tsquery, ARRAY[j.community_id])`,
    );
    expect(filters[0]?.n).toBe(5);
  });

  it('matches the categories a catalogue has by their normalised name', async () => {
    await handle.db.insert(schema.category).values({ id: 90, name: 'Trades & Services' });
    await handle.db
      .insert(schema.subCategory)
      .values({ id: 9001, categoryId: 90, name: 'Electricians' });
    await importJobPostings(handle.db, [
      posting('oc-trades', { occupationalCategory: 'trades and services > ELECTRICIANS' }),
      posting('oc-trades-code', { occupationalCategory: '47-2111.00' }),
    ]);
    expect(await jobOf('oc-trades')).toMatchObject({ categoryId: 90, subCategoryId: 9001 });
    expect(await jobOf('oc-trades-code')).toMatchObject({ categoryId: 90, subCategoryId: null });
  });

  it('decodes entities, removes zero-width characters and collapses spaces, keeping the sanitised HTML', async () => {
    await importJobPostings(handle.db, [
      posting('text-1', {
        title: '  Chef&nbsp;&amp;amp;\u200b  Cook\u200d ',
        hiringOrganization: { name: 'Sol &amp; Sea\ufeff Caf&eacute;' },
        description: '<p>Cook &amp; plate\u200b.</p><script>alert(1)</script>',
        jobLocation: { address: 'Bondi Beach NSW 2026' },
      }),
    ]);
    const job = await jobOf('text-1');
    expect(job).toMatchObject({
      roleName: 'Chef & Cook',
      description: 'Cook & plate.',
      descriptionHtml: '<p>Cook &amp; plate.</p>',
      physicalLocation: 'Bondi Beach, NSW',
      locationPostCode: '2026',
    });
    const [company] = await handle.db
      .select({ name: schema.company.name })
      .from(schema.company)
      .where(eq(schema.company.id, job?.companyId ?? ''));
    expect(company?.name).toBe('Sol & Sea Café');
  });

  it('counts created, updated and unchanged jobs, and changes nothing when the same feed comes again', async () => {
    const feed = Array.from({ length: 30 }, (_, i) =>
      posting(`again-${i}`, {
        title: `Line Cook ${i}`,
        employmentType: i % 2 ? 'Casual' : 'Whenever',
        ...(i === 7 ? { identifier: undefined } : {}),
        ...(i === 8 ? { datePosted: undefined } : {}),
      }),
    );
    const first = await importJobPostings(handle.db, [...feed, { title: 'No employer' }]);
    expect(first).toMatchObject({ created: 30, updated: 0, unchanged: 0, skippedCount: 1 });
    expect(first.warningCount).toBe(17); // 15 work types, the made identifier, the missing date

    const snapshot = () =>
      queryRows<{ id: string; updated_at: string; published_at: string; vector: string }>(
        handle.db,
        sql`SELECT j.id, j.updated_at::text, j.published_at::text, s.search_vector::text AS vector
            FROM job j JOIN searchable_job s ON s.job_id = j.id
            WHERE j.role_name LIKE 'Line Cook%' ORDER BY j.id`,
      );
    const before = await snapshot();
    const [words] = await handle.db.select({ n: count() }).from(schema.job);

    const again = await importJobPostings(handle.db, [...feed, { title: 'No employer' }]);
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 30, skippedCount: 1 });
    expect(again.warningCount).toBe(first.warningCount);
    expect(await snapshot()).toEqual(before);
    const [after] = await handle.db.select({ n: count() }).from(schema.job);
    expect(after?.n).toBe(words?.n);

    const changed = await importJobPostings(handle.db, [
      ...feed.slice(0, 29),
      { ...feed[29], title: 'Head Cook' },
    ]);
    expect(changed).toMatchObject({ created: 0, updated: 1, unchanged: 29 });
  });

  it('leaves no entry waiting in the search index once a feed is written', async () => {
    // The import's statements merge the index's pending entries: nothing is left to merge.
    const [merged] = await queryRows<{ pages: number }>(
      handle.db,
      sql`SELECT gin_clean_pending_list('searchable_job_text_idx'::regclass)::int AS pages`,
    );
    expect(merged?.pages).toBe(0);
    const [missing] = await queryRows<{ n: number }>(
      handle.db,
      sql`SELECT count(*)::int AS n FROM job j
          WHERE NOT EXISTS (SELECT 1 FROM searchable_job s WHERE s.job_id = j.id)`,
    );
    expect(missing?.n).toBe(0);
  });
});
