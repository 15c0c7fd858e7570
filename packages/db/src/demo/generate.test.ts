import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './content/categories';
import { COMPANIES } from './content/companies';
import { generateCatalogue, generateJobs } from './generate';

const now = new Date('2025-06-01T00:00:00.000Z');

describe('generateCatalogue', () => {
  it('gives identical output for the same seed and now', () => {
    const a = generateCatalogue({ seed: 42, now, jobCount: 300 });
    const b = generateCatalogue({ seed: 42, now: new Date(now), jobCount: 300 });
    expect(b).toEqual(a);
  });

  it('gives different output for a different seed', () => {
    const a = generateCatalogue({ seed: 42, now, jobCount: 300 });
    const b = generateCatalogue({ seed: 43, now, jobCount: 300 });
    expect(b.companies.map((c) => c.id)).not.toEqual(a.companies.map((c) => c.id));
    expect(b.workLocations.map((w) => w.name)).not.toEqual(a.workLocations.map((w) => w.name));
    expect(b.jobs.map((j) => j.roleName)).not.toEqual(a.jobs.map((j) => j.roleName));
    expect(b.jobs.map((j) => j.urlCode)).not.toEqual(a.jobs.map((j) => j.urlCode));
  });

  it('dates the data set from now, not from the clock', () => {
    const later = new Date(now.getTime() + 10 * 86_400_000);
    const a = generateCatalogue({ seed: 42, now, jobCount: 20 });
    const b = generateCatalogue({ seed: 42, now: later, jobCount: 20 });
    const shift = (i: number) =>
      (b.jobs[i]?.publishedAt?.getTime() ?? 0) - (a.jobs[i]?.publishedAt?.getTime() ?? 0);
    expect(Math.round(shift(0) / 86_400_000)).toBe(10);
    expect(b.jobs.map((j) => j.roleName)).toEqual(a.jobs.map((j) => j.roleName));
  });

  it('has every company, with its logo, website and communities', () => {
    const { companies, communities } = generateCatalogue({ seed: 1, now, jobCount: 0 });
    expect(companies).toHaveLength(COMPANIES.length);
    for (const company of companies) {
      expect(company.logoSvg).toMatch(/^<svg [^>]*width="85" height="85" viewBox="0 0 85 85"/);
      expect(company.websiteUrl).toMatch(/^https:\/\/www\.[a-z]+\.example$/);
      const own = communities.filter((c) => c.companyId === company.id);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(3);
    }
  });

  it('builds community trees within one company, with unique segment codes', () => {
    const { communities } = generateCatalogue({ seed: 1, now, jobCount: 0 });
    expect(new Set(communities.map((c) => c.segmentCode)).size).toBe(communities.length);
    expect(communities.map((c) => c.segmentCode)).toContain('harbourline-health-nursing');
    const byId = new Map(communities.map((c) => [c.id, c]));
    const children = communities.filter((c) => c.parentId);
    expect(children.length).toBeGreaterThan(0);
    for (const child of children) {
      const parent = byId.get(child.parentId as string);
      expect(parent?.companyId).toBe(child.companyId);
    }
  });

  it('gives every community work locations in its own country', () => {
    const { communities, workLocations } = generateCatalogue({ seed: 1, now, jobCount: 0 });
    for (const community of communities) {
      const locations = workLocations.filter((w) => w.communityId === community.id);
      expect(locations.length, community.segmentCode).toBeGreaterThanOrEqual(1);
      expect(locations.length).toBeLessThanOrEqual(5);
      for (const l of locations) {
        if (community.countryIso2 === 'NZ') expect(l.longitude).toBeGreaterThan(160);
        else expect(l.longitude).toBeLessThan(160);
      }
    }
  });

  it('has the lookups of the spec', () => {
    const c = generateCatalogue({ seed: 1, now, jobCount: 0 });
    expect(c.workTypes).toEqual([
      { id: 1, label: 'Full time' },
      { id: 2, label: 'Part time' },
      { id: 3, label: 'Contract/Temp' },
      { id: 4, label: 'Casual/Vacation' },
    ]);
    expect(c.flexibleWorkOptions.map((o) => o.label)).toEqual(['On-site', 'Hybrid', 'Remote']);
    expect(c.categories).toHaveLength(CATEGORIES.length);
    expect(c.subCategories.every((s) => c.categories.some((k) => k.id === s.categoryId))).toBe(
      true,
    );
  });
});

describe('generateJobs', () => {
  it('yields lazily, and any slice equals the same jobs of the whole set', () => {
    const all = generateCatalogue({ seed: 42, now, jobCount: 200 }).jobs;
    const slice = Array.from(generateJobs({ seed: 42, now, jobCount: 50, start: 120 }));
    expect(slice).toEqual(all.slice(120, 170));
    const iterator = generateJobs({ seed: 42, now, jobCount: 1_000_000 });
    expect(iterator.next().value).toEqual(all[0]);
  });

  it('refuses a bad range', () => {
    expect(() => generateJobs({ seed: 1, now, jobCount: -1 }).next()).toThrow(RangeError);
    expect(() => generateJobs({ seed: 1, now, jobCount: 1, start: 1.5 }).next()).toThrow(
      RangeError,
    );
    expect(() => generateJobs({ seed: 1, now, jobCount: 10_000_000 }).next()).toThrow(RangeError);
  });
});
