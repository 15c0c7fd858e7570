// The occupations a preferred role names. People type whole titles ("Registered Nurse"), titles
// within more words ("Senior RN - ICU"), and also a word of a title or its field ("Payroll",
// "Warehouse", "Accounts"): then every occupation with a title holding those words is meant.
import type { OccupationEntry } from './entries';
import { normalise } from './normalise';
import { occupationOfTitle } from './tag-job-advert';
import type { Taxonomy } from './taxonomy';

const namesCache = new WeakMap<Taxonomy, { entry: OccupationEntry; words: Set<string> }[]>();

function occupationNames(taxonomy: Taxonomy) {
  let names = namesCache.get(taxonomy);
  if (!names) {
    names = (taxonomy.entries('occupation') as OccupationEntry[]).flatMap((entry) =>
      [entry.label, ...entry.aliases].map((name) => ({
        entry,
        words: new Set(normalise(name.replace(/\([^)]*\)/g, ' ')).split(' ')),
      })),
    );
    namesCache.set(taxonomy, names);
  }
  return names;
}

/**
 * The occupation the text names; else those whose titles hold all its words, when they are at
 * most `limit` ("Payroll": Payroll Officer and Payroll Manager). A word more titles share
 * ("Office", "Manager") says too little to name any.
 */
export function occupationsOfRole(taxonomy: Taxonomy, text: string, limit = 3): OccupationEntry[] {
  const named = occupationOfTitle(taxonomy, text);
  if (named) return [named];
  const words = normalise(text).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const found = new Map<string, OccupationEntry>();
  for (const { entry, words: nameWords } of occupationNames(taxonomy)) {
    if (words.every((w) => nameWords.has(w))) found.set(entry.id, entry);
  }
  if (found.size > limit) return [];
  // The most general first: fewest words in the label.
  return [...found.values()].sort(
    (a, b) =>
      a.label.split(' ').length - b.label.split(' ').length || a.label.localeCompare(b.label),
  );
}
