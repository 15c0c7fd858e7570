// Find Communities over seeded and imported communities: filters, paging, the industries and
// countries to choose from, the default country, and connecting (which Find Jobs sees at once).
import { COMMUNITIES_PAGE_SIZE, type JobImportStatus } from '@talent/contract';
import { schema } from '@talent/db';
import { buildCommunity, buildCompany } from '@talent/db/testing';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it, vi } from 'vitest';
import { describeEachDatabase, withCookie } from '../../test/harness';
import { signUpTalent } from '../careers/test-support';

const TOKEN = 'admin-token-for-tests-0123456789';
const URL = '/api/talentapi/communities';

interface Card {
  name: string;
  segmentCode: string;
  companyName: string;
  industry: string | null;
  logoUrl: string | null;
  connectUrl: string;
  isConnected: boolean;
}

const feed = [
  {
    identifier: 'KIA-7',
    title: 'Orchard Hand',
    description: '<p>Pick and pack apples through the season.</p>',
    datePosted: new Date(Date.now() - 86_400_000).toISOString(),
    employmentType: 'Seasonal',
    industry: 'Agriculture',
    hiringOrganization: {
      name: 'Kiwi Orchards Aotearoa',
      logo: 'https://cdn.kiwi-orchards.example/logo.png',
    },
    jobLocation: {
      address: { addressLocality: 'Hastings', addressRegion: "Hawke's Bay", addressCountry: 'NZ' },
    },
  },
];

describeEachDatabase(
  'find communities',
  (ctx) => {
    let app: FastifyInstance;
    let talent: { cookie: string; talentId: string };

    const get = async (query: string) => {
      const res = await app.inject(
        withCookie(talent.cookie, { method: 'GET', url: `${URL}${query}` }),
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { count: number; talentCommunities: Card[] };
    };
    const names = async (query: string) => (await get(query)).talentCommunities.map((c) => c.name);

    beforeAll(async () => {
      app = ctx().app;
      const { db } = ctx().database;
      talent = await signUpTalent(app);
      const health = await buildCompany(db, { name: 'Harbour Health', industry: 'Healthcare' });
      const freight = await buildCompany(db, { name: 'Tasman Freight', industry: 'Transport' });
      for (let i = 1; i <= 20; i++) {
        await buildCommunity(db, {
          companyId: health.id,
          displayName: `Health Community ${String(i).padStart(2, '0')}`,
          countryIso2: 'AU',
          roleTypes: i === 7 ? 'Midwives, Theatre nurses' : 'Nurses',
        });
      }
      await buildCommunity(db, {
        companyId: freight.id,
        displayName: 'Freight Drivers 100%',
        countryIso2: 'AU',
      });
      await buildCommunity(db, {
        companyId: freight.id,
        displayName: 'Freight Warehouse NZ',
        countryIso2: 'NZ',
        industry: 'Logistics',
      });
    });

    it('lists a country’s communities 16 to a page, and clamps a page past the end', async () => {
      const first = await get('?countryId=AU&page=1');
      expect(first.count).toBe(21);
      expect(first.talentCommunities).toHaveLength(COMMUNITIES_PAGE_SIZE);
      const second = await get('?countryId=au&page=2');
      expect(second.talentCommunities).toHaveLength(5);
      expect(await names('?countryId=AU&page=99')).toEqual(
        second.talentCommunities.map((c) => c.name),
      );
      expect(await names('?countryId=NZ')).toEqual(['Freight Warehouse NZ']);
      expect((await get('?countryId=GB')).count).toBe(0);
      expect((await get('?countryId=GB&page=3')).talentCommunities).toEqual([]);
    });

    it('filters by industry key (a community’s own, else its company’s) and by words', async () => {
      const industries = (
        await app.inject(
          withCookie(talent.cookie, { method: 'GET', url: '/api/talentapi/industries' }),
        )
      ).json();
      expect(industries).toEqual(
        expect.arrayContaining([
          { key: 'healthcare', value: 'Healthcare' },
          { key: 'logistics', value: 'Logistics' },
          { key: 'transport', value: 'Transport' },
        ]),
      );
      expect(await names('?countryId=AU&filters=transport')).toEqual(['Freight Drivers 100%']);
      expect((await get('?filters=logistics,transport')).count).toBe(2);
      expect((await get('?filters=no-such-industry')).count).toBe(0);
      expect(await names('?text=midwives')).toEqual(['Health Community 07']);
      expect(await names('?text=tasman%20warehouse')).toEqual(['Freight Warehouse NZ']);
      // LIKE's wildcards are text like any other.
      expect(await names('?text=100%25')).toEqual(['Freight Drivers 100%']);
      expect((await get('?text=_')).count).toBe(0);
    });

    it('refuses a malformed query', async () => {
      for (const query of ['?countryId=Australia', '?page=0', '?pageSize=500']) {
        const res = await app.inject(
          withCookie(talent.cookie, { method: 'GET', url: `${URL}${query}` }),
        );
        expect(res.statusCode, query).toBe(400);
      }
    });

    it('finds an imported community under its first job’s country, with its industry and logo', async () => {
      const accepted = await app.inject({
        method: 'POST',
        url: '/api/admin/jobs/import',
        headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
        payload: JSON.stringify(feed),
      });
      expect(accepted.statusCode, accepted.body).toBe(202);
      await vi.waitFor(
        async () => {
          const res = await app.inject({
            method: 'GET',
            url: accepted.headers.location as string,
            headers: { authorization: `Bearer ${TOKEN}` },
          });
          expect((res.json() as JobImportStatus).state).toBe('done');
        },
        { timeout: 30_000, interval: 25 },
      );
      const [card] = (await get('?countryId=NZ&filters=agriculture')).talentCommunities;
      expect(card).toMatchObject({
        name: 'Kiwi Orchards Aotearoa Talent Community',
        companyName: 'Kiwi Orchards Aotearoa',
        industry: 'Agriculture',
        logoUrl: 'https://cdn.kiwi-orchards.example/logo.png',
        isConnected: false,
      });
      const countries = (
        await app.inject(withCookie(talent.cookie, { method: 'GET', url: `${URL}/countries` }))
      ).json();
      expect(countries).toEqual([
        { value: 'AU', label: 'Australia' },
        { value: 'NZ', label: 'New Zealand' },
      ]);
    });

    it('connects: a Connected connection with consent, the card ticked, and its jobs searchable', async () => {
      const [card] = (await get('?countryId=NZ&filters=agriculture')).talentCommunities;
      if (!card) throw new Error('the imported community is not listed');
      const token = (
        await app.inject(
          withCookie(talent.cookie, { method: 'GET', url: '/api/talentapi/job-listing/token' }),
        )
      ).json().access_token;
      const search = async () =>
        (
          await app.inject({
            method: 'POST',
            url: '/api/careers/talent-job-search',
            headers: { authorization: `Bearer ${token}` },
            payload: {},
          })
        )
          .json()
          .jobs.map((j: { roleName: string }) => j.roleName);
      expect(await search()).not.toContain('Orchard Hand');

      const res = await app.inject(
        withCookie(talent.cookie, { method: 'POST', url: card.connectUrl }),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ statusName: 'Connected', profileShared: true });
      expect(new Date(res.json().consentExpiry).getTime()).toBeGreaterThan(
        Date.now() + 360 * 86_400_000,
      );
      const again = await app.inject(
        withCookie(talent.cookie, { method: 'POST', url: card.connectUrl }),
      );
      expect(again.json().id).toBe(res.json().id);

      expect(
        (await get('?countryId=NZ&filters=agriculture')).talentCommunities[0]?.isConnected,
      ).toBe(true);
      expect(await search()).toContain('Orchard Hand');
      const other = await signUpTalent(app);
      const theirs = await app.inject(
        withCookie(other.cookie, { method: 'GET', url: `${URL}?countryId=NZ&filters=agriculture` }),
      );
      expect(theirs.json().talentCommunities[0].isConnected).toBe(false);
    });

    it('connecting to a community with a waiting request accepts it', async () => {
      const { db } = ctx().database;
      const community = await buildCommunity(db, {
        displayName: 'Inviting Community',
        countryIso2: 'AU',
      });
      const [connection] = await db
        .insert(schema.connection)
        .values({ talentId: talent.talentId, communityId: community.id, statusName: 'Pending' })
        .returning();
      await db.insert(schema.connectionRequest).values({ connectionId: connection?.id ?? '' });
      const res = await app.inject(
        withCookie(talent.cookie, {
          method: 'POST',
          url: `${URL}/${community.segmentCode}/connect`,
        }),
      );
      expect(res.json()).toMatchObject({
        id: connection?.id,
        statusName: 'Connected',
        requests: [],
      });
      const stored = await db
        .select()
        .from(schema.connectionRequest)
        .where(eq(schema.connectionRequest.connectionId, connection?.id ?? ''));
      expect(stored).toEqual([]);
    });

    it('answers 404 for an unknown community', async () => {
      const res = await app.inject(
        withCookie(talent.cookie, { method: 'POST', url: `${URL}/no-such-segment/connect` }),
      );
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Talent community not found');
    });

    it('defaults the country to the talent’s own, else the home country', async () => {
      const read = async () =>
        (
          await app.inject(
            withCookie(talent.cookie, { method: 'GET', url: '/api/talentapi/default-location' }),
          )
        ).json();
      expect(await read()).toEqual({ countryId: 'AU' });
      const { db } = ctx().database;
      await db
        .update(schema.talent)
        .set({ countryIso2: 'NZ' })
        .where(eq(schema.talent.id, talent.talentId));
      expect(await read()).toEqual({ countryId: 'NZ' });
    });
  },
  { adminToken: TOKEN, jobs: { pollIntervalMs: 50, concurrency: 2 } },
);
