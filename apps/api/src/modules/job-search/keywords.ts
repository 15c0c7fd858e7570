// Turns what a talent typed into the pieces of a full-text query. Only letters and digits
// reach the query text, so no tsquery operator or SQL character typed by a user can change
// its meaning; the words are always AND-ed. Words are read as the database reads a job's text
// (searchWords: accents folded, C# and .NET kept, punctuation a space; migration 0015). A run
// of words that names a search synonym ('sparky', 'EN', 'fly in fly out') matches any of its
// group's terms. A word the jobs use whole is matched whole (a prefix of a common word expands
// to many index entries and costs a lot); any other word is matched as a prefix, for a word
// still being typed, or as its one correction when it is misspelt.
import { editDistanceAtMost, findSynonyms, searchWords } from '@talent/taxonomy';

export const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;

export interface ParsedKeywords {
  /** Every word of the parts, in order, deduplicated. */
  terms: string[];
  /** The parts of the query, ANDed (see KeywordUnit). */
  units: KeywordUnit[];
  /**
   * The whole input, trimmed and lowercased: compared with job ids (custom code, the feed's
   * identifier, url code). Feed identifiers may hold '/', ':' and '#' ('REQ/2025/0042').
   */
  jobId: string | null;
}

/**
 * A part of the query: one typed word; a run of words that names a synonym group; words
 * joined by a mark ('angular.js', 'front-end': the words, or the words written together);
 * or names typed with a slash between them ('chef/cook', 'LR/MR': any of them).
 */
export interface KeywordUnit {
  /** The typed words it covers. */
  words: string[];
  /** What may match instead, each as its words (all of them present). Null: the word alone. */
  alternatives: string[][] | null;
  /**
   * Of the alternatives, those naming what was typed itself rather than a kind of it ('chef',
   * not 'patissier'): a title with one as written ranks higher. Absent: all of them.
   */
  written?: string[][];
}

/** A run of plain words as parts: synonym runs found first, every other word on its own. */
export function keywordUnits(terms: readonly string[]): KeywordUnit[] {
  const units: KeywordUnit[] = [];
  let next = 0;
  for (const match of findSynonyms(terms)) {
    for (; next < match.start; next++) units.push({ words: [terms[next]!], alternatives: null });
    units.push({
      words: terms.slice(match.start, match.start + match.length),
      alternatives: match.alternatives,
      written: match.own,
    });
    next = match.start + match.length;
  }
  for (; next < terms.length; next++) units.push({ words: [terms[next]!], alternatives: null });
  return units;
}

/**
 * Words that are one synonym term as a whole, as the group's terms (`own`: its own names only);
 * else the words alone.
 */
function namesOf(words: string[]): { alternatives: string[][]; own: string[][] } {
  const [match, ...more] = findSynonyms(words);
  if (!match || more.length || match.length !== words.length) {
    return { alternatives: [words], own: [words] };
  }
  return { alternatives: match.alternatives, own: match.own };
}

/** Names with a slash between them, each with a letter and none a number ('24/7' is not). */
function slashParts(chunk: string): string[][] | null {
  if (!chunk.includes('/')) return null;
  const parts = chunk.split('/').map(searchWords);
  if (parts.length < 2 || parts.some((p) => !p.length || !/\p{L}/u.test(p.join('')))) return null;
  return parts;
}

export function parseKeywords(input: string | null | undefined): ParsedKeywords {
  const text = (input ?? '').normalize('NFKC').trim();
  const units: KeywordUnit[] = [];
  let run: string[] = [];
  const flush = () => {
    units.push(...keywordUnits(run));
    run = [];
  };
  for (const chunk of text.split(/\s+/)) {
    const parts = slashParts(chunk);
    if (parts) {
      flush();
      const names = parts.map(namesOf);
      units.push({
        words: parts.flat(),
        alternatives: names.flatMap((n) => n.alternatives),
        written: names.flatMap((n) => n.own),
      });
      continue;
    }
    const words = searchWords(chunk).map((w) => w.slice(0, MAX_TERM_LENGTH));
    if (words.length <= 1) {
      run.push(...words);
      continue;
    }
    flush();
    const names = namesOf(words);
    units.push(
      names.alternatives.length > 1
        ? { words, alternatives: names.alternatives, written: names.own }
        : { words, alternatives: [words, [words.join('')]] },
    );
  }
  flush();
  const seen = new Set<string>();
  const distinct = units
    .filter((u) => {
      const key = u.words.join(' ');
      return !seen.has(key) && seen.add(key);
    })
    .slice(0, MAX_TERMS);
  const terms = [...new Set(distinct.flatMap((u) => u.words))];
  const jobId = /^[\p{L}\p{N}][\p{L}\p{N}._\-/:#]{1,99}$/u.test(text) ? text.toLowerCase() : null;
  return { terms, units: distinct, jobId };
}

/**
 * The parts with their corrections: a misspelt word whose correction names a synonym group
 * ('electrision': electrician) matches the group, as the word typed right would. A word that
 * starts known words (`typing`: it may be one still being typed) matches as their prefix or as
 * its correction ('carpentr': carpentry, or carpenter).
 */
export function correctedUnits(
  units: readonly KeywordUnit[],
  corrections: ReadonlyMap<string, readonly string[]>,
  typing: ReadonlySet<string> = new Set(),
): KeywordUnit[] {
  return units.map((u) => {
    const correction = u.alternatives ? undefined : corrections.get(u.words[0]!)?.[0];
    if (!correction) return u;
    const [match] = findSynonyms([correction]);
    if (match)
      return {
        words: u.words,
        alternatives: [u.words, ...match.alternatives],
        written: [u.words, ...match.own],
      };
    return typing.has(u.words[0]!) ? { words: u.words, alternatives: [u.words, [correction]] } : u;
  });
}

/** The plain words of the units: the ones that may need a correction. */
export const plainWords = (units: readonly KeywordUnit[]) =>
  units.filter((u) => !u.alternatives).map((u) => u.words[0]!);

/** The parts typed as one word: matched whole when the jobs use them whole, else as prefixes. */
export const singleWords = (units: readonly KeywordUnit[]) =>
  units.filter((u) => u.words.length === 1).map((u) => u.words[0]!);

/**
 * One query term: the word itself when it is a known whole word, else as a prefix, or its
 * correction (the closest word of the job titles and skills). A word with a correction is
 * taken as finished but misspelt: it and its correction are matched whole (the prefix of a
 * misspelt stem, 'registr:*', expands to many index entries for nothing).
 */
export function termQuery(term: string, corrections: readonly string[], known = false): string {
  if (!corrections.length) return known ? term : `${term}:*`;
  return `(${[term, ...corrections].join(' | ')})`;
}

/**
 * Any of the alternatives, each one's words all present, matched whole; the word typed, when it
 * is one word the jobs do not use whole, as a prefix (it may still be being typed: 'physio'),
 * unless it is as short as an abbreviation ('en', 'rsa': a prefix would find every 'en…').
 */
function alternativesQuery(unit: KeywordUnit, knownWords: ReadonlySet<string>): string {
  const typed = unit.words.length === 1 ? unit.words[0]! : null;
  const one = (words: readonly string[]) => {
    if (words.length > 1) return `(${words.join(' & ')})`;
    const word = words[0]!;
    return word === typed && word.length >= 4 && !knownWords.has(word) ? `${word}:*` : word;
  };
  return `(${unit.alternatives!.map(one).join(' | ')})`;
}

function unitQueries(
  units: readonly KeywordUnit[],
  corrections: ReadonlyMap<string, readonly string[]>,
  knownWords: ReadonlySet<string>,
): string[] {
  return units.map((u) => {
    if (u.alternatives) return alternativesQuery(u, knownWords);
    const word = u.words[0]!;
    return termQuery(word, corrections.get(word) ?? [], knownWords.has(word));
  });
}

/** The AND of every part's query: the text handed to `to_tsquery('talent_english', …)`. */
export function buildTsQuery(
  units: readonly KeywordUnit[],
  corrections: ReadonlyMap<string, readonly string[]>,
  knownWords: ReadonlySet<string> = new Set(),
): string {
  return unitQueries(units, corrections, knownWords).join(' & ');
}

/**
 * The OR of the parts' queries, for ranking a title that has some of the words above one that
 * has none; null for a single part (its AND is the same query).
 */
export function buildAnyTsQuery(
  units: readonly KeywordUnit[],
  corrections: ReadonlyMap<string, readonly string[]>,
  knownWords: ReadonlySet<string> = new Set(),
): string | null {
  if (units.length < 2) return null;
  return unitQueries(units, corrections, knownWords).join(' | ');
}

/**
 * A word and its plural as written ('nurse': nurses; 'coach': coaches; 'vacancy': vacancies);
 * a word of three letters or fewer (an abbreviation: 'rn', 'en') alone.
 */
function writtenForms(word: string): string[] {
  if (word.length <= 3) return [word];
  if (/(s|x|z|ch|sh)$/.test(word)) return [word, `${word}es`];
  if (/[^aeiou]y$/.test(word)) return [word, `${word.slice(0, -1)}ies`];
  return [word, `${word}s`];
}

/**
 * The words typed as written, not stemmed, for ranking a title that has them above one that only
 * shares their stems ('developer': 'Developer' above 'Business Development Manager'): the title
 * vector keeps its words as written marked with '=' (migration 0023). Every part as for the
 * match, but only the names of what was typed itself ('chef': a Chef title above a Pâtissier
 * one), its correction, or a word still being typed as a prefix; a whole word in the singular or
 * plural. For a `::tsquery` cast: the words are letters and digits only.
 */
export function buildWrittenTsQuery(
  units: readonly KeywordUnit[],
  corrections: ReadonlyMap<string, readonly string[]>,
  knownWords: ReadonlySet<string> = new Set(),
): string | null {
  if (!units.length) return null;
  const any = (parts: readonly string[]) =>
    parts.length > 1 ? `(${parts.join(' | ')})` : (parts[0] as string);
  const whole = (word: string) => any(writtenForms(word).map((w) => `'=${w}'`));
  const allOf = (words: readonly string[]) =>
    words.length > 1 ? `(${words.map(whole).join(' & ')})` : whole(words[0]!);
  return units
    .map((u) => {
      if (u.alternatives) return any((u.written ?? u.alternatives).map(allOf));
      const word = u.words[0]!;
      const corrected = corrections.get(word) ?? [];
      if (!corrected.length && !knownWords.has(word)) return `'=${word}':*`;
      return any([word, ...corrected].map(whole));
    })
    .join(' & ');
}

/**
 * The fewest edits from one word to the other, up to `max` (null beyond), a swap of two
 * neighbouring letters counting as one ('recepionist' is one from 'receptionist', 'electrision'
 * two from 'electrician'): the taxonomy's edit distance, which its suggestions use too.
 */
export function editsBetween(a: string, b: string, max: number): number | null {
  for (let edits = 0; edits <= max; edits++) if (editDistanceAtMost(a, b, edits)) return edits;
  return null;
}

/** How many edits a word of this length may be away from its correction. */
export const editsAllowed = (term: string) => (term.length <= 5 ? 1 : 2);

export interface CorrectionCandidate {
  word: string;
  /** How many jobs use the word. */
  documents: number;
}

/** What the word list offers a term that is no known word. */
export interface TermCandidates {
  /** The term starts known words: it may be a word still being typed. */
  startsWord: boolean;
  candidates: CorrectionCandidate[];
}

/**
 * The one correction of a misspelt word: of the candidates (words that share enough trigrams
 * with it), the fewest edits away within what its length allows, then the most used. None when
 * no candidate is that close: a nonsense word then finds nothing rather than jobs that happen to
 * share a few letters with it.
 */
export function chooseCorrection(
  term: string,
  candidates: readonly CorrectionCandidate[],
  allowed = editsAllowed(term),
): string | null {
  let best: { word: string; edits: number; documents: number } | null = null;
  for (const { word, documents } of candidates) {
    if (word === term) continue;
    const edits = editsBetween(term, word, allowed);
    if (edits === null) continue;
    if (!best || edits < best.edits || (edits === best.edits && documents > best.documents)) {
      best = { word, edits, documents };
    }
  }
  return best?.word ?? null;
}
