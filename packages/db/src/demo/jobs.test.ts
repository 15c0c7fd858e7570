// The 5,000-job data set checked row by row against the rules the app relies on. Each rule
// lists the jobs that break it, so one expect covers all rows and a failure names the jobs.
import { beforeAll, describe, expect, it } from 'vitest';
import { SUB_CATEGORY_BY_ID, WORK_TYPE } from './content/categories';
import { COMPANIES } from './content/companies';
import { COUNTRY_BOUNDS, PLACES_BY_NAME } from './content/places';
import { TITLES_BY_SUB_CATEGORY } from './content/titles';
import { type Catalogue, generateCatalogue } from './generate';
import { distanceKm } from './geo';
import type { JobRow } from './types';

const now = new Date('2025-06-01T00:00:00.000Z');
const DAY = 86_400_000;
let catalogue: Catalogue;
let jobs: JobRow[];

const time = (d: Date | null | undefined) => d?.getTime() ?? Number.NaN;
const share = (predicate: (j: JobRow) => boolean) => jobs.filter(predicate).length / jobs.length;
const breaking = (rule: (j: JobRow) => boolean) =>
  jobs.filter((j) => !rule(j)).map((j) => j.externalId);

beforeAll(() => {
  const started = performance.now();
  catalogue = generateCatalogue({ seed: 42, now, jobCount: 5000 });
  jobs = catalogue.jobs;
  expect(performance.now() - started).toBeLessThan(3000);
});

describe('5,000 generated jobs', () => {
  it('have unique ids, external ids, matching reference ids, and url codes per community', () => {
    for (const key of ['id', 'externalId', 'matchingReferenceId'] as const) {
      expect(new Set(jobs.map((j) => j[key])).size, key).toBe(jobs.length);
    }
    expect(new Set(jobs.map((j) => `${j.communityId}/${j.urlCode}`)).size).toBe(jobs.length);
    expect(
      breaking((j) => /^\d{6}$/.test(j.urlCode) && /^[0-9a-z]{5}$/.test(j.advertUrlCode)),
    ).toEqual([]);
  });

  it('close 2-6 weeks after publishing, published within the last 60 days, a few closed', () => {
    expect(
      breaking((j) => {
        const days = (time(j.applicationsCloseAt) - time(j.publishedAt)) / DAY;
        const age = (now.getTime() - time(j.publishedAt)) / DAY;
        return days >= 13.9 && days <= 42.1 && age >= 0 && age <= 60;
      }),
    ).toEqual([]);
    const closed = share((j) => time(j.applicationsCloseAt) < now.getTime());
    expect(closed).toBeGreaterThan(0.02);
    expect(closed).toBeLessThan(0.12);
  });

  it('keep posted dates and internal/public variants consistent with them', () => {
    const same = (a: Date | null | undefined, b: Date | null | undefined) => time(a) === time(b);
    expect(
      breaking(
        (j) =>
          same(j.postedFrom, j.publishedAt) &&
          same(j.postedTo, j.applicationsCloseAt) &&
          same(j.internalPostedFrom, j.publishedAt) &&
          same(j.internalApplicationsCloseAt, j.applicationsCloseAt),
      ),
    ).toEqual([]);
    expect(
      breaking(
        (j) => !j.internalOnly || (j.publicPostedFrom === null && j.destinationCode === 'INTERNAL'),
      ),
    ).toEqual([]);
    expect(
      breaking(
        (j) =>
          j.internalOnly === true ||
          (time(j.publicPostedFrom) >= time(j.publishedAt) &&
            time(j.publicPostedFrom) < time(j.publicApplicationsCloseAt) &&
            (j.strictJobPostEndDates === true || same(j.publicPostedFrom, j.publishedAt))),
      ),
    ).toEqual([]);
    expect(share((j) => j.strictJobPostEndDates === true)).toBeGreaterThan(0.05);
  });

  it('sit in Australia or New Zealand, within about 2 km of their suburb', () => {
    expect(
      breaking((j) => {
        const country = j.locationCountryIso2 as 'AU' | 'NZ';
        const b = COUNTRY_BOUNDS[country];
        const point = { latitude: j.latitude as number, longitude: j.longitude as number };
        const place = PLACES_BY_NAME.get(j.locationSuburb as string);
        return (
          point.latitude > b.minLat &&
          point.latitude < b.maxLat &&
          point.longitude > b.minLng &&
          point.longitude < b.maxLng &&
          place?.countryIso2 === country &&
          distanceKm(point, place) < 2.05 &&
          j.physicalLocation === `${place.name}, ${place.state}` &&
          j.locationPostCode === place.postcode &&
          j.countryName === (country === 'AU' ? 'Australia' : 'New Zealand')
        );
      }),
    ).toEqual([]);
  });

  it('file each title under its own category and sub-category, in a community that hires for it', () => {
    const communitySubs = new Map(
      COMPANIES.flatMap((c) =>
        c.communities.map((m) => [m.key ? `${c.slug}-${m.key}` : c.slug, m.subCategoryIds]),
      ),
    );
    const segmentOf = new Map(catalogue.communities.map((c) => [c.id, c.segmentCode]));
    expect(
      breaking((j) => {
        const sub = SUB_CATEGORY_BY_ID.get(j.subCategoryId as number);
        const title = TITLES_BY_SUB_CATEGORY[j.subCategoryId as number]?.find(
          (t) => t.title === j.roleName,
        );
        const specialties = j.specialties ?? [];
        return (
          sub?.categoryId === j.categoryId &&
          title !== undefined &&
          (communitySubs.get(segmentOf.get(j.communityId) ?? '') ?? []).includes(
            j.subCategoryId as number,
          ) &&
          specialties.length >= 3 &&
          specialties.length <= 6 &&
          specialties.every((s) => title.skills.includes(s))
        );
      }),
    ).toEqual([]);
  });

  it('place each job at a work location of its own community and company', () => {
    const locations = new Map(catalogue.workLocations.map((w) => [w.id, w]));
    const companyOf = new Map(catalogue.communities.map((c) => [c.id, c.companyId]));
    expect(
      breaking((j) => {
        const location = locations.get(j.workLocationId as string);
        return (
          location?.communityId === j.communityId &&
          location.name === j.workLocationName &&
          companyOf.get(j.communityId) === j.companyId
        );
      }),
    ).toEqual([]);
  });

  it('state salaries with min ≤ max, hourly only for casual work, in the local currency', () => {
    expect(
      breaking((j) => j.currencyIso3 === (j.locationCountryIso2 === 'NZ' ? 'NZD' : 'AUD')),
    ).toEqual([]);
    expect(
      breaking((j) => j.salaryRange !== null || (j.minSalary === null && j.maxSalary === null)),
    ).toEqual([]);
    const stated = (j: JobRow) => j.salaryRange !== null;
    expect(
      breaking((j) => !stated(j) || (j.minSalary as number) <= (j.maxSalary as number)),
    ).toEqual([]);
    expect(
      breaking((j) =>
        j.salaryType === 'Hourly'
          ? j.workTypeId === WORK_TYPE.casual &&
            /^\$\d+ - \$\d+ per hour$/.test(j.salaryRange ?? '')
          : !stated(j) || /^\$\d{2,3},\d{3} - \$\d{2,3},\d{3} per year$/.test(j.salaryRange ?? ''),
      ),
    ).toEqual([]);
    expect(share((j) => !stated(j))).toBeGreaterThan(0.03);
    expect(share((j) => j.salaryType === 'Hourly')).toBeGreaterThan(0.02);
  });

  it('are mostly the platform’s own, with external ones applying on an .example careers site', () => {
    const external = share((j) => j.source === 2);
    expect(external).toBeGreaterThan(0.07);
    expect(external).toBeLessThan(0.13);
    expect(
      breaking((j) =>
        j.source === 2
          ? /^https:\/\/careers\.[a-z]+\.example\/jobs\//.test(j.customApplyUrl ?? '') &&
            !j.internalOnly
          : j.customApplyUrl === null,
      ),
    ).toEqual([]);
  });

  it('carry the advert texts and the occasional attachment, EOI and internal-only flag', () => {
    expect(
      breaking(
        (j) =>
          (j.summary?.split(/(?<=\.) /).length ?? 0) <= 2 &&
          (j.description ?? '').includes('About the role') &&
          !/\b[Aa] [AEIOU]/.test(`${j.summary} ${j.description}`) &&
          (j.descriptionHtml === null ||
            /^<p>.*<ul><li>.*<strong>/.test(j.descriptionHtml ?? '')) &&
          // Names such as 'Outback Rail & Freight' must reach the HTML escaped.
          !/&(?!amp;|lt;|gt;)/.test(j.descriptionHtml ?? '') &&
          Boolean(j.keyPoint1 && j.keyPoint2) &&
          /^[a-z0-9]+(-[a-z0-9]+)*$/.test(j.seoSlug) &&
          /^[A-Z]{3}-\d{5,}$/.test(j.customCode ?? '') &&
          (j.attachments ?? []).every((a) =>
            /^\/talent\/files\/demo\/[a-z0-9-]+\.pdf$/.test(a.url),
          ),
      ),
    ).toEqual([]);
    expect(jobs.some((j) => j.descriptionHtml?.includes('&amp;'))).toBe(true);
    const attached = share((j) => (j.attachments?.length ?? 0) > 0);
    expect(attached).toBeGreaterThan(0.03);
    expect(attached).toBeLessThan(0.07);
    expect(share((j) => j.isEoi === true)).toBeGreaterThan(0.01);
    expect(share((j) => j.internalOnly === true)).toBeGreaterThan(0.01);
    expect(share((j) => j.numberOfPositions === 1)).toBeGreaterThan(0.75);
    expect(share((j) => j.flexibleWorkOptionId === 3)).toBeGreaterThan(0.005);
  });
});
