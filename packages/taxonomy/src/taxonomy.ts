// One lookup over the taxonomy: resolve a label to an entry (through synonyms, abbreviations,
// misspellings and qualifiers), suggest entries by prefix and by typo, and find the entries a
// free text mentions, with where. Built once from the entries; everything after is in memory.
import type { EntryKind, OccupationEntry, TaxonomyEntry } from './entries';
import { nameForms, normalise, type Token, tokenise } from './normalise';

export interface Mention {
  id: string;
  kind: EntryKind;
  label: string;
  /** Where in the text it was found (UTF-16 offsets) and as what it was written there. */
  start: number;
  end: number;
  text: string;
}

export interface Suggestion {
  id: string;
  kind: EntryKind;
  label: string;
  /** The name that matched: the label, or an alias or misspelling. */
  matched: string;
}

interface Name {
  entry: TaxonomyEntry;
  /** The name as written in the data. */
  written: string;
  form: string;
  /** Short or everyday: needs a clear context, and to be written as the name is (case, form). */
  ambiguous: boolean;
}

// Words around a skill that say little about which one it is: "Advanced Excel", "Python
// (primary)", "strong SQL skills", "experience with React".
const QUALIFIERS = new Set(
  [
    'advanced',
    'basic',
    'intermediate',
    'beginner',
    'expert',
    'proficient',
    'proficiency',
    'strong',
    'solid',
    'excellent',
    'good',
    'sound',
    'working',
    'demonstrated',
    'proven',
    'extensive',
    'hands',
    'on',
    'experience',
    'experienced',
    'knowledge',
    'of',
    'in',
    'with',
    'skill',
    'skills',
    'ability',
    'primary',
    'secondary',
    'level',
    'senior',
    'junior',
    'certified',
    'current',
    'valid',
    'full',
    'unrestricted',
  ].map((w) => normalise(w)),
);

/** Words that make a technology name (or a licence class) clear when they stand near it. */
const CONTEXT_CUES: Record<string, readonly string[]> = {
  technology: [
    'programming',
    'programmer',
    'language',
    'developer',
    'development',
    'developing',
    'framework',
    'library',
    'stack',
    'coding',
    'code',
    'software',
    'engineer',
    'engineering',
    'backend',
    'frontend',
    'full',
    'web',
    'api',
    'database',
    'cloud',
    'devops',
    'technical',
    'technology',
    'tech',
    'data',
    'scripting',
    'script',
    'app',
    'application',
    'system',
    'platform',
    'tool',
    'support',
    'helpdesk',
    'network',
    'server',
  ].map((w) => normalise(w)),
  licence: ['licence', 'license', 'ticket', 'card', 'certificate', 'class', 'endorsement'].map(
    (w) => normalise(w),
  ),
};
const CONTEXT_WINDOW = 10;

/** Whether a and b are at most `max` edits apart (insert, delete, replace, swap two letters). */
export function editDistanceAtMost(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (rows[i - 1]?.[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (rows[i - 1]?.[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      }
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return false;
    rows.push(row);
  }
  return (rows[a.length]?.[b.length] ?? max + 1) <= max;
}

export interface Taxonomy {
  /**
   * The entry of an id. Skills and licences share one id space and occupations have their own
   * ("chef" is a skill and an occupation): without a kind, the skill space answers first.
   */
  byId(id: string, kind?: EntryKind): TaxonomyEntry | undefined;
  entries(kind?: EntryKind): readonly TaxonomyEntry[];
  /** The entry a label names, or null: exact names first, then without qualifiers. */
  resolve(label: string, kind?: EntryKind): TaxonomyEntry | null;
  /** Entries whose names start with the text, then (none of those) names one typo away. */
  suggest(text: string, options?: { kind?: EntryKind; limit?: number }): Suggestion[];
  /** What a free text mentions, in order of appearance, one mention per place. */
  extract(text: string): Mention[];
  /** The ids of the skills and licences an occupation usually asks for (its `skills` labels). */
  usualSkills(occupationId: string): ReadonlySet<string>;
}

export function createTaxonomy(all: readonly TaxonomyEntry[]): Taxonomy {
  const live = all.filter((e) => !e.withdrawn);
  const skillsById = new Map(all.filter((e) => e.kind !== 'occupation').map((e) => [e.id, e]));
  const occupationsById = new Map(all.filter((e) => e.kind === 'occupation').map((e) => [e.id, e]));
  // form -> names (a form may name several entries: a skill and an occupation, say).
  const byForm = new Map<string, Name[]>();
  // The first word of a form -> the forms starting with it, longest first.
  const byFirstWord = new Map<string, string[][]>();
  const names: Name[] = [];

  const isShort = (written: string) => written.replace(/[^\p{L}\p{N}]/gu, '').length <= 2;
  for (const entry of live) {
    const written = [entry.label, ...entry.aliases, ...(entry.misspellings ?? [])];
    for (const name of written) {
      for (const form of nameForms(name)) {
        if (!form) continue;
        const ambiguous =
          Boolean(entry.ambiguous) && (isShort(name) || isEverydayName(name, entry));
        const item: Name = { entry, written: name, form, ambiguous };
        names.push(item);
        const list = byForm.get(form);
        if (list) {
          if (!list.some((n) => n.entry === entry)) list.push(item);
        } else {
          byForm.set(form, [item]);
          const words = form.split(' ');
          const first = words[0] as string;
          const starting = byFirstWord.get(first) ?? [];
          starting.push(words);
          byFirstWord.set(first, starting);
        }
      }
    }
  }
  for (const list of byFirstWord.values()) list.sort((a, b) => b.length - a.length);
  const sortedNames = [...names].sort((a, b) => (a.form < b.form ? -1 : a.form > b.form ? 1 : 0));

  const pick = (candidates: Name[] | undefined, kind?: EntryKind) =>
    candidates?.find((n) => !kind || n.entry.kind === kind)?.entry ?? null;

  function resolve(label: string, kind?: EntryKind): TaxonomyEntry | null {
    const exact = pick(byForm.get(normalise(label)), kind);
    if (exact) return exact;
    // Qualifiers and what parentheses add ("Python (primary)") say nothing of which skill.
    const bare = normalise(label.replace(/\([^)]*\)/g, ' '))
      .split(' ')
      .filter((w) => !QUALIFIERS.has(w))
      .join(' ');
    return bare ? pick(byForm.get(bare), kind) : null;
  }

  function suggest(text: string, options: { kind?: EntryKind; limit?: number } = {}) {
    const { kind, limit = 10 } = options;
    const query = normalise(text);
    if (!query) return [];
    const out: Suggestion[] = [];
    const seen = new Set<string>();
    const add = (name: Name) => {
      if (seen.has(name.entry.id) || (kind && name.entry.kind !== kind)) return;
      seen.add(name.entry.id);
      const { id, kind: entryKind, label } = name.entry;
      out.push({ id, kind: entryKind, label, matched: name.written });
    };
    // Names starting with the text (binary search to the first), labels before aliases.
    let low = 0;
    let high = sortedNames.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((sortedNames[mid] as Name).form < query) low = mid + 1;
      else high = mid;
    }
    const prefixed: Name[] = [];
    for (let i = low; i < sortedNames.length; i++) {
      const name = sortedNames[i] as Name;
      if (!name.form.startsWith(query)) break;
      prefixed.push(name);
    }
    prefixed.sort(
      (a, b) =>
        Number(b.written === b.entry.label) - Number(a.written === a.entry.label) ||
        a.form.length - b.form.length,
    );
    for (const name of prefixed) add(name);
    // None: a name one typo away (two for longer words), compared on as many letters.
    if (out.length === 0 && query.length >= 3) {
      const max = query.length >= 7 ? 2 : 1;
      for (const name of sortedNames) {
        const head = name.form.slice(0, query.length);
        if (editDistanceAtMost(query, head, max)) add(name);
        if (out.length >= limit) break;
      }
    }
    return out.slice(0, limit);
  }

  function extract(text: string): Mention[] {
    const tokens = tokenise(text);
    const found: { name: Name; from: number; to: number }[] = [];
    for (let i = 0; i < tokens.length; ) {
      const candidates = byFirstWord.get((tokens[i] as Token).text);
      let matched: { names: Name[]; length: number } | null = null;
      for (const words of candidates ?? []) {
        if (i + words.length > tokens.length) continue;
        let k = 1;
        // The rest of the name's words, with no sentence or list break between them.
        while (k < words.length) {
          const token = tokens[i + k] as Token;
          if (token.text !== words[k] || token.breakBefore) break;
          k += 1;
        }
        if (k === words.length) {
          matched = { names: byForm.get(words.join(' ')) ?? [], length: words.length };
          break; // longest first
        }
      }
      if (!matched) {
        i += 1;
        continue;
      }
      for (const name of matched.names) found.push({ name, from: i, to: i + matched.length });
      i += matched.length;
    }
    // An ambiguous name counts only in a clear context: written as the name is (case), and
    // near a cue word or an unambiguous mention of the same category.
    const clear = found.filter((f) => !f.name.ambiguous);
    const accepted = found.filter((f) => {
      if (!f.name.ambiguous) return true;
      const raw = tokens
        .slice(f.from, f.to)
        .map((t) => t.raw)
        .join(' ');
      // Written as the name is: "Teams" is the product, "team" is not; "Go" the language,
      // "go" the verb; "SOLID" the principles, "solid" the adjective.
      if (raw !== f.name.written.replace(/[-/]/g, ' ')) return false;
      const category = f.name.entry.category ?? f.name.entry.kind;
      const near = (position: number) => Math.abs(position - f.from) <= CONTEXT_WINDOW;
      if (
        clear.some((c) => near(c.from) && (c.name.entry.category ?? c.name.entry.kind) === category)
      )
        return true;
      const cues = CONTEXT_CUES[f.name.entry.kind === 'licence' ? 'licence' : category] ?? [];
      const last = Math.min(tokens.length - 1, f.from + CONTEXT_WINDOW);
      for (let k = Math.max(0, f.from - CONTEXT_WINDOW); k <= last; k++) {
        if (k !== f.from && cues.includes((tokens[k] as Token).text)) return true;
      }
      return false;
    });
    return accepted
      .filter((f) => !saysNotNeeded(tokens, f.from, f.to))
      .map(({ name, from, to }) => {
        const start = (tokens[from] as Token).start;
        const end = (tokens[to - 1] as Token).end;
        const { id, kind, label } = name.entry;
        return { id, kind, label, start, end, text: text.slice(start, end) };
      });
  }

  const usualCache = new Map<string, ReadonlySet<string>>();
  function usualSkills(occupationId: string): ReadonlySet<string> {
    let usual = usualCache.get(occupationId);
    if (!usual) {
      const occupation = occupationsById.get(occupationId) as OccupationEntry | undefined;
      usual = new Set(
        (occupation?.skills ?? []).flatMap(
          (label) => (resolve(label, 'skill') ?? resolve(label, 'licence'))?.id ?? [],
        ),
      );
      usualCache.set(occupationId, usual);
    }
    return usual;
  }

  return {
    byId: (id, kind) => {
      if (kind === 'occupation') return occupationsById.get(id);
      const entry = skillsById.get(id);
      if (kind) return entry?.kind === kind ? entry : undefined;
      return entry ?? occupationsById.get(id);
    },
    entries: (kind) => (kind ? live.filter((e) => e.kind === kind) : live),
    resolve,
    suggest,
    extract,
    usualSkills,
  };
}

const NEGATIONS = new Set(['no', 'without']);
const NOT_NEEDED = new Set(['needed', 'required', 'necessary', 'essential']);

/**
 * Whether the text says the thing is not needed: "no forklift experience needed", "without
 * a degree", "Python not required". Such a mention is left out.
 */
function saysNotNeeded(tokens: readonly Token[], from: number, to: number): boolean {
  const before = tokens.slice(Math.max(0, from - 3), from).map((t) => t.text);
  const after = tokens.slice(to, to + 4).map((t) => t.text);
  if (before.some((w) => NEGATIONS.has(w))) return true;
  const not = after.indexOf('not');
  return not >= 0 && after.slice(not + 1).some((w) => NOT_NEEDED.has(w));
}

/** An ambiguous entry's name that is a plain lower-case word of a single token ("react", "go"). */
function isEverydayName(name: string, entry: TaxonomyEntry): boolean {
  return entry.ambiguous === true && /^[\p{L}]+$/u.test(name) && name.length <= 8;
}
