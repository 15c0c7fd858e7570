// The text each value came from, keyed by its path in the resume ("work[0].startDate").

export type Sources = Record<string, string>;

/** Records the source of a value and of every value inside it (objects and arrays). */
export function recordSource(sources: Sources, path: string, value: unknown, source: string): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      recordSource(sources, `${path}[${i}]`, item, source);
    });
    return;
  }
  if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value))
      recordSource(sources, `${path}.${key}`, item, source);
    return;
  }
  if (typeof value === 'boolean' && value === false) return;
  sources[path] = source;
}

/** Moves the sources of one path to another ("work[2]" to "work[0]" when roles are renumbered). */
export function prefixed(sources: Sources, from: string, to: string): Sources {
  const out: Sources = {};
  for (const [key, value] of Object.entries(sources)) {
    if (key === from || key.startsWith(`${from}.`) || key.startsWith(`${from}[`))
      out[to + key.slice(from.length)] = value;
  }
  return out;
}
