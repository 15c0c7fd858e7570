// The order of a type-ahead's suggestions (specialties, IT skills): what the person is typing
// is most likely the start of the name, then the start of one of its words, then another name
// of the same thing (an alias: "k8s" finds Kubernetes), then anywhere in the name; and when
// nothing matches, a name one typo away. Compared in normalised form, so "node.js" finds
// "Node.js" and "c#" finds "C#".
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

export function rankByName<T extends { id: string | number; label: string }>(
  term: string,
  items: readonly T[],
  options: RankOptions<T> = {},
): T[] {
  const { limit = 10, namesOf = () => [] } = options;
  const excluded = new Set((options.exclude ?? []).map((value) => normalise(String(value))));
  const candidates = items.filter(
    (item) => !excluded.has(normalise(String(item.id))) && !excluded.has(normalise(item.label)),
  );
  const query = normalise(term);
  const byLabel = (a: T, b: T) => a.label.localeCompare(b.label, 'en-AU');
  if (!query) return [...candidates].sort(byLabel).slice(0, limit);

  const groups: T[][] = [[], [], [], []];
  for (const item of candidates) {
    const label = normalise(item.label);
    const rank = label.startsWith(query)
      ? 0
      : label.split(' ').some((word) => word.startsWith(query))
        ? 1
        : namesOf(item).some((name) => normalise(name).startsWith(query))
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
    [item.label, ...namesOf(item)].some((name) =>
      normalise(name)
        .split(' ')
        .some((word) => editDistanceAtMost(query, word.slice(0, query.length), 1)),
    ),
  );
  return typos.sort(byLabel).slice(0, limit);
}
