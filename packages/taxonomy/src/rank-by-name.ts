// The order of a type-ahead's suggestions (specialties, IT skills): what the person is typing
// is most likely the start of the name, then the start of one of its words, then another name
// of the same thing (an alias: "k8s" finds Kubernetes), then anywhere in the name; and when
// nothing matches, a name one typo away. Compared in normalised form, so "node.js" finds
// "Node.js" and "c#" finds "C#".
import type { TaxonomyEntry } from './entries';
import { normalise } from './normalise';
import { editDistanceAtMost } from './taxonomy';

export interface RankOptions<T> {
  /** At most this many (default 10). */
  limit?: number;
  /** Ids or labels (any case) never suggested: the ones already chosen. */
  exclude?: readonly (string | number)[];
  /** Other names of an item (aliases, misspellings). */
  namesOf?: (item: T) => readonly string[];
}

/** An entry's other names (aliases and misspellings): the `namesOf` of a taxonomy lookup. */
export const otherNames = (entry: TaxonomyEntry): readonly string[] => [
  ...entry.aliases,
  ...(entry.misspellings ?? []),
];

/** An item's names in compared form, worked out once per item (a type-ahead asks per key). */
interface Forms {
  id: string;
  label: string;
  labelWords: string[];
  names: string[];
}
// By the namesOf function, then by item: the same item may be ranked with other names.
const formsCache = new WeakMap<object, WeakMap<object, Forms>>();
const NO_NAMES = () => [];

function formsOf<T extends { id: string | number; label: string }>(
  item: T,
  namesOf: (item: T) => readonly string[],
): Forms {
  let byItem = formsCache.get(namesOf);
  if (!byItem) {
    byItem = new WeakMap();
    formsCache.set(namesOf, byItem);
  }
  let forms = byItem.get(item);
  if (!forms) {
    const label = normalise(item.label);
    forms = {
      id: normalise(String(item.id)),
      label,
      labelWords: label.split(' '),
      names: namesOf(item).map(normalise),
    };
    byItem.set(item, forms);
  }
  return forms;
}

/**
 * `namesOf` must answer the same names for an item every time: they are kept, per function and
 * item, so pass one function rather than a new one each call.
 */
export function rankByName<T extends { id: string | number; label: string }>(
  term: string,
  items: readonly T[],
  options: RankOptions<T> = {},
): T[] {
  const { limit = 10, namesOf = NO_NAMES } = options;
  const forms = (item: T) => formsOf(item, namesOf);
  const excluded = new Set((options.exclude ?? []).map((value) => normalise(String(value))));
  const candidates = items.filter(
    (item) => !excluded.has(forms(item).id) && !excluded.has(forms(item).label),
  );
  const query = normalise(term);
  const byLabel = (a: T, b: T) => a.label.localeCompare(b.label, 'en-AU');
  if (!query) return [...candidates].sort(byLabel).slice(0, limit);

  const groups: T[][] = [[], [], [], []];
  for (const item of candidates) {
    const { label, labelWords, names } = forms(item);
    const rank = label.startsWith(query)
      ? 0
      : labelWords.some((word) => word.startsWith(query))
        ? 1
        : names.some((name) => name.startsWith(query))
          ? 2
          : label.includes(query)
            ? 3
            : -1;
    if (rank >= 0) groups[rank]?.push(item);
  }
  // Within a group the shorter name first: the general skill before its specialisations
  // ("Welding" before "Weld inspection", "Java" before "JavaScript").
  const shorterFirst = (a: T, b: T) => a.label.length - b.label.length || byLabel(a, b);
  const ranked = groups.flatMap((group) => group.sort(shorterFirst));
  if (ranked.length > 0 || query.length < 4) return ranked.slice(0, limit);

  const typos = candidates.filter((item) =>
    [forms(item).label, ...forms(item).names].some((name) =>
      name.split(' ').some((word) => editDistanceAtMost(query, word.slice(0, query.length), 1)),
    ),
  );
  return typos.sort(byLabel).slice(0, limit);
}
