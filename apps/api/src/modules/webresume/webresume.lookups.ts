// The role form's lookups: professions, industries (label and value) and specialty
// suggestions (prefix matches first, then word and substring matches; at most 10).
import {
  type DropdownOption,
  SPECIALTY_SUGGESTIONS_MAX,
  type Speciality,
  type SpecialtySuggestBody,
} from '@talent/contract';
import { industries } from './reference/industries';
import { professions } from './reference/professions';
import { specialties } from './reference/specialties';

const byLabel = (a: DropdownOption, b: DropdownOption) => a.label.localeCompare(b.label, 'en-AU');

const professionList: DropdownOption[] = professions
  .map(([value, label]) => ({ label, value }))
  .sort(byLabel);
const industryList: DropdownOption[] = industries
  .map(([value, label]) => ({ label, value }))
  .sort(byLabel);

export const professionOptions = () => professionList;
export const industryOptions = () => industryList;

const norm = (s: string) => s.trim().toLowerCase();
/** Words of a role title worth matching (not "and", "of", "the" ...). */
const STOP = new Set(['and', 'the', 'of', 'for', 'with', 'senior', 'junior', 'lead', 'assistant']);
const words = (s: string) =>
  norm(s)
    .split(/[^a-z0-9+#]+/)
    .filter((w) => w.length >= 3 && !STOP.has(w));

/**
 * Suggestions for a typed term: labels starting with it, then labels with a word starting with
 * it, then labels containing it. Without a term, specialties sharing a word (stem) with the role
 * title. Labels in `exclude` are never suggested.
 */
export function suggestSpecialties(body: SpecialtySuggestBody): Speciality[] {
  const excluded = new Set((body.exclude ?? []).map(norm));
  const candidates = specialties.filter((label) => !excluded.has(norm(label)));
  const term = norm(body.term ?? '');
  let ranked: string[];
  if (term) {
    const prefix: string[] = [];
    const wordPrefix: string[] = [];
    const substring: string[] = [];
    for (const label of candidates) {
      const l = norm(label);
      if (l.startsWith(term)) prefix.push(label);
      else if (l.split(/[^a-z0-9+#]+/).some((w) => w.startsWith(term))) wordPrefix.push(label);
      else if (l.includes(term)) substring.push(label);
    }
    ranked = [...prefix, ...wordPrefix, ...substring];
  } else if (body.roleTitle?.trim()) {
    const stems = words(body.roleTitle).map((w) => w.slice(0, Math.max(4, w.length - 3)));
    ranked = candidates.filter((label) =>
      words(label).some((w) => stems.some((stem) => w.startsWith(stem))),
    );
  } else {
    ranked = [];
  }
  return ranked.slice(0, SPECIALTY_SUGGESTIONS_MAX).map((label) => ({ label }));
}
