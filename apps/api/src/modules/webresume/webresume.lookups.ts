// The role form's lookups, served from the taxonomy (@talent/taxonomy): professions (the
// occupations with a profession id) and industries as label and value, and specialty
// suggestions (at most 10) from the taxonomy's skills and licences.
import {
  type DropdownOption,
  SPECIALTY_SUGGESTIONS_MAX,
  type Speciality,
  type SpecialtySuggestBody,
} from '@talent/contract';
import {
  industryEntries,
  licenceEntries,
  normalise,
  occupationEntries,
  otherNames,
  rankByName,
  type SkillEntry,
  skillEntries,
  taxonomy,
} from '@talent/taxonomy';

const byLabel = (a: DropdownOption, b: DropdownOption) => a.label.localeCompare(b.label, 'en-AU');

const professionList: DropdownOption[] = occupationEntries
  .flatMap((o) =>
    o.professionId && !o.withdrawn ? [{ label: o.label, value: o.professionId }] : [],
  )
  .sort(byLabel);
const industryList: DropdownOption[] = industryEntries
  .map(({ id, label }) => ({ label, value: id }))
  .sort(byLabel);

export const professionOptions = () => professionList;
export const industryOptions = () => industryList;

/** Specialties are skill tags: the taxonomy's skills, licences and tickets. */
const specialties = [...skillEntries, ...licenceEntries].filter((s) => !s.withdrawn);

/** Words of a role title worth matching (not "and", "of", "the" ...). */
const STOP = new Set(['and', 'the', 'of', 'for', 'with', 'senior', 'junior', 'lead', 'assistant']);
const words = (s: string) =>
  normalise(s)
    .split(' ')
    .filter((w) => w.length >= 3 && !STOP.has(w));

/**
 * Suggestions for a typed term (see rankByName). Without a term, for the role title: the usual
 * skills of the occupation it names, then skills sharing a word (stem) with it. Labels in
 * `exclude` are never suggested.
 */
export function suggestSpecialties(body: SpecialtySuggestBody): Speciality[] {
  const exclude = body.exclude ?? [];
  const term = body.term?.trim() ?? '';
  if (term) {
    return rankByName(term, specialties, {
      exclude,
      namesOf: otherNames,
      limit: SPECIALTY_SUGGESTIONS_MAX,
    }).map(({ label }) => ({ label }));
  }
  const title = body.roleTitle?.trim();
  if (!title) return [];
  const excluded = new Set(exclude.map(normalise));
  const occupation = taxonomy.resolve(title, 'occupation');
  const usual = (occupation && 'skills' in occupation ? (occupation.skills as string[]) : [])
    .map((label) => taxonomy.resolve(label))
    .filter((entry): entry is SkillEntry => entry?.kind === 'skill' || entry?.kind === 'licence');
  const stems = words(title).map((w) => w.slice(0, Math.max(4, w.length - 3)));
  const sharing = specialties.filter((s) =>
    words(s.label).some((w) => stems.some((stem) => w.startsWith(stem))),
  );
  const labels = [...new Set([...usual, ...sharing].map((s) => s.label))];
  return labels
    .filter((label) => !excluded.has(normalise(label)))
    .slice(0, SPECIALTY_SUGGESTIONS_MAX)
    .map((label) => ({ label }));
}
