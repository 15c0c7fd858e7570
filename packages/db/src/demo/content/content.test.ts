import { describe, expect, it } from 'vitest';
import { CATEGORIES, SUB_CATEGORY_BY_ID } from './categories';
import { COMPANIES } from './companies';
import { DEMO_CONNECTIONS, DEMO_ROLES, DEMO_SKILLS, DEMO_TALENT } from './demo-talent';
import { COUNTRY_BOUNDS, PLACES, PLACES_BY_NAME } from './places';
import { TITLES_BY_SUB_CATEGORY } from './titles';

describe('places', () => {
  it('has about sixty places, uniquely named, in both countries', () => {
    expect(PLACES.length).toBeGreaterThanOrEqual(55);
    expect(PLACES_BY_NAME.size).toBe(PLACES.length);
    expect(PLACES.some((p) => p.countryIso2 === 'NZ')).toBe(true);
  });

  const POSTCODE_SHAPES = {
    AU: /^\d{4}$/,
    NZ: /^\d{4}$/,
    SG: /^\d{6}$/,
    GB: /^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/,
  } as const;

  it('puts every place inside its country with a postcode of the right shape', () => {
    for (const place of PLACES) {
      const b = COUNTRY_BOUNDS[place.countryIso2];
      expect(place.latitude, place.name).toBeGreaterThan(b.minLat);
      expect(place.latitude, place.name).toBeLessThan(b.maxLat);
      expect(place.longitude, place.name).toBeGreaterThan(b.minLng);
      expect(place.longitude, place.name).toBeLessThan(b.maxLng);
      expect(place.postcode, place.name).toMatch(POSTCODE_SHAPES[place.countryIso2]);
    }
  });

  it('matches Australian postcodes to their state', () => {
    const firstDigit: Record<string, string[]> = {
      NSW: ['1', '2'],
      ACT: ['2'],
      VIC: ['3'],
      QLD: ['4'],
      SA: ['5'],
      WA: ['6'],
      TAS: ['7'],
      NT: ['0'],
    };
    for (const place of PLACES.filter((p) => p.countryIso2 === 'AU')) {
      expect(firstDigit[place.state], place.name).toContain(place.postcode.charAt(0));
    }
  });
});

describe('categories and titles', () => {
  it('has about twelve categories of three to six sub-categories with unique ids', () => {
    expect(CATEGORIES.length).toBeGreaterThanOrEqual(11);
    for (const c of CATEGORIES) {
      expect(c.subCategories.length, c.name).toBeGreaterThanOrEqual(3);
      expect(c.subCategories.length, c.name).toBeLessThanOrEqual(6);
    }
    const ids = CATEGORIES.flatMap((c) => c.subCategories.map((s) => s.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives every sub-category titles with at least six skills and a sensible salary band', () => {
    for (const sub of SUB_CATEGORY_BY_ID.values()) {
      const titles = TITLES_BY_SUB_CATEGORY[sub.id] ?? [];
      expect(titles.length, sub.name).toBeGreaterThan(0);
      for (const t of titles) {
        expect(new Set(t.skills).size, t.title).toBeGreaterThanOrEqual(6);
        expect(t.salary[0], t.title).toBeGreaterThanOrEqual(45_000);
        expect(t.salary[0], t.title).toBeLessThan(t.salary[1]);
      }
    }
  });

  it('files each title under one sub-category only', () => {
    const titles = Object.values(TITLES_BY_SUB_CATEGORY).flatMap((list) =>
      list.map((t) => t.title),
    );
    expect(new Set(titles).size).toBe(titles.length);
  });
});

describe('companies', () => {
  it('has about 25 companies with unique slugs, prefixes and one to three communities', () => {
    expect(COMPANIES.length).toBeGreaterThanOrEqual(24);
    expect(new Set(COMPANIES.map((c) => c.slug)).size).toBe(COMPANIES.length);
    expect(new Set(COMPANIES.map((c) => c.jobCodePrefix)).size).toBe(COMPANIES.length);
    for (const c of COMPANIES) {
      expect(c.communities.length, c.name).toBeGreaterThanOrEqual(1);
      expect(c.communities.length, c.name).toBeLessThanOrEqual(3);
    }
  });

  it('names only known places, sub-categories and earlier parents', () => {
    for (const company of COMPANIES) {
      for (const name of company.places) expect(PLACES_BY_NAME.has(name), name).toBe(true);
      const keys: string[] = [];
      for (const community of company.communities) {
        const country = community.countryIso2 ?? company.countryIso2;
        const places = company.places.filter((n) => PLACES_BY_NAME.get(n)?.countryIso2 === country);
        expect(places.length, community.displayName).toBeGreaterThan(0);
        for (const id of community.subCategoryIds)
          expect(SUB_CATEGORY_BY_ID.has(id), `${id}`).toBe(true);
        if (community.parent !== undefined) expect(keys).toContain(community.parent);
        keys.push(community.key);
      }
    }
  });

  it('has enough communities in enough countries for Find Communities to show its rules', () => {
    const communities = COMPANIES.flatMap((c) =>
      c.communities.map((m) => ({ country: m.countryIso2 ?? c.countryIso2, industry: c.industry })),
    );
    // More than two pages of 16, in several countries and industries.
    expect(communities.length).toBeGreaterThanOrEqual(40);
    expect(new Set(communities.map((c) => c.country)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(communities.map((c) => c.industry)).size).toBeGreaterThanOrEqual(10);
    expect(communities.filter((c) => c.country === 'AU').length).toBeGreaterThan(32);
  });

  it('has at least one community tree', () => {
    expect(COMPANIES.some((c) => c.communities.some((m) => m.parent !== undefined))).toBe(true);
  });
});

describe('demo talent content', () => {
  it('keeps within the profile editor limits (spec 2, section 9)', () => {
    expect(DEMO_TALENT.bioMessage.length).toBeLessThanOrEqual(180);
    expect(DEMO_TALENT.careerSummary.length).toBeLessThanOrEqual(2000);
    expect(DEMO_SKILLS.length).toBeGreaterThanOrEqual(8);
    expect(DEMO_SKILLS.length).toBeLessThanOrEqual(12);
    for (const role of DEMO_ROLES) expect(role.specialities.length).toBeLessThanOrEqual(5);
  });

  it('connects only to communities that exist', () => {
    const codes = COMPANIES.flatMap((c) =>
      c.communities.map((m) => (m.key ? `${c.slug}-${m.key}` : c.slug)),
    );
    for (const connection of DEMO_CONNECTIONS) expect(codes).toContain(connection.segmentCode);
  });
});
