// The data files keep their promises: stable, unique ids; every field an entry needs; the usual
// skills of every occupation known to the taxonomy.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  industryEntries,
  licenceEntries,
  occupationEntries,
  searchSynonymGroups,
  searchWords,
  skillEntries,
  taxonomy,
} from '.';

const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const CATEGORIES = new Set([
  'trades-construction',
  'health-aged-care',
  'hospitality',
  'retail',
  'mining-resources',
  'transport-logistics',
  'office-finance',
  'education',
  'technology',
  'agriculture',
  'general',
]);
const lockKey = (e: { id: string; kind: string }) =>
  `${e.kind === 'occupation' ? 'occupation' : 'skill'}:${e.id}`;

describe('taxonomy data', () => {
  const skillsAndLicences = [...skillEntries, ...licenceEntries];

  it('has the entries the product needs', () => {
    expect(skillEntries.length).toBeGreaterThanOrEqual(2000);
    expect(licenceEntries.length).toBeGreaterThanOrEqual(100);
    expect(occupationEntries.length).toBeGreaterThanOrEqual(500);
  });

  it('gives every entry a well-formed id, unique in its space, and a label', () => {
    for (const list of [skillsAndLicences, occupationEntries]) {
      const ids = list.map((e) => e.id);
      expect(ids.filter((id) => !ID.test(id))).toEqual([]);
      expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
      expect(list.filter((e) => !e.label?.trim()).map((e) => e.id)).toEqual([]);
    }
  });

  it('puts every skill and licence in a known category', () => {
    expect(skillsAndLicences.filter((e) => !CATEGORIES.has(e.category)).map((e) => e.id)).toEqual(
      [],
    );
  });

  it('never removes nor re-uses an id (data/ids.lock.json)', () => {
    const lock = JSON.parse(
      readFileSync(new URL('../data/ids.lock.json', import.meta.url), 'utf8'),
    ) as Record<string, string>;
    const present = new Map<string, string>([
      ...[...skillsAndLicences, ...occupationEntries].map((e): [string, string] => [
        lockKey(e),
        e.kind,
      ]),
      ...occupationEntries.flatMap((o): [string, string][] =>
        o.professionId ? [[`profession:${o.professionId}`, o.id]] : [],
      ),
      ...industryEntries.map((i): [string, string] => [`industry:${i.id}`, i.label]),
    ]);
    const gone = Object.keys(lock).filter((key) => !present.has(key));
    expect(gone, 'withdraw an entry ("withdrawn": true) instead of removing it').toEqual([]);
    const changed = Object.entries(lock).filter(([key, value]) => present.get(key) !== value);
    expect(changed, 'an id keeps its kind; a profession or industry id what it names').toEqual([]);
    const unlocked = [...present.keys()].filter((key) => !(key in lock));
    expect(unlocked, 'run node packages/taxonomy/scripts/lock-ids.mjs').toEqual([]);
  });

  it('sends the names of a merged entry to the entry it was merged into', () => {
    const merged = skillsAndLicences.filter((e) => e.replacedBy);
    expect(merged.filter((e) => !e.withdrawn).map((e) => e.id)).toEqual([]);
    const wrong = merged.filter(
      (e) =>
        taxonomy.byId(e.replacedBy as string)?.withdrawn !== undefined ||
        taxonomy.resolve(e.label)?.id !== e.replacedBy,
    );
    expect(wrong.map((e) => `${e.id} -> ${e.replacedBy}`)).toEqual([]);
  });

  it('keeps profession ids unique', () => {
    const ids = occupationEntries.flatMap((o) => (o.professionId ? [o.professionId] : []));
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('knows the usual skills of every occupation', () => {
    const unknown = occupationEntries.flatMap((o) =>
      o.skills.filter((label) => !taxonomy.resolve(label)).map((label) => `${o.id}: ${label}`),
    );
    expect(unknown).toEqual([]);
  });
});

describe('search synonyms data', () => {
  it('gives each group a stable id, two or more names, and an entry the taxonomy has', () => {
    const ids = searchSynonymGroups.map((g) => g.id);
    expect(ids.filter((id) => !ID.test(id))).toEqual([]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    // A group of one name finds more through its field, kinds or jobs ('angular': AngularJS).
    const names = (g: (typeof searchSynonymGroups)[number]) =>
      g.terms.length + (g.fields?.length ?? 0) + (g.narrower?.length ?? 0) + (g.jobs?.length ?? 0);
    expect(
      searchSynonymGroups.filter((g) => names(g) < 2 || !g.terms.length).map((g) => g.id),
    ).toEqual([]);
    const missing = searchSynonymGroups.filter((g) => g.entry && !taxonomy.byId(g.entry));
    expect(missing.map((g) => g.id)).toEqual([]);
  });

  it('names as narrower groups and jobs only other groups that exist', () => {
    const ids = new Set(searchSynonymGroups.map((g) => g.id));
    const wrong = searchSynonymGroups.flatMap((g) =>
      [...(g.narrower ?? []), ...(g.jobs ?? [])]
        .filter((id) => id === g.id || !ids.has(id))
        .map((id) => `${g.id}: ${id}`),
    );
    expect(wrong).toEqual([]);
  });

  it('puts each term in one group only', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const group of searchSynonymGroups) {
      for (const term of [...group.terms, ...(group.fields ?? [])]) {
        const form = searchWords(term).join(' ');
        const other = seen.get(form);
        if (other && other !== group.id) twice.push(`${term}: ${other} and ${group.id}`);
        seen.set(form, group.id);
      }
    }
    expect(twice).toEqual([]);
  });

  it('names, where a group has an entry, only what the taxonomy itself resolves to it or to nothing', () => {
    const wrong: string[] = [];
    for (const group of searchSynonymGroups.filter((g) => g.entry)) {
      for (const term of group.terms) {
        const found = taxonomy.resolve(term);
        if (found && found.id !== group.entry) wrong.push(`${term} -> ${found.id}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
