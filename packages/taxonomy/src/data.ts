// The taxonomy's data files (data/*.json, see data/FORMAT.md) as entries.
import industries from '../data/industries.json' with { type: 'json' };
import licences from '../data/licences.json' with { type: 'json' };
import occupations from '../data/occupations.json' with { type: 'json' };
import realWords from '../data/real-words.json' with { type: 'json' };
import sectorSkills from '../data/skills-sectors.json' with { type: 'json' };
import technologySkills from '../data/skills-technology.json' with { type: 'json' };
import type { IndustryEntry, OccupationEntry, SkillEntry, TaxonomyEntry } from './entries';

interface OccupationRecord {
  id: string;
  label: string;
  anzsco: string;
  titles: string[];
  skills: string[];
  professionId?: number;
  codingTitleHeads?: string[];
  withdrawn?: boolean;
}

export const skillEntries: readonly SkillEntry[] = [
  ...(sectorSkills as SkillEntry[]),
  ...(technologySkills as SkillEntry[]),
];
export const licenceEntries: readonly SkillEntry[] = licences as SkillEntry[];
export const occupationEntries: readonly OccupationEntry[] = (
  occupations as OccupationRecord[]
).map((o) => ({
  id: o.id,
  kind: 'occupation',
  label: o.label,
  aliases: o.titles,
  anzsco: o.anzsco,
  skills: o.skills,
  ...(o.professionId === undefined ? {} : { professionId: o.professionId }),
  ...(o.codingTitleHeads ? { codingTitleHeads: o.codingTitleHeads } : {}),
  ...(o.withdrawn ? { withdrawn: true } : {}),
}));

export const allEntries: readonly TaxonomyEntry[] = [
  ...skillEntries,
  ...licenceEntries,
  ...occupationEntries,
];

/** The industries of the role form: ANZSIC 2006 subdivisions, the subdivision code as id. */
export const industryEntries: readonly IndustryEntry[] = industries as IndustryEntry[];

/**
 * Real words one letter away from a word of a name, which are never read as its typo, and the
 * names' words they were listed for (scripts/real-words.mjs).
 */
export const realWordList: {
  readonly words: readonly string[];
  readonly checked: readonly string[];
} = realWords;
