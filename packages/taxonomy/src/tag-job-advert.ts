// What a job advert asks for, in the taxonomy's terms: its occupation (from the title) and the
// skills and licences it mentions anywhere (title, summary, description, key points) or tags
// as specialties. Stored with each job for matching.
import type { OccupationEntry } from './entries';
import type { Taxonomy } from './taxonomy';

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

/**
 * The occupation a job title names, as a whole ("Registered Nurse (Aged Care)") or within more
 * words ("Senior Registered Nurse - Night Shift": the first occupation it mentions), or null.
 */
export function occupationOfTitle(taxonomy: Taxonomy, title: string): OccupationEntry | null {
  const found =
    taxonomy.resolve(title, 'occupation') ??
    taxonomy.byId(
      taxonomy.extract(title).find((m) => m.kind === 'occupation')?.id ?? '',
      'occupation',
    );
  return found?.kind === 'occupation' ? (found as OccupationEntry) : null;
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
