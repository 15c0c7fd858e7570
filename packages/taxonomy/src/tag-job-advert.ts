// What a job advert asks for, in the taxonomy's terms: its occupation (from the title) and the
// skills and licences it mentions anywhere (title, summary, description, key points) or tags
// as specialties. Stored with each job for matching.
import type { OccupationEntry, SkillEntry } from './entries';
import { normalise } from './normalise';
import type { Mention, Taxonomy } from './taxonomy';

export interface JobAdvertText {
  title: string;
  summary?: string | null;
  description?: string | null;
  specialties?: readonly string[];
  keyPoints?: readonly (string | null | undefined)[];
}

export interface JobAdvertTags {
  occupationId: string | null;
  /** Skill and licence ids, each once, in order of first mention. */
  skillIds: string[];
}

/** A name written in the possessive ("Brickie's", "Chefs'"). */
const POSSESSIVE = /(?:['’]s|s['’])$/i;

/**
 * The occupation a job title names, as a whole ("Registered Nurse (Aged Care)"), within more
 * words ("Senior Registered Nurse - Night Shift": the first occupation it mentions, but not one
 * in the possessive, which qualifies the role: "Brickie's Labourer" is a labourer), or as a
 * coding skill and a word that names an occupation after one ("C++ Engineer"); else null.
 */
export function occupationOfTitle(taxonomy: Taxonomy, title: string): OccupationEntry | null {
  const whole = taxonomy.resolve(title, 'occupation');
  if (whole?.kind === 'occupation') return whole as OccupationEntry;
  const mentions = taxonomy.extract(title);
  const named = mentions.find((m) => m.kind === 'occupation' && !POSSESSIVE.test(m.text));
  const found = named && taxonomy.byId(named.id, 'occupation');
  if (found?.kind === 'occupation') return found as OccupationEntry;
  return occupationAfterCoding(taxonomy, title, mentions);
}

const headsCache = new WeakMap<Taxonomy, Map<string, OccupationEntry>>();

/** Each occupation's `codingTitleHeads`, by their compared form. */
function codingTitleHeads(taxonomy: Taxonomy): Map<string, OccupationEntry> {
  let heads = headsCache.get(taxonomy);
  if (!heads) {
    heads = new Map();
    for (const entry of taxonomy.entries('occupation') as OccupationEntry[]) {
      for (const head of entry.codingTitleHeads ?? []) heads.set(normalise(head), entry);
    }
    headsCache.set(taxonomy, heads);
  }
  return heads;
}

/** Marks that join the skills of a title ("Node.js / React", "Python & Django"). */
const JOINER = /^(?:\s*(?:[/,&+|]|and)\s*|\s+)$/i;

/**
 * The occupation of a title that names coding skills and then a head word an occupation lists
 * ("Python Engineer", "Senior Node.js / React Developer", "Fullstack Engineer – Python/Django"):
 * the word right after the last of the skills, joined by nothing but spaces or marks such as "/".
 */
function occupationAfterCoding(
  taxonomy: Taxonomy,
  title: string,
  mentions: readonly Mention[],
): OccupationEntry | null {
  const heads = codingTitleHeads(taxonomy);
  if (heads.size === 0) return null;
  const coding = mentions.filter(
    (m) => (taxonomy.byId(m.id, m.kind) as SkillEntry | undefined)?.itGroup === 203,
  );
  for (const [i, mention] of coding.entries()) {
    const next = coding[i + 1];
    if (next && JOINER.test(title.slice(mention.end, next.start))) continue;
    const word = /^\s+(\p{L}+)/u.exec(title.slice(mention.end))?.[1];
    const entry = word ? heads.get(normalise(word)) : undefined;
    if (entry) return entry;
  }
  return null;
}

/**
 * Matching counts what an advert asks for, qualifications and sectors included ("Certificate III
 * in Individual Support", "aged care"): the talent's side is read the same way.
 */
export const MATCHING_EXTRACT = { qualifications: true, sectors: true } as const;

export function tagJobAdvert(taxonomy: Taxonomy, advert: JobAdvertText): JobAdvertTags {
  const titleMentions = taxonomy.extract(advert.title, MATCHING_EXTRACT);
  const occupationId = occupationOfTitle(taxonomy, advert.title)?.id ?? null;

  const skillIds = new Set<string>();
  const addSkills = (mentions: ReturnType<Taxonomy['extract']>) => {
    for (const m of mentions) if (m.kind !== 'occupation') skillIds.add(m.id);
  };
  addSkills(titleMentions);
  for (const tag of advert.specialties ?? []) {
    const entry = taxonomy.resolve(tag);
    if (entry && entry.kind !== 'occupation') skillIds.add(entry.id);
    else addSkills(taxonomy.extract(tag, MATCHING_EXTRACT));
  }
  const body = [advert.summary, ...(advert.keyPoints ?? []), advert.description]
    .filter((part): part is string => Boolean(part?.trim()))
    .join('\n');
  addSkills(taxonomy.extract(body, MATCHING_EXTRACT));
  return { occupationId, skillIds: [...skillIds] };
}
