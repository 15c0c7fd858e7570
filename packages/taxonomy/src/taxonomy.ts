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

export interface ExtractOptions {
  /**
   * Also qualifications (certificates, diplomas, degrees: `qualification` in the data) and the
   * names within a qualification's title ("Bachelor of Science" is not the skill "Science").
   */
  qualifications?: boolean;
  /** Also names that mostly say where someone works (`sector` in the data: "Aged care", "NDIS"). */
  sectors?: boolean;
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
    // How a licence is held or a language spoken, and where a person stands in a title: "Manual
    // C class licence", "Fluent Mandarin", "Trainee Drillers Offsider".
    'manual',
    'automatic',
    'fluent',
    'conversational',
    'native',
    'trainee',
    'graduate',
    'casual',
    'relief',
    'qualified',
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
    'computer',
    'microsoft',
    'spreadsheet',
    'typing',
    'email',
  ].map((w) => normalise(w)),
  licence: ['licence', 'license', 'ticket', 'card', 'certificate', 'class', 'endorsement'].map(
    (w) => normalise(w),
  ),
};
const CONTEXT_WINDOW = 10;
/** Words before a product's name that say it is used: "rostering in Deputy", "built with Go". */
const TOOL_PREPOSITIONS = new Set(['in', 'on', 'using', 'with', 'via', 'through', 'into']);
const DETERMINERS = new Set(['our', 'the', 'their', 'your', 'my']);

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
  /**
   * What a free text mentions, in order of appearance, one mention per place: what a recruiter
   * marks in it, so without qualifications and sector names unless asked (see ExtractOptions).
   */
  extract(text: string, options?: ExtractOptions): Mention[];
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

  function extract(text: string, options: ExtractOptions = {}): Mention[] {
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
        // A name does not end inside a parenthesis it opened: "Python (pandas, matplotlib)" is
        // Python, then pandas, not the name "Python (pandas)".
        if (k === words.length && !opensParenthesis(text, tokens, i, i + words.length)) {
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
    const written = (f: (typeof found)[number]) => {
      const raw = tokens
        .slice(f.from, f.to)
        .map((t) => t.raw)
        .join(' ');
      const name = f.name.written.replace(/[-/]/g, ' ');
      // Written as the name is: "Teams" is the product, "team" is not; "Go" the language, "go"
      // the verb; "SOLID" the principles, "solid" the adjective; "OT" not "ot". An everyday
      // activity of a sector ("Dispatch", "Fencing") is written in any case.
      const sentenceCase =
        f.name.entry.category !== 'technology' &&
        f.name.entry.kind === 'skill' &&
        /^\p{Lu}[\p{Ll} ]*$/u.test(name);
      return sentenceCase ? raw.toLowerCase() === name.toLowerCase() : raw === name;
    };
    const asWritten = found.filter((f) => f.name.ambiguous && written(f));
    const accepted = found.filter((f) => {
      if (!f.name.ambiguous) return true;
      if (!written(f)) return false;
      const category = f.name.entry.category ?? f.name.entry.kind;
      const categoryOf = (c: (typeof found)[number]) => c.name.entry.category ?? c.name.entry.kind;
      const near = (position: number) => Math.abs(position - f.from) <= CONTEXT_WINDOW;
      if (clear.some((c) => near(c.from) && categoryOf(c) === category)) return true;
      // Two ambiguous names of one category side by side vouch for each other: "Word and
      // Outlook", "Go, React".
      if (
        asWritten.some(
          (c) => c !== f && Math.abs(c.from - f.from) <= 3 && categoryOf(c) === category,
        )
      )
        return true;
      // A product used: "rostering in Deputy", "receipting in LEAP", "written in Go".
      if (category === 'technology') {
        let k = f.from - 1;
        if (k >= 0 && DETERMINERS.has((tokens[k] as Token).text)) k -= 1;
        if (k >= 0 && TOOL_PREPOSITIONS.has((tokens[k] as Token).text)) return true;
      }
      const cues = CONTEXT_CUES[f.name.entry.kind === 'licence' ? 'licence' : category] ?? [];
      const last = Math.min(tokens.length - 1, f.from + CONTEXT_WINDOW);
      for (let k = Math.max(0, f.from - CONTEXT_WINDOW); k <= last; k++) {
        if (k !== f.from && cues.includes((tokens[k] as Token).text)) return true;
      }
      return false;
    });
    // What the text says is not needed is not asked for anywhere in it ("not a Java shop, so no
    // Java required").
    const notNeeded = new Set(
      accepted.filter((f) => saysNotNeeded(tokens, f.from, f.to)).map((f) => f.name.entry.id),
    );
    const titles = options.qualifications ? [] : qualificationTitles(text);
    return accepted
      .filter((f) => {
        const { entry } = f.name;
        if (notNeeded.has(entry.id)) return false;
        if (entry.sector && !options.sectors) return false;
        if (entry.qualification && !options.qualifications) return false;
        const start = (tokens[f.from] as Token).start;
        if (titles.some(([from, to]) => start >= from && start < to)) return false;
        return entry.kind !== 'skill' || !namesAPlace(tokens, f.to);
      })
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
const NOT = new Set(['not', 'dont', 'doesnt', 'isnt', 'arent', 'wont', 'never']);
const NEED = new Set(['need', 'needed', 'require', 'required', 'necessary', 'essential']);
const ARTICLES = new Set(['a', 'an']);
const BEFORE_WINDOW = 5;

/**
 * Whether the text says the thing is not needed: "no forklift experience needed", "without
 * a degree", "Python not required", "you don't need a forklift licence", "you do not need to
 * be a pharmacist", "we're not a Java shop". Looks back within the clause only.
 */
function saysNotNeeded(tokens: readonly Token[], from: number, to: number): boolean {
  const before: string[] = [];
  for (let k = from - 1; k >= 0 && before.length < BEFORE_WINDOW; k--) {
    if ((tokens[k + 1] as Token).breakBefore) break;
    before.unshift((tokens[k] as Token).text);
  }
  if (before.slice(-3).some((w) => NEGATIONS.has(w))) return true;
  const not = before.findIndex((w) => NOT.has(w));
  if (not >= 0 && before.slice(not + 1).some((w) => NEED.has(w))) return true;
  // "not a Java shop", "not an RN role".
  if (
    before.length >= 2 &&
    NOT.has(before.at(-2) as string) &&
    ARTICLES.has(before.at(-1) as string)
  )
    return true;
  const after: string[] = [];
  for (let k = to; k < tokens.length && after.length < 4; k++) {
    if ((tokens[k] as Token).breakBefore) break;
    after.push((tokens[k] as Token).text);
  }
  const afterNot = after.findIndex((w) => NOT.has(w));
  return afterNot >= 0 && after.slice(afterNot + 1).some((w) => NEED.has(w));
}

/**
 * Words after a skill's name that make the name say where, not what: "an NDIS provider", "a
 * 60-bed aged care home", "our R&D team", "a large scaffolding contractor", "the QA laboratory".
 */
const PLACES = new Set(
  [
    'provider',
    'company',
    'contractor',
    'agency',
    'business',
    'facility',
    'home',
    'dealership',
    'firm',
    'sector',
    'industry',
    'setting',
    'environment',
    'team',
    'department',
    'shop',
    'store',
    'lab',
    'laboratory',
    'house',
    'organisation',
    'service',
    'centre',
    'client',
    'operator',
  ].map((w) => normalise(w)),
);

function namesAPlace(tokens: readonly Token[], to: number): boolean {
  const next = tokens[to];
  return next !== undefined && !next.breakBefore && PLACES.has(next.text);
}

// The title of a qualification, from its level or kind to the end of its clause: "Certificate
// III in Individual Support", "Cert III/IV Commercial Cookery", "Bachelor of Science
// (Microbiology)", "Diploma of Early Childhood Education and Care". Its words name the
// qualification, not skills of their own.
const QUALIFICATION_TITLE =
  /\b(?:cert(?:ificate)?\.?\s*(?:iv|i{1,3}|[1-4])\b(?:\s*(?:\/|&|and|or)\s*(?:iv|i{1,3}|[1-4])\b)?(?:\s+(?:in|of))?|(?:(?:advanced|graduate)\s+)?diploma\s+(?:of|in)|graduate\s+certificate\s+(?:of|in)|(?:bachelor|master)(?:['’]?s)?(?:\s+degree)?\s+(?:of|in)|associate\s+degree\s+(?:of|in))\b[^.,;:!?\n\r•|–—()]*?(?=\s+(?:or|with|plus|and)\b|[.,;:!?\n\r•|–—(]|$)(?:\s*\([^)]*\))?/giu;

/** Where the text names qualifications: [start, end) of each title. */
function qualificationTitles(text: string): [number, number][] {
  if (!/cert|diploma|bachelor|master|degree/i.test(text)) return [];
  return [...text.matchAll(QUALIFICATION_TITLE)].map((m) => [
    m.index ?? 0,
    (m.index ?? 0) + m[0].length,
  ]);
}

function opensParenthesis(text: string, tokens: readonly Token[], from: number, to: number) {
  if (to - from < 2) return false;
  const last = (tokens[to - 1] as Token).end;
  const inside = text.slice((tokens[from] as Token).end, last);
  let depth = 0;
  for (const c of inside) {
    if (c === '(') depth += 1;
    else if (c === ')') depth -= 1;
  }
  // "Python (pandas)": the parenthesis closes right after the name.
  if (depth > 0 && /^\s*\)/.test(text.slice(last, last + 4))) depth -= 1;
  return depth > 0;
}

/** An ambiguous entry's name that is a plain lower-case word of a single token ("react", "go"). */
function isEverydayName(name: string, entry: TaxonomyEntry): boolean {
  return entry.ambiguous === true && /^[\p{L}]+$/u.test(name) && name.length <= 8;
}
