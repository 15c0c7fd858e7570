// Search synonyms (data/search-synonyms.json): groups of names a person searching means the same
// job, licence or skill by ("sparky" and "electrician", "EN" and "enrolled nurse", "FIFO" and
// "fly in fly out"). Job search ORs a group's terms where the keywords name one of them. Words
// are compared as search compares them: lower case, accents folded, punctuation a space, simple
// plurals folded ("sparkies", "tradies").
import groups from '../data/search-synonyms.json' with { type: 'json' };
import { foldWord } from './normalise';

export interface SynonymGroup {
  /** Stable id. */
  id: string;
  /** The names, the preferred one first, each as a person writes it. */
  terms: readonly string[];
  /**
   * The trade or discipline people of the group practise ("carpentry" for carpenters): typed,
   * it also finds the group's terms; the terms do not find it ("carpenter" is not every
   * carpentry job).
   */
  fields?: readonly string[];
  /** The taxonomy entry the group names, where there is one. */
  entry?: string;
  /**
   * Groups of kinds of this job, by id ("pastry chef" of "chef", "heavy rigid driver" of
   * "truck driver"): the group's terms also find theirs (and their narrower ones'); theirs do not
   * find the group's.
   */
  narrower?: readonly string[];
  /**
   * For a licence or ticket: groups of the jobs it is for, by id ("forklift-driver" of
   * "forklift-licence"). A person who types the licence looks for work that asks for it: the
   * group's terms also find the jobs' (and their narrower ones'); the jobs' do not find the
   * licence.
   */
  jobs?: readonly string[];
}

export interface SynonymMatch {
  /** Position of the first matched word in the words searched, and how many words it spans. */
  start: number;
  length: number;
  group: SynonymGroup;
  /** Every term of the group as its words (the matched term among them); a field typed first. */
  alternatives: string[][];
  /**
   * The alternatives that name the group itself (its terms, the field typed), not a kind of it
   * or a job it is for: a title with one of these as written is the closer match.
   */
  own: string[][];
}

// Letters the accent removal of the database (unaccent) spells out rather than strips.
const SPELLED_OUT: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
};
// Names the words would lose their marks in: C#, F#, C++ and .NET. The database rewrites a job's
// text the same way (talent_search_text, migration 0015).
const NAMED_MARKS: [RegExp, string][] = [
  [/(^|[^\p{L}\p{N}])([cf])#/gu, '$1 $2sharp '],
  [/(^|[^\p{L}\p{N}])c\+\+/gu, '$1 cplusplus '],
  [/\.net(?![\p{L}\p{N}])/gu, ' dotnet'],
];

/**
 * A text's words as search reads them: lower case, no accents, C#, C++ and .NET as words of
 * their own (csharp, cplusplus, dotnet), split at anything else ('Vue/Nuxt': vue, nuxt).
 */
export function searchWords(text: string): string[] {
  let folded = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþ]/g, (c) => SPELLED_OUT[c] ?? c);
  for (const [pattern, replacement] of NAMED_MARKS) folded = folded.replace(pattern, replacement);
  return folded.match(/[\p{L}\p{N}]+/gu) ?? [];
}

export const searchSynonymGroups: readonly SynonymGroup[] = groups as SynonymGroup[];

const key = (words: readonly string[]) => words.map(foldWord).join(' ');

const groupById = new Map(searchSynonymGroups.map((g) => [g.id, g]));

/**
 * A group's terms, then those of its narrower groups (or, for a licence, of its jobs' groups) and
 * theirs, each once.
 */
function termsWithNarrower(group: SynonymGroup): string[][] {
  const seen = new Set<string>();
  const terms: string[][] = [];
  const visit = (g: SynonymGroup) => {
    if (seen.has(g.id)) return;
    seen.add(g.id);
    terms.push(...g.terms.map(searchWords));
    for (const id of [...(g.narrower ?? []), ...(g.jobs ?? [])]) {
      const narrower = groupById.get(id);
      if (narrower) visit(narrower);
    }
  };
  visit(group);
  return terms;
}

/**
 * The alternatives without those that hold all the words of a shorter one (or of one before them
 * in another order): any of them matches what the shorter one does ("registered nurse" adds
 * nothing to "nurse" in an OR), and each alternative costs the search an index lookup and every
 * found job a check.
 */
function withoutSubsumed(alternatives: string[][]): string[][] {
  const folded = alternatives.map((words) => new Set(words.map(foldWord)));
  return alternatives.filter((_, i) => {
    const own = folded[i] as Set<string>;
    // A shorter one, or the same words written in another order before it.
    return !folded.some(
      (other, j) =>
        j !== i &&
        (other.size < own.size || (other.size === own.size && j < i)) &&
        [...other].every((w) => own.has(w)),
    );
  });
}

/**
 * The terms of the other groups that have this one word among theirs ('nursing': 'assistant in
 * nursing', 'AIN'), with their narrower groups'.
 */
function termsNaming(word: string, except: SynonymGroup): string[][] {
  return searchSynonymGroups
    .filter((g) => g !== except && g.terms.some((t) => searchWords(t).map(foldWord).includes(word)))
    .flatMap(termsWithNarrower);
}

/**
 * A one-word term that starts another term's word of its group is a clipped name ('physio' of
 * physiotherapist, 'dev' of developer): people say it of the field too ('a physio clinic').
 * A name the field is made from is not clipped ('butcher' of butchery).
 */
function isClipped(words: readonly string[], group: SynonymGroup): boolean {
  const [word] = words;
  if (words.length !== 1 || !word) return false;
  return group.terms.some((name) =>
    searchWords(name).some((w) => w !== word && w.startsWith(word)),
  );
}

/** Each term's and field's compared form, to what it finds. */
const byTerm = new Map<
  string,
  { group: SynonymGroup; alternatives: string[][]; own: string[][] }
>();
let longestTerm = 1;
for (const group of searchSynonymGroups) {
  const own = group.terms.map(searchWords);
  const terms = withoutSubsumed(termsWithNarrower(group));
  const fields = (group.fields ?? []).map(searchWords);
  const add = (words: string[], alternatives: string[][], names: string[][]) => {
    byTerm.set(key(words), { group, alternatives, own: withoutSubsumed(names) });
    longestTerm = Math.max(longestTerm, words.length);
  };
  for (const words of own) {
    if (isClipped(words, group))
      add(words, withoutSubsumed([...terms, ...fields]), [...own, ...fields]);
    else add(words, terms, own);
  }
  // A field finds the group's terms and itself, and the jobs named after it in other groups
  // ('nursing': an assistant in nursing, an AIN, is not a nurse but works in nursing).
  for (const words of fields) {
    const named = words.length === 1 ? termsNaming(foldWord(words[0]!), group) : [];
    add(words, withoutSubsumed([words, ...terms, ...named]), [words, ...own]);
  }
}

/**
 * The runs of words that name a group's term, left to right, the longest run first at each
 * place ("hr licence" is heavy rigid; "hr" alone, human resources). Runs never overlap.
 */
export function findSynonyms(words: readonly string[]): SynonymMatch[] {
  const found: SynonymMatch[] = [];
  for (let start = 0; start < words.length; ) {
    let match: SynonymMatch | null = null;
    for (let length = Math.min(longestTerm, words.length - start); length >= 1; length--) {
      const entry = byTerm.get(key(words.slice(start, start + length)));
      if (entry) {
        match = { start, length, ...entry };
        break;
      }
    }
    if (match) {
      found.push(match);
      start += match.length;
    } else {
      start++;
    }
  }
  return found;
}
