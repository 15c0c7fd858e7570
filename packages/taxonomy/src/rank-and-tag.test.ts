// The type-ahead order (rankByName) and what a job advert is tagged with (tagJobAdvert), on a
// small taxonomy written here.
import { describe, expect, it } from 'vitest';
import type { TaxonomyEntry } from './entries';
import { occupationsOfRole } from './occupations-of-role';
import { rankByName } from './rank-by-name';
import { occupationOfTitle, tagJobAdvert } from './tag-job-advert';
import { createTaxonomy } from './taxonomy';

const skill = (
  id: string,
  label: string,
  aliases: string[] = [],
  kind: 'skill' | 'licence' = 'skill',
) => ({ id, kind, label, aliases, category: 'general' }) as TaxonomyEntry;
const items = [
  skill('weld-inspection', 'Weld inspection'),
  skill('welding', 'Welding'),
  skill('mig-welding', 'MIG welding', ['GMAW']),
  skill('kubernetes', 'Kubernetes', ['k8s']),
  skill('spot-welding', 'Spot welding'),
  skill('node-js', 'Node.js'),
  skill('java', 'Java'),
  skill('javascript', 'JavaScript'),
];
const labels = (list: { label: string }[]) => list.map((i) => i.label);

describe('rankByName', () => {
  it('puts name prefixes first (shorter first), then word prefixes, then other names', () => {
    expect(labels(rankByName('weld', items))).toEqual([
      'Welding',
      'Weld inspection',
      'MIG welding',
      'Spot welding',
    ]);
    expect(labels(rankByName('java', items))).toEqual(['Java', 'JavaScript']);
    expect(labels(rankByName('k8s', items, { namesOf: (i) => i.aliases }))).toEqual(['Kubernetes']);
    expect(labels(rankByName('gmaw', items, { namesOf: (i) => i.aliases }))).toEqual([
      'MIG welding',
    ]);
  });

  it('compares normalised names, leaves out what is excluded, and stops at the limit', () => {
    expect(labels(rankByName('nodejs', items))).toEqual(['Node.js']);
    expect(labels(rankByName('weld', items, { exclude: ['WELDING', 'mig-welding'] }))).toEqual([
      'Weld inspection',
      'Spot welding',
    ]);
    expect(rankByName('weld', items, { limit: 2 })).toHaveLength(2);
    expect(rankByName('', items, { limit: 3 })).toHaveLength(3);
  });

  it('falls back to a name one typo away, and to nothing', () => {
    expect(labels(rankByName('kubrenetes', items))).toEqual(['Kubernetes']);
    expect(rankByName('zzzz', items)).toEqual([]);
  });
});

describe('tagJobAdvert', () => {
  const t = createTaxonomy([
    ...items,
    skill('forklift-licence', 'Forklift licence', ['forklift ticket'], 'licence'),
    skill('stock-control', 'Stock control', ['inventory control']),
    {
      id: 'storeperson',
      kind: 'occupation',
      label: 'Storeperson',
      aliases: ['Warehouse Storeperson', 'Storeman'],
      anzsco: '741111',
      skills: ['Stock control'],
    } as TaxonomyEntry,
  ]);

  it('takes the occupation from the title and the skills from every part, each once', () => {
    const tags = tagJobAdvert(t, {
      title: 'Senior Storeman - Night Shift',
      summary: 'Inventory control in a busy DC.',
      keyPoints: ['Forklift ticket required', null],
      description: 'Stock control and some MIG welding. Forklift licence essential.',
      specialties: ['Welding', 'Stock control'],
    });
    expect(tags.occupationId).toBe('storeperson');
    expect(tags.skillIds).toEqual(['welding', 'stock-control', 'forklift-licence', 'mig-welding']);
  });

  it('takes the role of a title, not an occupation in the possessive that qualifies it', () => {
    expect(tagJobAdvert(t, { title: "Storeman's Offsider" }).occupationId).toBeNull();
    expect(tagJobAdvert(t, { title: "Senior Storemen's Storeman" }).occupationId).toBe(
      'storeperson',
    );
  });

  it('leaves the occupation empty when the title names none', () => {
    expect(tagJobAdvert(t, { title: 'Team member' })).toEqual({ occupationId: null, skillIds: [] });
  });
});

describe('occupationOfTitle', () => {
  const coding = (id: string, label: string, aliases: string[] = []) =>
    ({ id, kind: 'skill', label, aliases, category: 'technology', itGroup: 203 }) as TaxonomyEntry;
  const occupation = (id: string, label: string, codingTitleHeads: string[], aliases: string[]) =>
    ({
      id,
      kind: 'occupation',
      label,
      aliases,
      anzsco: '261313',
      skills: [],
      codingTitleHeads,
    }) as TaxonomyEntry;
  const t = createTaxonomy([
    coding('cpp', 'C++'),
    coding('node-js', 'Node.js'),
    coding('react', 'React'),
    coding('python', 'Python'),
    coding('django', 'Django'),
    skill('kubernetes', 'Kubernetes'),
    { ...skill('aws', 'AWS'), category: 'technology', itGroup: 202 } as TaxonomyEntry,
    occupation('software-engineer', 'Software Engineer', ['Engineer'], ['Backend Engineer']),
    occupation('developer-programmer', 'Developer Programmer', ['Developer', 'Programmer'], []),
    occupation('civil-engineer', 'Civil Engineer', [], []),
  ]);
  const of = (title: string) => occupationOfTitle(t, title)?.id ?? null;

  it('reads a coding skill and a head word an occupation lists after one as that occupation', () => {
    expect(of('C++ Engineer')).toBe('software-engineer');
    expect(of('Senior Python Engineers')).toBe('software-engineer');
    expect(of('Node.js / React Developer')).toBe('developer-programmer');
    expect(of('Python & Django Programmer - Sydney')).toBe('developer-programmer');
    expect(of('Fullstack Engineer – Python/Django')).toBeNull();
  });

  it('keeps a name the title has, and reads no head word apart from its skills', () => {
    expect(of('Civil Engineer')).toBe('civil-engineer');
    expect(of('Backend Engineer (Python)')).toBe('software-engineer');
    expect(of('Engineer – Python')).toBeNull();
    expect(of('Python skills for our Engineer')).toBeNull();
    expect(of('Kubernetes Engineer')).toBeNull();
    expect(of('AWS Engineer')).toBeNull();
  });
});

describe('occupationsOfRole', () => {
  const t = createTaxonomy([
    {
      id: 'payroll-officer',
      kind: 'occupation',
      label: 'Payroll Officer',
      aliases: ['Pay Clerk'],
    } as TaxonomyEntry,
    {
      id: 'payroll-manager',
      kind: 'occupation',
      label: 'Payroll Manager',
      aliases: [],
    } as TaxonomyEntry,
    {
      id: 'storeperson',
      kind: 'occupation',
      label: 'Storeperson',
      aliases: ['Warehouse Storeperson'],
    } as TaxonomyEntry,
    skill('payroll', 'Payroll'),
  ]);
  const ids = (text: string) => occupationsOfRole(t, text).map((o) => o.id);

  it('takes the occupation a title names, else every one with a title holding its words', () => {
    expect(ids('Senior Pay Clerk')).toEqual(['payroll-officer']);
    expect(ids('Payroll')).toEqual(['payroll-manager', 'payroll-officer']);
    expect(ids('warehouse')).toEqual(['storeperson']);
    expect(ids('Astronaut')).toEqual([]);
    // A word more titles share names none of them.
    expect(occupationsOfRole(t, 'payroll', 1)).toEqual([]);
  });
});
