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
  /** Another form of a name led by a verb ("handled cash" for "Handling cash"). */
  verbForm?: boolean;
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
    'provisional',
    'general',
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
    // An apprentice of a trade is of its occupation: "Apprentice Baker", "4th year apprentice
    // electrician" (the year is stripped with YEAR_OF_TRAINING).
    'apprentice',
    // Where a licence is held and who issues it: "NSW driver licence", "QBCC roof plumbing
    // licence", "NDIS worker screening clearance".
    'nsw',
    'vic',
    'qld',
    'wa',
    'sa',
    'tas',
    'nt',
    'act',
    'qbcc',
    'vba',
    'clearance',
    'victorian',
    'queensland',
    'tasmanian',
    'australian',
  ].map((w) => normalise(w)),
);

// Words after a name that say what is held or done with it, not which one it is: "Fatigue
// management course", "Approved Manager licence", "hot water system replacements".
const TRAILING = new Set(
  [
    'course',
    'training',
    'ticket',
    'licence',
    'certificate',
    'card',
    'accreditation',
    'competency',
    'replacement',
    'install',
    'installs',
    'work',
    'duties',
    'tasks',
  ].map((w) => normalise(w)),
);

/** Of TRAILING, the words of a licence held: stripped only to name a licence. */
const HELD = new Set(
  ['ticket', 'licence', 'certificate', 'card', 'accreditation', 'competency'].map((w) =>
    normalise(w),
  ),
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
  'health-aged-care': [
    'therapy',
    'therapist',
    'therapeutic',
    'clinical',
    'clinician',
    'patient',
    'nursing',
    'nurse',
    'medical',
    'hospital',
    'treatment',
    'allied',
  ].map((w) => normalise(w)),
  agriculture: [
    'farm',
    'farming',
    'farmer',
    'agricultural',
    'agriculture',
    'cattle',
    'sheep',
    'livestock',
    'stock',
    'crop',
    'cropping',
    'harvest',
    'paddock',
    'orchard',
    'vineyard',
    'dairy',
    'grain',
    'tractor',
    'pasture',
    'herd',
    'station',
  ].map((w) => normalise(w)),
  licence: [
    'licence',
    'license',
    'licensed',
    'ticket',
    'ticketed',
    'card',
    'certificate',
    'class',
    'endorsement',
    'clearance',
    'check',
    'screening',
    'registration',
    'accreditation',
    'induction',
    'permit',
    // How a licence is held: "valid ASIC", "current HR".
    'valid',
    'current',
    'hold',
    'holds',
    'obtain',
  ].map((w) => normalise(w)),
};
const CONTEXT_WINDOW = 10;
/** The year of an apprenticeship or a course: "4th year", "first-year", "final year". */
const YEAR_OF_TRAINING = /\b(?:[1-4](?:st|nd|rd|th)|first|second|third|fourth|final)[\s-]+year\b/gi;
const INNER_CAPITAL = /\p{Ll}\p{Lu}/u;
/** A national unit of competency's code: "HLTAID012", "CPCCWHS1001", "SITXFSA005". */
const UNIT_CODE = /\b[A-Z]{5,8}\d{3,4}[A-Z]?\b/g;
/** Words before a product's name that say it is used: "rostering in Deputy", "I use Compass". */
const TOOL_PREPOSITIONS = new Set([
  'in',
  'on',
  'using',
  'use',
  'used',
  'uses',
  'with',
  'via',
  'through',
  'into',
]);
const DETERMINERS = new Set(['our', 'the', 'their', 'your', 'my']);
/** Small words that never begin a compound written in two ("in design", "on site"). */
const STOP_WORDS = new Set(
  'a an the in on at of to for by with and or as is are be my our your their this that up out off'.split(
    ' ',
  ),
);

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
  /** The words of every name, compared form (for the data's tools: scripts/real-words.mjs). */
  vocabulary(): ReadonlySet<string>;
}

export interface TaxonomyOptions {
  /**
   * Typos of names' words: a long word of a text that is neither a name's word nor a real word,
   * one typo away from exactly one of `checked` ("electrican", "recieving"), is read as it.
   * `realWords`: the real words one letter away from a word of `checked` ("emailing" from
   * "mailing", "pointing" from "painting"), never read as another (data/real-words.json, made by
   * scripts/real-words.mjs). Without them, no word is read as another.
   */
  typos?: { realWords: Iterable<string>; checked: Iterable<string> };
}

/** The shortest word read as a typo of a name's word: shorter words are too often other words. */
export const TYPO_MIN_LENGTH = 7;

export function createTaxonomy(
  all: readonly TaxonomyEntry[],
  options: TaxonomyOptions = {},
): Taxonomy {
  const live = all.filter((e) => !e.withdrawn);
  const skillsById = new Map(all.filter((e) => e.kind !== 'occupation').map((e) => [e.id, e]));
  const occupationsById = new Map(all.filter((e) => e.kind === 'occupation').map((e) => [e.id, e]));
  // form -> names (a form may name several entries: a skill and an occupation, say).
  const byForm = new Map<string, Name[]>();
  // The first word of a form -> the forms starting with it, longest first.
  const byFirstWord = new Map<string, string[][]>();
  const names: Name[] = [];

  const isShort = (written: string) => written.replace(/[^\p{L}\p{N}]/gu, '').length <= 2;
  // The forms of names written with a parenthesis ("AWS (Lambda)"), by entry.
  const withParenthesis = new Set<string>();
  for (const entry of live) {
    const written = [entry.label, ...entry.aliases, ...(entry.misspellings ?? [])];
    for (const name of written) {
      for (const form of nameForms(name)) {
        if (name.includes('(')) withParenthesis.add(`${entry.id} ${form}`);
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
  const addForm = (item: Name, form: string) => {
    byForm.set(form, [item]);
    const words = form.split(' ');
    const starting = byFirstWord.get(words[0] as string) ?? [];
    starting.push(words);
    byFirstWord.set(words[0] as string, starting);
  };
  // A compound is written as one word or two ("stocktake" and "stock take", "counterbalance"
  // and "counter balance", "helpdesk" and "help desk"): a two-word name is also found written
  // as one (the other way, see splitCompound).
  for (const name of names) {
    const words = name.form.split(' ');
    if (words.length !== 2 || name.ambiguous) continue;
    const [first, second] = words as [string, string];
    if (first.length < 3 || second.length < 2 || STOP_WORDS.has(first) || /\d/.test(name.form))
      continue;
    const joined = words.join('');
    if (!byForm.has(joined)) addForm({ ...name, form: joined }, joined);
  }
  // A name led by what someone does is also written with the verb's other forms: "Taking
  // orders" as "take orders" and "took"... (regular ones only), "Handling complaints" as "handle
  // complaints" and "handled complaints", "Supervising children" as "supervised children".
  for (const name of names) {
    const words = name.form.split(' ');
    const verb = words[0] as string;
    if (words.length < 2 || !/^[a-z]{3,}ing$/.test(verb)) continue;
    if (name.ambiguous || name.entry.category === 'technology') continue;
    const rest = words.slice(1).join(' ');
    for (const other of verbForms(verb)) {
      const form = `${other} ${rest}`;
      if (!byForm.has(form)) addForm({ ...name, form, verbForm: true }, form);
    }
  }
  for (const list of byFirstWord.values()) list.sort((a, b) => b.length - a.length);
  const vocabulary = new Set<string>();
  for (const form of byForm.keys()) for (const word of form.split(' ')) vocabulary.add(word);
  const typos = typoReader(vocabulary, options.typos);
  const sortedNames = [...names].sort((a, b) => (a.form < b.form ? -1 : a.form > b.form ? 1 : 0));

  /** Whether a name (not a verb's form) begins inside tokens [i, i + length) and ends after. */
  function longerInside(tokens: readonly Token[], i: number, length: number): boolean {
    for (let j = i + 1; j < i + length; j++) {
      for (const words of byFirstWord.get((tokens[j] as Token).text) ?? []) {
        if (j + words.length <= i + length || j + words.length > tokens.length) continue;
        const form = words.join(' ');
        if (
          !words.every(
            (w, k) =>
              (tokens[j + k] as Token).text === w &&
              (k === 0 || !(tokens[j + k] as Token).breakBefore),
          )
        )
          continue;
        if ((byForm.get(form) ?? []).some((n) => !n.verbForm)) return true;
      }
    }
    return false;
  }

  /**
   * A title written with a space ("Boilermaker Welder") is two when the text puts a slash
   * between its words and each side is a title of its own: "Boilermaker / Welder" is both
   * trades. A title written with a hyphen or a slash ("Fitter-Welder", "Picker/Packer") is one.
   */
  function twoTitles(
    name: Name,
    tokens: readonly Token[],
    i: number,
    length: number,
    text: string,
  ) {
    if (length < 2 || /[-/]/.test(name.written)) return false;
    for (let j = i + 1; j < i + length; j++) {
      if (!text.slice((tokens[j - 1] as Token).end, (tokens[j] as Token).start).includes('/'))
        continue;
      const side = (from: number, to: number) =>
        (
          byForm.get(
            tokens
              .slice(from, to)
              .map((t) => t.text)
              .join(' '),
          ) ?? []
        ).some((n) => n.entry.kind === 'occupation');
      return side(i, j) && side(j, i + length);
    }
    return false;
  }

  /**
   * A one-word name written as two words ("counter balance" for "counterbalance", "Power Point"
   * for "PowerPoint"), the name alone: a long word, never after a small word ("in design" is
   * not InDesign), and a technology name only written with capitals, as products are.
   */
  function splitCompound(tokens: readonly Token[], i: number) {
    const first = tokens[i] as Token;
    const second = tokens[i + 1];
    if (!second || second.breakBefore || STOP_WORDS.has(first.text)) return null;
    const joined = first.text + second.text;
    if (joined.length < 7) return null;
    const names = (byForm.get(joined) ?? []).filter(
      (n) =>
        !n.ambiguous &&
        // A name written in one word (not a two-word name found joined: that was tried).
        !/[\s-]/.test(n.written) &&
        (n.entry.category !== 'technology' ||
          (/^\p{Lu}/u.test(first.raw) && /^\p{Lu}/u.test(second.raw))),
    );
    return names.length > 0 ? { names, length: 2 } : null;
  }

  /**
   * The entry of a label's form. Of several: the occupation for a title in the plural ("GPs"),
   * else one whose name is not an everyday word ("Chef" is the occupation before the product),
   * else one written as the label is.
   */
  const pick = (candidates: Name[] | undefined, kind?: EntryKind, label?: string) => {
    const fitting = candidates?.filter((n) => !kind || n.entry.kind === kind) ?? [];
    if (fitting.length > 1 && label !== undefined) {
      // The plural of a title is the person, as in a text ("physios").
      const last = tokenise(label).at(-1);
      const person = fitting.find((n) => n.entry.kind === 'occupation');
      if (person && last && /s$/i.test(last.raw) && !last.text.endsWith('s')) return person.entry;
      const plain =
        fitting.find((n) => !n.ambiguous) ?? fitting.find((n) => writtenAs(label.trim(), n));
      if (plain) return plain.entry;
    }
    return fitting[0]?.entry ?? null;
  };

  /** The entry of a label, else of the label with its typos read as the words they miss. */
  function resolve(label: string, kind?: EntryKind): TaxonomyEntry | null {
    const found = resolveAs(label, kind);
    if (found) return found;
    const tokens = tokenise(label);
    const corrected = typos.correct(tokens);
    if (corrected === tokens) return null;
    // The label again with each misspelt word replaced ("A grade electrican").
    let fixed = '';
    let at = 0;
    corrected.forEach((token, k) => {
      if (token === tokens[k]) return;
      fixed += label.slice(at, token.start) + token.text;
      at = token.end;
    });
    fixed += label.slice(at);
    return resolveAs(fixed, kind);
  }

  function resolveAs(label: string, kind?: EntryKind): TaxonomyEntry | null {
    const form = normalise(label);
    const exact = pick(byForm.get(form), kind, label);
    if (exact) return exact;
    // A one-word name written as two ("counter balance").
    const words = form.split(' ');
    if (words.length === 2 && !STOP_WORDS.has(words[0] as string)) {
      const joined = pick(byForm.get(words.join('')), kind);
      if (joined) return joined;
    }
    // A unit's code in parentheses says which one: "First Aid (HLTAID012)".
    for (const [, inside] of label.matchAll(/\(([^)]*\d[^)]*)\)/g)) {
      const coded = pick(byForm.get(normalise(inside as string)), kind, inside);
      if (coded) return coded;
    }
    // Qualifiers and what parentheses add ("Python (primary)") say nothing of which skill.
    const unqualified = normalise(label.replace(/\([^)]*\)/g, ' ').replace(YEAR_OF_TRAINING, ' '));
    const asWritten = unqualified === form ? null : pick(byForm.get(unqualified), kind, label);
    if (asWritten) return asWritten;
    const isQualifier = (w: string) => !w || QUALIFIERS.has(w) || /^v\d+$/.test(w);
    const isTrailing = (w: string) => isQualifier(w) || TRAILING.has(w);
    // Qualifiers before and after the name first: "Victorian Working with Children Check" keeps
    // the "with" inside the name.
    const all = unqualified.split(' ');
    for (let first = 0; first < all.length; first++) {
      for (let last = all.length; last > first; last--) {
        if (first + all.length - last > 0) {
          const edged = pick(byForm.get(all.slice(first, last).join(' ')), kind, label);
          // "Forklift licence" is no skill: a word of holding keeps a licence a licence.
          const held = all.slice(last).some((w) => HELD.has(w));
          if (edged && (!held || edged.kind === 'licence')) return edged;
        }
        if (!isTrailing(all[last - 1] as string)) break;
      }
      if (!isQualifier(all[first] as string)) break;
    }
    const bareWords = all.filter((w) => !isQualifier(w));
    const bare = bareWords.join(' ');
    const found = bare ? pick(byForm.get(bare), kind, label) : null;
    if (found || bareWords.length < 2) return found;
    // A unit's code anywhere says which one: "HLTAID012 Provide First Aid in an education and
    // care setting".
    for (const [code] of label.matchAll(UNIT_CODE)) {
      const coded = pick(byForm.get(normalise(code)), kind, code);
      if (coded) return coded;
    }
    // A make and its model's number: "CAT 777", "Komatsu HD785", "Year 10 Coordinator".
    const unnumbered = bareWords.filter((w) => !/\d/.test(w));
    if (unnumbered.length > 0 && unnumbered.length < bareWords.length) {
      const make = pick(byForm.get(unnumbered.join(' ')), kind, label);
      if (make) return make;
    }
    // What a parenthesis names, when the words before it name nothing (of any kind):
    // "Construction Induction (White Card)", "Basic Scaffold (SB)". "Traffic Control (Implement
    // TMP)" names traffic control, so its parenthesis only qualifies it.
    const namesSomething = Boolean(byForm.get(bare)?.length);
    for (const [, inside] of namesSomething ? [] : label.matchAll(/\(([^)]+)\)/g)) {
      const named = pick(byForm.get(normalise(inside as string)), kind, inside);
      if (named) return named;
    }
    // Two names of one entry side by side: "LF forklift licence", "HR heavy rigid licence",
    // "full TRBWA teacher registration".
    for (const named of [all, bareWords]) {
      for (let k = 1; k < named.length; k++) {
        const first = byForm.get(named.slice(0, k).join(' ')) ?? [];
        const rest = byForm.get(named.slice(k).join(' ')) ?? [];
        const both = first.find(
          (n) => (!kind || n.entry.kind === kind) && rest.some((r) => r.entry === n.entry),
        );
        if (both) return both.entry;
      }
    }
    return joinedNames(all, kind);
  }

  /**
   * Two names joined by "and" that share their last or first words name the first of them:
   * "Class 1A and 1C security licence" (Class 1A security licence), "hand and power tools" (hand
   * tools), "Accounts payable and receivable" (accounts payable). Both must be names; shared last
   * words are tried first ("Secondary Maths and Physics Teacher" is a teacher).
   */
  function joinedNames(words: readonly string[], kind?: EntryKind): TaxonomyEntry | null {
    const at = words.indexOf('and');
    if (at < 1 || at === words.length - 1 || words.indexOf('and', at + 1) !== -1) return null;
    const left = words.slice(0, at);
    const right = words.slice(at + 1);
    // Shared last words: "Class 1A and 1C security licence". Not two names side by side: a name
    // before "and" that is another entry of its kind stands alone ("First Aid and CPR"; "Dozer
    // and grader operator" is an operator), and one that is the same entry only when the shared
    // words name something too ("Class 1A" and "security licence", not "First Aid and CPR ticket").
    const leftAlone = resolveAs(left.join(' '), kind);
    for (let k = 1; k < right.length; k++) {
      const joined = resolveAs([...left, ...right.slice(k)].join(' '), kind);
      if (!joined || (leftAlone && leftAlone !== joined && leftAlone.kind === joined.kind))
        continue;
      if (leftAlone === joined && !resolveAs(right.slice(k).join(' '), kind)) continue;
      if (resolveAs(right.join(' '), kind)) return joined;
    }
    // Shared first words: "accounts payable and receivable" (the words after "and" name nothing
    // alone).
    if (!leftAlone || left.length < 2 || resolveAs(right.join(' '), kind)) return null;
    for (let k = left.length - 1; k >= 1; k--) {
      if (resolveAs([...left.slice(0, k), ...right].join(' '), kind)) return leftAlone;
    }
    return null;
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
    const tokens = typos.correct(tokenise(text));
    const found: Found[] = [];
    for (let i = 0; i < tokens.length; ) {
      const candidates = byFirstWord.get((tokens[i] as Token).text);
      let matched: { names: Name[]; length: number } | null = null;
      // A count's plural is no name's first word: "3 years end-to-end" is not "year end".
      const countedPlural = i > 0 && pluralAfterNumber(tokens, i);
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
          const first = tokens[i] as Token;
          // Nor across a parenthesis the name does not have: "Python (pandas)" is Python, then
          // pandas, not the name "Python pandas".
          const inside =
            words.length > 1
              ? text.slice(first.end, (tokens[i + words.length - 1] as Token).start)
              : '';
          const names = (byForm.get(words.join(' ')) ?? []).filter(
            (n) =>
              !misreadAcronym(n.written, first.raw) &&
              !(
                countedPlural &&
                words.length > 1 &&
                !/s$/i.test(n.written.split(/[\s-]/)[0] ?? '')
              ) &&
              (!/[()]/.test(inside) || withParenthesis.has(`${n.entry.id} ${n.form}`)) &&
              !(n.entry.kind === 'occupation' && twoTitles(n, tokens, i, words.length, text)),
          );
          if (names.length === 0) continue;
          // A verb's form yields to a name that begins inside it and goes further: "Handled
          // cash handling" is cash handling, not "handled cash".
          if (names.every((n) => n.verbForm) && longerInside(tokens, i, words.length)) continue;
          matched = { names, length: words.length };
          break; // longest first
        }
      }
      if (!matched) matched = splitCompound(tokens, i);
      if (!matched) {
        i += 1;
        continue;
      }
      for (const name of matched.names) found.push({ name, from: i, to: i + matched.length });
      i += matched.length;
    }
    dropMisreadAbbreviations(found, tokens, text);
    dropCodedNeighbours(found, tokens, text);
    dropStandardCategories(found, tokens, text);
    // An ambiguous name counts only in a clear context: written as the name is (case), and
    // near a cue word or an unambiguous mention of the same category.
    const clear = found.filter((f) => !f.name.ambiguous);
    const written = (f: (typeof found)[number]) =>
      writtenAs(
        tokens
          .slice(f.from, f.to)
          .map((t) => t.raw)
          .join(' '),
        f.name,
      );
    const asWritten = found.filter((f) => f.name.ambiguous && written(f));
    const spoken = spokenLanguages(found, tokens);
    const accepted = found.filter((f) => {
      if (f.name.entry.language) return spoken.has(f);
      if (!f.name.ambiguous) return true;
      if (!written(f)) return false;
      // "Reporting to the Store Manager", "Training to become...": the verb, not the skill.
      const next = tokens[f.to];
      if (
        f.to - f.from === 1 &&
        f.name.form.endsWith('ing') &&
        next?.text === 'to' &&
        !next.breakBefore
      )
        return false;
      // A name with a capital inside a word ("qPCR", "iPM", "BizDev"), written so, is no
      // everyday word.
      if (INNER_CAPITAL.test(f.name.written)) return true;
      const category = f.name.entry.category ?? f.name.entry.kind;
      const categoryOf = (c: (typeof found)[number]) => c.name.entry.category ?? c.name.entry.kind;
      const near = (position: number) => Math.abs(position - f.from) <= CONTEXT_WINDOW;
      // "General" is no topic: a transferable skill near another says nothing of it.
      if (category !== 'general' && clear.some((c) => near(c.from) && categoryOf(c) === category))
        return true;
      // Two ambiguous names of one category side by side vouch for each other: "Word and
      // Outlook", "Go, React".
      if (
        asWritten.some(
          (c) => c !== f && Math.abs(c.from - f.from) <= 3 && categoryOf(c) === category,
        )
      )
        return true;
      // An everyday activity that is an item of its own in a list of skills: "Duties: cleaning,
      // restocking and cash handling", "fencing, sheep work, cleaning out sheds". (A word that
      // names two skills, "terminations" of cables or of employment, needs its topic.)
      if (
        category !== 'technology' &&
        !(byForm.get(f.name.form) ?? []).some(
          (n) => n.entry !== f.name.entry && n.entry.kind !== 'occupation',
        ) &&
        f.name.entry.kind === 'skill' &&
        /\p{Ll}/u.test(f.name.written) &&
        isListItem(text, tokens, f.from, f.to) &&
        clear.some((c) => c.name.entry.kind !== 'occupation' && near(c.from))
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
    const heading = headingOf(text);
    readOnce(accepted, tokens, heading);
    // What the text says is not needed is not asked for anywhere in it ("not a Java shop, so no
    // Java required").
    const notNeeded = new Set(
      accepted.filter((f) => saysNotNeeded(tokens, f.from, f.to)).map((f) => f.name.entry.id),
    );
    const titles = options.qualifications ? [] : qualificationTitles(text);
    const people = accepted.filter((f) => f.name.entry.kind === 'occupation');
    const starts = new Set(accepted.map((f) => f.from));
    const personStarts = new Set(people.map((f) => f.from));
    return accepted
      .filter((f) => {
        const { entry } = f.name;
        if (notNeeded.has(entry.id)) return false;
        if (entry.sector && !options.sectors) return false;
        if (entry.qualification && !options.qualifications) return false;
        const start = (tokens[f.from] as Token).start;
        const end = (tokens[f.to - 1] as Token).end;
        // A title's last words that name people, in the plural, are those who hold it: "cert
        // III educators" (but "Cert III Heavy Commercial Vehicle Mechanic" is the title).
        const last = tokens[f.to - 1] as Token;
        const heldBy = (to: number) =>
          entry.kind === 'occupation' &&
          /s$/i.test(last.raw) &&
          !last.text.endsWith('s') &&
          text.slice(end, to).trim() === '';
        if (titles.some(([from, to]) => start >= from && start < to && !heldBy(to))) return false;
        // A job's heading names its trade and where it sits: "Maintenance Fitter – Mobile Plant",
        // "Warehouse Supervisor – Cold Chain". A skill in a part of it after the first, without
        // the trade, says where, as a sector does ("Reservations & Reception – Boutique Hotel"
        // and "Maths tutors" are the trade); a product named there is asked for ("Data
        // Engineer – Azure & Databricks").
        if (
          start < heading &&
          entry.kind === 'skill' &&
          entry.category !== 'technology' &&
          !sameSegment(text, 0, start) &&
          !people.some((p) => sameSegment(text, (tokens[p.from] as Token).start, start))
        )
          return false;
        if (entry.kind === 'occupation' && modifiesAnother(text, start, end)) return false;
        // "We are recruiting", "now recruiting": what the employer does, not a skill asked for.
        if (entry.kind === 'skill' && employersVerb(tokens, f.from, f.to)) return false;
        // A title that qualifies the next one is part of it: "Apprentice Bakers" is bakers.
        if (
          entry.kind === 'occupation' &&
          QUALIFIERS.has(f.name.form) &&
          personStarts.has(f.to) &&
          !(tokens[f.to] as Token).breakBefore
        )
          return false;
        // A product's name before a place word is still the product ("a Shopify store"), but
        // not before a team's ("our platform engineering team").
        if (entry.category === 'technology') {
          const next = tokens[f.to];
          return !(next && !next.breakBefore && TEAMS.has(next.text));
        }
        // An occupation before a place word names the place only after an article or a
        // possessive ("a GP clinic", "the Magistrate court"); a title names the trade that way
        // ("Registered Nurse - Surgical Ward").
        if (entry.kind === 'occupation') {
          const before = tokens[f.from - 1];
          const afterArticle =
            before !== undefined &&
            !(tokens[f.from] as Token).breakBefore &&
            PLACE_ARTICLES.has(before.text);
          if (!afterArticle) return true;
        }
        return !namesAPlace(tokens, f.from, f.to, starts);
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
    vocabulary: () => vocabulary,
  };
}

const NEGATIONS = new Set(['no', 'without']);
const NOT = new Set(['not', 'dont', 'doesnt', 'isnt', 'arent', 'wont', 'never']);
const NEED = new Set([
  'need',
  'needed',
  'require',
  'required',
  'requirement',
  'necessary',
  'essential',
  'mandatory',
  'have',
  'hold',
]);
const ARTICLES = new Set(['a', 'an']);
const BEFORE_WINDOW = 8;

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
  // "you don't need a forklift licence", "we don't need you to hold a builders licence", "you
  // do not have to be a pharmacist": the need right after the "not".
  const not = before.findIndex((w) => NOT.has(w));
  if (not >= 0 && before.slice(not + 1, not + 3).some((w) => NEED.has(w))) return true;
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
  // "CISM valued but not essential" still asks for it, as a plus.
  if (afterNot > 0 && after[afterNot - 1] === 'but') return false;
  return afterNot >= 0 && after.slice(afterNot + 1).some((w) => NEED.has(w));
}

/**
 * Reads a long word that is no name's word and no real word as the one name's word it is a typo
 * of: one letter inserted, left out, replaced, or two swapped ("electrican", "hydrualics",
 * "cablling"), the first letter kept. None or several such words: the word stays as written.
 */
function typoReader(vocabulary: ReadonlySet<string>, typos: TaxonomyOptions['typos']) {
  const real = new Set(typos?.realWords ?? []);
  // A name's word and each of it less one letter -> the name's words (a symmetric-delete index).
  const byDeletion = new Map<string, string[]>();
  const index = (key: string, word: string) => {
    const list = byDeletion.get(key);
    if (!list) byDeletion.set(key, [word]);
    else if (!list.includes(word)) list.push(word);
  };
  // Only words whose real neighbours were listed: a name's word added since is read as written.
  for (const word of typos?.checked ?? []) {
    if (!vocabulary.has(word) || word.length < TYPO_MIN_LENGTH - 1) continue;
    index(word, word);
    for (let i = 0; i < word.length; i++) index(word.slice(0, i) + word.slice(i + 1), word);
  }
  const cache = new Map<string, string | null>();
  const readAs = (word: string): string | null => {
    const known = cache.get(word);
    if (known !== undefined) return known;
    const found = new Set<string>();
    for (let i = -1; i < word.length; i++) {
      const key = i < 0 ? word : word.slice(0, i) + word.slice(i + 1);
      for (const other of byDeletion.get(key) ?? []) {
        if (other[0] === word[0] && editDistanceAtMost(word, other, 1)) found.add(other);
      }
    }
    // Of several, the likeliest slip, if one is likelier than the others ("recieving" is
    // receiving, not relieving; "electrican" electrician, not electrical).
    // A short word is read only through a common slip (a swap, a letter left out or doubled):
    // "custmer" is customer, "carlton" no carton, "remoting" no removing.
    let read: string | null = null;
    let best = word.length < 9 ? 3 : word.length < 11 ? 4 : 5;
    for (const other of found) {
      const cost = typoCost(word, other);
      if (cost < best) [read, best] = [other, cost];
      else if (cost === best) read = null;
    }
    if (cache.size > 20_000) cache.clear();
    cache.set(word, read);
    return read;
  };
  return {
    /** The tokens with each typo read as its word (the same array when there is none). */
    correct(tokens: Token[]): Token[] {
      if (byDeletion.size === 0) return tokens;
      let out = tokens;
      for (let k = 0; k < tokens.length; k++) {
        const token = tokens[k] as Token;
        const word = token.text;
        if (word.length < TYPO_MIN_LENGTH || vocabulary.has(word) || real.has(word)) continue;
        // Letters only, as written: not "Australia's", "B2B".
        if (!/^[a-z]+$/.test(word) || !/^[A-Za-z]+$/.test(token.raw)) continue;
        const read = readAs(word);
        if (read === null) continue;
        if (out === tokens) out = [...tokens];
        out[k] = { ...token, text: read };
      }
      return out;
    },
  };
}

/**
 * How unlikely a slip turns `word` into what was written (`typed`), one edit apart: two letters
 * swapped (1), a letter left out or doubled (2), another letter added or one replaced (3); one
 * more at the word's last letter, where a different word more often ends.
 */
function typoCost(typed: string, word: string): number {
  let i = 0;
  while (i < typed.length && typed[i] === word[i]) i += 1;
  let cost: number;
  let at = i;
  if (typed.length === word.length) {
    cost = typed[i] === word[i + 1] && typed[i + 1] === word[i] && i + 1 < typed.length ? 1 : 3;
    if (cost === 1) at = i + 1;
  } else if (typed.length < word.length) {
    cost = 2;
  } else {
    cost = typed[i] === typed[i - 1] || typed[i] === typed[i + 1] ? 2 : 3;
  }
  return cost + (at >= Math.max(typed.length, word.length) - 1 ? 1 : 0);
}

/**
 * Words after a skill's or an occupation's name that make the name say where, not what: "an
 * NDIS provider", "a 60-bed aged care home", "our R&D team", "a large scaffolding contractor",
 * "the QA laboratory", "a GP clinic", "the rehab ward".
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
    'unit',
    'ward',
    'room',
    'clinic',
    'practice',
    'venue',
    'manufacturer',
    'supplier',
    'retailer',
    'wholesaler',
    'club',
    'court',
    'tribunal',
    'refinery',
    'smelter',
    // The test a person passes: "a drug and alcohol test", "a literacy screen".
    'test',
    'screen',
  ].map((w) => normalise(w)),
);

/**
 * Whether the name says where: a place word follows it, alone or after another name joined to
 * it ("an aged care and disability provider", "an earthmoving and civil company").
 */
function namesAPlace(
  tokens: readonly Token[],
  from: number,
  to: number,
  starts: ReadonlySet<number>,
): boolean {
  // A two-word name that ends with a place word, after an article or a possessive: "at our
  // bottle shop", "volunteer at the op shop", "an alumina refinery" (not "the General Insurance
  // Code of Practice").
  const before = tokens[from - 1];
  if (
    to - from === 2 &&
    PLACES.has((tokens[to - 1] as Token).text) &&
    before !== undefined &&
    !(tokens[from] as Token).breakBefore &&
    PLACE_ARTICLES.has(before.text)
  )
    return true;
  const next = tokens[to];
  if (next === undefined || next.breakBefore) return false;
  // Not a place word that begins a name of its own: "coaching store managers".
  if (PLACES.has(next.text)) return !starts.has(to);
  // "X and Y company": one word between, neither it nor the place word the start of a name of
  // its own ("equipment prescription and minor home modifications", "laundry and turndown
  // service").
  const other = tokens[to + 1];
  const place = tokens[to + 2];
  return (
    LIST_JOINS.has(next.text) &&
    // Not the last items of a list: "builders, architects and hardware stores".
    !(tokens[from] as Token).breakBefore &&
    other !== undefined &&
    place !== undefined &&
    !other.breakBefore &&
    !place.breakBefore &&
    !STOP_WORDS.has(other.text) &&
    PLACES.has(place.text) &&
    !starts.has(to + 1) &&
    !starts.has(to + 2)
  );
}

const LIST_JOINS = new Set(['and', 'or']);
const PLACE_ARTICLES = new Set(['a', 'an', 'the', 'our', 'their', 'your', 'my']);
const TEAMS = new Set(['team', 'department']);

/** A name that is an item of a list on its own: a break or "and" before it and after it. */
function isListItem(text: string, tokens: readonly Token[], from: number, to: number): boolean {
  const before = from === 0 || (tokens[from] as Token).breakBefore;
  const after = tokens[to];
  // A parenthesis after the item is its own note: "waxing (incl. brazilian), lash lifts".
  const noted =
    after !== undefined && /^\s*\(/.test(text.slice((tokens[to - 1] as Token).end, after.start));
  const ends = after === undefined || after.breakBefore || noted || LIST_JOINS.has(after.text);
  const previous = (tokens[from - 1] as Token | undefined)?.text ?? '';
  // A list's first item after the word that opens it, a comma after it: "help with sales,
  // rostering and ..." (not "shifts on rotation.").
  const opens =
    LIST_OPENERS.has(previous) &&
    after !== undefined &&
    /^\s*,\s*$/.test(text.slice((tokens[to - 1] as Token).end, after.start));
  return ends && (before || LIST_JOINS.has(previous) || opens);
}

/** The plural of a word counted by the number before it: "3 years", "12 months". */
function pluralAfterNumber(tokens: readonly Token[], i: number): boolean {
  const token = tokens[i] as Token;
  const before = tokens[i - 1] as Token;
  return (
    !token.breakBefore &&
    /^\d+\+?$/.test(before.raw) &&
    before.raw !== '1' &&
    /s$/i.test(token.raw) &&
    !token.text.endsWith('s')
  );
}

/** The employer, before "are" or "is": "we are recruiting", "our client is recruiting". */
const DOERS = new Set(['we', 'they', 'who', 'client', 'company', 'business', 'team']);
const PROGRESSIVE = new Set(['are', 'is', 'were']);
/** A person speaking of themselves: "I am currently ..." is their own work. */
const SELF = new Set(['i', 'am', 'im']);

/**
 * A one-word activity the employer is doing now: "We are recruiting", "we're recruiting",
 * "currently recruiting", "Now recruiting" ("were" is "we're" as compared). Not a person's own:
 * "I am currently teaching".
 */
function employersVerb(tokens: readonly Token[], from: number, to: number): boolean {
  if (to - from !== 1 || !(tokens[from] as Token).text.endsWith('ing') || from === 0) return false;
  if ((tokens[from] as Token).breakBefore) return false;
  const previous = (tokens[from - 1] as Token).text;
  if (previous === 'now' || previous === 'currently') {
    const speaker = tokens[from - 2];
    return !(speaker && !(tokens[from - 1] as Token).breakBefore && SELF.has(speaker.text));
  }
  if (!PROGRESSIVE.has(previous)) return false;
  if (previous === 'were' && /['’]/.test((tokens[from - 1] as Token).raw)) return true;
  const doer = tokens[from - 2];
  return doer !== undefined && !(tokens[from - 1] as Token).breakBefore && DOERS.has(doer.text);
}

const LIST_OPENERS = new Set(['with', 'in', 'including', 'include', 'includes', 'like', 'on']);

// The title of a qualification, from its level or kind to the end of its clause: "Certificate
// III in Individual Support", "Cert III/IV Commercial Cookery", "Bachelor of Science
// (Microbiology)", "Diploma of Early Childhood Education and Care". Its words name the
// qualification, not skills of their own.
const QUALIFICATION_TITLE =
  /\b(?:cert(?:ificate)?\.?\s*(?:iv|i{1,3}|[1-4])\b(?:\s*(?:\/|&|and|or)\s*(?:iv|i{1,3}|[1-4])\b)?(?:\s+(?:in|of))?|(?:(?:advanced|adv\.?|graduate|grad\.?)\s+)?(?:diploma|dip\.?)\s+(?:of|in)|grad(?:uate)?\.?\s+cert(?:ificate)?\.?(?:\s+(?:of|in))?|(?:bachelor|master)(?:['’]?s)?(?:\s+degree)?\s+(?:of|in)|(?:associate\s+)?degree\s+(?:of|in))\b[^.,;:!?\n\r•|–—()]*?(?=\s+(?:or|with|plus|and)\b|[.,;:!?\n\r•|–—(]|$)(?:\s*\([^)]*\))?/giu;

/** A discipline before "degree" names the degree: "a Civil engineering degree", "Science degree". */
const DISCIPLINE_DEGREE =
  /\b(?:(?!(?:and|or|with|a|an|the|any|relevant|related|tertiary|university|your|their|of|in|to|hold|holds|have|has|is|plus)\b)\p{L}+\s+){1,3}(?=degree\b)/giu;

/** Where the text names qualifications: [start, end) of each title. */
function qualificationTitles(text: string): [number, number][] {
  if (!/cert|dip|bachelor|master|degree/i.test(text)) return [];
  return [...text.matchAll(QUALIFICATION_TITLE), ...text.matchAll(DISCIPLINE_DEGREE)].map((m) => [
    m.index ?? 0,
    (m.index ?? 0) + m[0].length,
  ]);
}

type Found = { name: Name; from: number; to: number };

/**
 * An acronym of a name is not a word written with one capital: "Olympic Dam" is no DAM (digital
 * asset management), "Met call quality targets" no MET call. (Lower case is how some write
 * acronyms: "i have my rsa"; but not a standard's "AS".)
 */
function misreadAcronym(written: string, raw: string): boolean {
  // Only a name written with capitals first can be misread.
  const c = written.charCodeAt(0);
  if (c < 65 || c > 90) return false;
  // A standard's "AS" is never the word "as": "such as 3000 staff".
  if (
    /^(AS|ISO)(?!\p{L})/u.test(written) &&
    /^(as|iso)/i.test(raw) &&
    /^\p{Ll}|^\p{Lu}\p{Ll}/u.test(raw)
  )
    return true;
  return /^[A-Z]{2,5}(?![\p{L}\p{N}])/u.test(written) && /^\p{Lu}\p{Ll}+$/u.test(raw);
}

/**
 * Where a text's heading ends (0 when it has none): a first line of a few words above the rest,
 * not a sentence ("Maintenance Fitter – Mobile Plant | FIFO Perth – Pilbara").
 */
function headingOf(text: string): number {
  const end = text.indexOf('\n');
  if (end < 0 || end > 120) return 0;
  return /[.!?](\s|$)/.test(text.slice(0, end)) ? 0 : end;
}

/**
 * Whether two places of a heading are in one part of it (parts are split by – | , ( and so on;
 * not by "/", which joins names of one job: "Bank Teller / Customer Service").
 */
function sameSegment(text: string, a: number, b: number): boolean {
  const [from, to] = a < b ? [a, b] : [b, a];
  return !/[–—|,;()]|\s-\s/.test(text.slice(from, to));
}

/**
 * An occupation's name that qualifies another word is not the person: in the plural possessive
 * ("the shearers' quarters", "the teachers' lounge") or in a measure ("a 25-chef brigade").
 */
function modifiesAnother(text: string, start: number, end: number): boolean {
  // The plural possessive only: "the CEO's diary" is the person.
  if (/s$/i.test(text.slice(start, end)) && /^['’](?!\p{L})/u.test(text.slice(end))) return true;
  return text[start - 1] === '-' && /\d/.test(text[start - 2] ?? '');
}

/**
 * The other forms of a verb written in "-ing" ("making": make, made is irregular and left out;
 * "handling": handle, handled; "planning": plan, planned), as compared (a plural "makes" folds
 * to "make").
 */
function verbForms(gerund: string): string[] {
  const stem = gerund.slice(0, -3);
  const forms = [stem, `${stem}e`, `${stem}ed`];
  // "planning" is plan + n + ing.
  if (/([b-df-hj-np-tv-z])\1$/.test(stem)) forms.push(stem.slice(0, -1));
  // "supervising" is supervise + d in the past: stem + "ed" is "supervised" already.
  return forms;
}

/** Words that say a language is spoken: "speak Hindi", "fluent Cantonese", "Greek speaker". */
const SPEAKING = new Set(
  [
    'speak',
    'speaks',
    'spoke',
    'speaking',
    'speaker',
    'fluent',
    'fluently',
    'fluency',
    'bilingual',
    'multilingual',
    'language',
    'native',
    'conversational',
    'basic',
    'interpreter',
    'interpreting',
    'translator',
    'translating',
    'translation',
    'tongue',
  ].map((w) => normalise(w)),
);

/**
 * The languages a text speaks of: a name of a language with a word of speaking in it or near it
 * (four words before, three after), or in a run of languages one of which has ("Languages:
 * Greek, Italian and Arabic", "Arrernte language"). "A Vietnamese restaurant" names none.
 */
function spokenLanguages(found: readonly Found[], tokens: readonly Token[]): Set<Found> {
  const languages = found.filter((f) => f.name.entry.language);
  const spoken = new Set<Found>();
  if (languages.length === 0) return spoken;
  const cued = (f: Found) => {
    for (let k = Math.max(0, f.from - 4); k < Math.min(tokens.length, f.to + 3); k++) {
      if (SPEAKING.has((tokens[k] as Token).text)) return true;
    }
    return false;
  };
  let run: Found[] = [];
  const close = () => {
    if (run.some(cued)) for (const f of run) spoken.add(f);
    run = [];
  };
  for (const f of languages) {
    const last = run.at(-1);
    if (last && f.from - last.to > 3) close();
    run.push(f);
  }
  close();
  return spoken;
}

/**
 * Whether words are written as a name is: "Teams" is the product, "team" is not; "Go" the
 * language, "go" the verb; "SOLID" the principles, "solid" the adjective; "OT" not "ot". An
 * everyday activity of a sector ("Dispatch", "Fencing") is written in any case.
 */
function writtenAs(raw: string, name: Name): boolean {
  // The plural of an abbreviation is written as it is: "EDMs", "RNs".
  const words = raw
    .replace(/[-/]/g, ' ')
    .replace(/\s*&\s*/g, '&')
    .replace(/\s+/g, ' ')
    .replace(/\b(\p{Lu}{2,})s\b/gu, '$1');
  const written = name.written.replace(/[-/]/g, ' ').replace(/\s*&\s*/g, '&');
  const sentenceCase =
    name.entry.category !== 'technology' &&
    name.entry.kind === 'skill' &&
    /^\p{Lu}[\p{Ll} ]*$/u.test(written);
  return sentenceCase ? words.toLowerCase() === written.toLowerCase() : words === written;
}

/** Words before a name that make it a person: "a physio", "their GP", "two chefs". */
const PERSON_BEFORE = new Set([
  'a',
  'an',
  'the',
  'our',
  'their',
  'your',
  'my',
  'his',
  'her',
  'each',
  'every',
  'another',
]);

/** A name written as a person is: in the plural ("GPs", "physios") or after an article. */
function writtenAsPerson(tokens: readonly Token[], from: number, to: number): boolean {
  const last = tokens[to - 1] as Token;
  const raw = last.raw.toLowerCase();
  if (raw.endsWith('s') && !last.text.endsWith('s')) return true;
  const before = tokens[from - 1];
  return (
    before !== undefined &&
    !(tokens[from] as Token).breakBefore &&
    (PERSON_BEFORE.has(before.text) || /^\d+$/.test(before.text))
  );
}

/**
 * One reading per place. A name that is both a skill and an occupation's title ("physio", "GP",
 * "barista") is the person when written as one ("a physio", "GPs") or in a heading, else the
 * skill.
 */
function readOnce(found: Found[], tokens: readonly Token[], heading: number) {
  for (let k = 0; k < found.length; k++) {
    const f = found[k] as Found;
    let end = k + 1;
    while (end < found.length && (found[end] as Found).from === f.from) end += 1;
    if (end - k > 1) {
      const group = found.slice(k, end);
      const people = group.filter((g) => g.name.entry.kind === 'occupation');
      if (people.length > 0 && people.length < group.length) {
        const keep =
          writtenAsPerson(tokens, f.from, f.to) || (tokens[f.from] as Token).start < heading
            ? people
            : group.filter((g) => g.name.entry.kind !== 'occupation');
        found.splice(k, end - k, ...keep);
        end = k + keep.length;
      }
    }
    k = end - 1;
  }
}

const SMALL_WORDS = new Set(['of', 'and', 'the', 'for', 'in', 'to', 'with', 'on']);

/**
 * An abbreviation in parentheses after the words it abbreviates means those words: in
 * "Verification of Competency (VOC)" VOC is not "Voice of the customer". Its mention stays only
 * when the spelled-out words are a mention of the same entry ("Articulated dump truck (ADT)").
 */
function dropMisreadAbbreviations(found: Found[], tokens: readonly Token[], text: string) {
  for (let k = found.length - 1; k >= 0; k--) {
    const f = found[k] as Found;
    const token = tokens[f.from] as Token;
    if (f.to - f.from !== 1 || !/^[A-Z]{2,6}$/.test(token.raw)) continue;
    if (text[token.start - 1] !== '(' || text[token.end] !== ')') continue;
    const letters = token.raw.toLowerCase();
    const spelled = spelledOut(tokens, f.from, letters);
    if (spelled === null) continue;
    const there = found.filter((g) => g.from < f.from && g.to > spelled);
    const same = there.some((g) => g.name.entry === f.name.entry);
    // Nothing found there: the entry stays if it is what the words spell.
    if (!same && (there.length > 0 || !spellsOut(f.name.entry, letters))) found.splice(k, 1);
  }
}

/**
 * Capital letters right after a standard's number are its categories, not names: "AS/NZS 1554
 * GP and SP" (general and structural purpose), "AS 1554.1 (SP)".
 */
const STANDARD_BODIES = new Set(['as', 'iso', 'en']);
function dropStandardCategories(found: Found[], tokens: readonly Token[], text: string) {
  for (let k = 0; k < tokens.length; k++) {
    if (!/^\d{3,}$/.test((tokens[k] as Token).text)) continue;
    if (!STANDARD_BODIES.has((tokens[k - 1] as Token | undefined)?.text ?? '')) continue;
    let j = k + 1;
    while (j < tokens.length) {
      const token = tokens[j] as Token;
      const gap = text.slice((tokens[j - 1] as Token).end, token.start);
      if (!/^[\s(),/&]*$/.test(gap)) break;
      if (/^[A-Z]{1,4}$/.test(token.raw)) {
        for (let f = found.length - 1; f >= 0; f--) {
          const g = found[f] as Found;
          if (g.from === j && g.to === j + 1) found.splice(f, 1);
        }
      } else if (token.text !== 'and' && token.text !== 'or') break;
      j += 1;
    }
  }
}

/**
 * A unit's code beside a name says which entry the name is: in "First Aid (HLTAID012)" and
 * "HLTAID012 Provide First Aid" the first aid is the code's (education and care), not the plain
 * first aid certificate.
 */
function dropCodedNeighbours(found: Found[], tokens: readonly Token[], text: string) {
  const coded = found.filter(
    (f) => f.to - f.from === 1 && /^[A-Z]{5,8}\d{3,4}[A-Z]?$/.test((tokens[f.from] as Token).raw),
  );
  if (coded.length === 0) return;
  const between = (a: number, b: number) =>
    text.slice((tokens[a - 1] as Token).end, (tokens[b] as Token).start);
  for (const code of coded) {
    for (let k = found.length - 1; k >= 0; k--) {
      const g = found[k] as Found;
      if (g.name.entry === code.name.entry || g.name.entry.kind === 'occupation') continue;
      if (g.name.entry.kind !== code.name.entry.kind) continue;
      const before = g.to === code.from && /^\s*\(?\s*$/.test(between(g.to, code.from));
      const after = g.from === code.to && /^\s*$/.test(between(code.to, g.from));
      if (before || after) found.splice(k, 1);
    }
  }
}

/** Whether one of an entry's names begins with these initials ("Elevated work platform" for EWP). */
function spellsOut(entry: TaxonomyEntry, letters: string): boolean {
  return [entry.label, ...entry.aliases].some((name) => {
    const words = normalise(name).split(' ');
    const initials = (list: string[]) => list.map((w) => w[0]).join('');
    // "Elevated work platform licence" spells EWP: the name may go on after the letters.
    return (
      initials(words).startsWith(letters) ||
      initials(words.filter((w) => !SMALL_WORDS.has(w))).startsWith(letters)
    );
  });
}

/** Where the words an abbreviation stands for begin, right before it, or null. */
function spelledOut(tokens: readonly Token[], at: number, letters: string): number | null {
  let rest = letters;
  for (let k = at - 1; k >= 0 && k >= at - letters.length - 4; k--) {
    const word = (tokens[k] as Token).text;
    if (rest.endsWith(word[0] as string)) rest = rest.slice(0, -1);
    else if (!SMALL_WORDS.has(word)) return null;
    if (rest === '') return k;
    if ((tokens[k] as Token).breakBefore) return null;
  }
  return null;
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

/**
 * An ambiguous entry's name that is a plain word of a single token ("react", "go", and of any
 * length outside technology: "compliance", "reporting", "administration").
 */
function isEverydayName(name: string, entry: TaxonomyEntry): boolean {
  const longest = entry.category === 'technology' ? 8 : 16;
  return entry.ambiguous === true && /^[\p{L}]+$/u.test(name) && name.length <= longest;
}
