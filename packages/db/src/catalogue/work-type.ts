// A posting's employmentType values -> our work type, through the synonym table in
// data/work-types.json (reference data, not code: add a word there). Pure.
import table from './data/work-types.json' with { type: 'json' };

interface WorkTypeEntry {
  id: number;
  label: string;
  synonyms: string[];
  weakSynonyms: string[];
}

const workTypes: readonly WorkTypeEntry[] = table.workTypes;

/** Lower case, punctuation as spaces, spaces collapsed: 'FULL_TIME' and 'Full-time' alike. */
export function normaliseWorkTypeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const exact = new Map<string, number | null>();
const phrases: { phrase: string; id: number; weak: boolean }[] = [];
for (const entry of workTypes) {
  exact.set(normaliseWorkTypeText(entry.label), entry.id);
  for (const synonym of entry.synonyms) {
    exact.set(normaliseWorkTypeText(synonym), entry.id);
    phrases.push({ phrase: normaliseWorkTypeText(synonym), id: entry.id, weak: false });
  }
  for (const synonym of entry.weakSynonyms) {
    exact.set(normaliseWorkTypeText(synonym), entry.id);
    phrases.push({ phrase: normaliseWorkTypeText(synonym), id: entry.id, weak: true });
  }
}
for (const none of table.noWorkType) exact.set(normaliseWorkTypeText(none), null);

/** The work type one value names: an id, null (known, no work type) or undefined (unknown). */
export function workTypeOfValue(value: string): number | null | undefined {
  const text = normaliseWorkTypeText(value);
  if (!text) return null;
  if (exact.has(text)) return exact.get(text);
  // A synonym inside a longer value, as whole words: the earliest strong one, else a weak one.
  const padded = ` ${text} `;
  let best: { at: number; length: number; id: number } | undefined;
  let weak: number | undefined;
  for (const { phrase, id, weak: isWeak } of phrases) {
    const at = padded.indexOf(` ${phrase} `);
    if (at < 0) continue;
    if (isWeak) weak ??= id;
    else if (!best || at < best.at || (at === best.at && phrase.length > best.length)) {
      best = { at, length: phrase.length, id };
    }
  }
  return best?.id ?? weak;
}

export interface WorkTypeReading {
  /** The first value's work type that we have, or null. */
  workTypeId: number | null;
  /** Values the table does not know, for the import summary's warnings. */
  unknown: string[];
}

export function readWorkType(values: readonly string[] | undefined): WorkTypeReading {
  let workTypeId: number | null = null;
  const unknown: string[] = [];
  for (const value of values ?? []) {
    const id = workTypeOfValue(value);
    if (id === undefined) unknown.push(value);
    else if (id !== null) workTypeId ??= id;
  }
  return { workTypeId, unknown };
}

/** The label of a work type id (for messages). */
export function workTypeLabel(id: number): string | undefined {
  return workTypes.find((w) => w.id === id)?.label;
}
