// A feed imported through the admin API into a fresh catalogue is searchable at once: the
// categories its occupationalCategory named are in the search filters and filter the search,
// its identifier finds the job as a job id in any case, and its work types filter.
import type { JobImportStatus } from '@talent/contract';
import { schema } from '@talent/db';
import { buildConnection } from '@talent/db/testing';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it, vi } from 'vitest';
import { describeEachDatabase, signUp, withCookie } from '../../test/harness';

const TOKEN = 'admin-token-for-tests-0123456789';
const CASUAL = 4;

const feed = [
  {
    identifier: 'CCG-REQ/2025/0042',
    title: 'Registered Nurse &ndash; Emergency\u200b',
    description: '<p>Work in our busy emergency department.</p>',
    datePosted: new Date(Date.now() - 86_400_000).toISOString(),
    employmentType: 'Casual',
    hiringOrganization: { name: 'Coastal Care Group' },
    jobLocation: { address: 'Wollongong NSW 2500', geo: { latitude: -34.42, longitude: 150.89 } },
    occupationalCategory: 'Healthcare > Nursing',
  },
  {
    identifier: 'CCG-0043',
    title: 'Clinical Nurse Specialist',
    description: '<p>Lead care on the ward.</p>',
    datePosted: new Date(Date.now() - 86_400_000).toISOString(),
    employmentType: ['FULL_TIME', 'CONTRACT'],
    hiringOrganization: { name: 'Coastal Care Group' },
    jobLocation: { address: 'Shellharbour NSW 2529' },
    occupationalCategory: '29-1141.00 Registered Nurses',
  },
  {
    identifier: 'CCG-0044',
    title: 'Cook',
    description: '<p>Cook for patients and staff.</p>',
    datePosted: new Date(Date.now() - 86_400_000).toISOString(),
    employmentType: 'casual',
    hiringOrganization: { name: 'Coastal Care Group' },
    jobLocation: { address: 'Wollongong NSW 2500' },
    occupationalCategory: 'Chef',
  },
];

describeEachDatabase(
  'jobs imported from a feed',
  (ctx) => {
    let cookie: string;
    let token: string;

    const search = async (payload: object) => {
      const response = await ctx().app.inject({
        method: 'POST',
        url: '/api/careers/talent-job-search',
        headers: { authorization: `Bearer ${token}` },
        payload,
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().jobs as { roleName: string }[]).map((j) => j.roleName);
    };

    beforeAll(async () => {
      const { app, database } = ctx();
      const accepted = await app.inject({
        method: 'POST',
        url: '/api/admin/jobs/import',
        headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
        payload: JSON.stringify(feed),
      });
      expect(accepted.statusCode, accepted.body).toBe(202);
      const status = await vi.waitFor(
        async () => {
          const response = await app.inject({
            method: 'GET',
            url: accepted.headers.location as string,
            headers: { authorization: `Bearer ${TOKEN}` },
          });
          const body = response.json() as JobImportStatus;
          expect(body.state).toBe('done');
          return body;
        },
        { timeout: 30_000, interval: 25 },
      );
      expect(status.summary).toMatchObject({ created: 3, skippedCount: 0, warningCount: 0 });

      ({ cookie } = await signUp(app));
      const session = (
        await app.inject(withCookie(cookie, { method: 'GET', url: '/api/talentapi/session' }))
      ).json();
      const [community] = await database.db
        .select({ id: schema.talentCommunity.id })
        .from(schema.talentCommunity)
        .where(eq(schema.talentCommunity.segmentCode, 'coastal-care-group'));
      await buildConnection(database.db, {
        talentId: session.profileId,
        communityId: community?.id ?? '',
      });
      token = (
        await app.inject(
          withCookie(cookie, { method: 'GET', url: '/api/talentapi/job-listing/token' }),
        )
      ).json().access_token;
    });

    it('lists the categories the feed named in the search filters, and filters by them', async () => {
      const filters = (
        await ctx().app.inject(
          withCookie(cookie, { method: 'GET', url: '/api/talentapi/job-listing/search-filters' }),
        )
      ).json() as {
        categories: {
          category: { label: string; value: number };
          subCategories: { label: string; value: number }[];
        }[];
      };
      const health = filters.categories.find((c) => c.category.label === 'Healthcare & Medical');
      const hospitality = filters.categories.find(
        (c) => c.category.label === 'Hospitality & Tourism',
      );
      expect(health?.subCategories.map((s) => s.label)).toEqual(['Nursing']);
      expect(hospitality).toBeDefined();

      expect((await search({ categories: [{ category: health?.category.value }] })).sort()).toEqual(
        ['Clinical Nurse Specialist', 'Registered Nurse – Emergency'],
      );
      expect(
        await search({
          categories: [
            {
              category: health?.category.value,
              subCategories: [health?.subCategories[0]?.value],
            },
          ],
        }),
      ).toEqual(['Registered Nurse – Emergency']);
      expect(await search({ categories: [{ category: hospitality?.category.value }] })).toEqual([
        'Cook',
      ]);
    });

    it("finds a job by the feed's identifier, in any case", async () => {
      for (const keywords of ['CCG-REQ/2025/0042', 'ccg-req/2025/0042', 'Ccg-0043']) {
        const found = await search({ keywords });
        expect(found[0], keywords).toBe(
          keywords.endsWith('43') ? 'Clinical Nurse Specialist' : 'Registered Nurse – Emergency',
        );
      }
    });

    it('filters by the work types read from free text', async () => {
      expect((await search({ workTypes: [CASUAL] })).sort()).toEqual([
        'Cook',
        'Registered Nurse – Emergency',
      ]);
    });
  },
  { adminToken: TOKEN, jobs: { pollIntervalMs: 50, concurrency: 2 } },
);
