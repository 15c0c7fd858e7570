// Turns what a talent typed into the pieces of a full-text query. Only letters and digits
// reach the query text, so no tsquery operator or SQL character typed by a user can change
// its meaning; the words are always AND-ed. A word the jobs use whole is matched whole (a
// prefix of a common word expands to many index entries and costs a lot); any other word is
// matched as a prefix, for a word still being typed.
export const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;

export interface ParsedKeywords {
  /** Lowercased words, in order, deduplicated. */
  terms: string[];
  /**
   * The whole input, trimmed and lowercased: compared with job ids (custom code, the feed's
   * identifier, url code). Feed identifiers may hold '/', ':' and '#' ('REQ/2025/0042').
   */
  jobId: string | null;
}

export function parseKeywords(input: string | null | undefined): ParsedKeywords {
  const text = (input ?? '').normalize('NFKC').trim();
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const terms = [...new Set(words.map((w) => w.slice(0, MAX_TERM_LENGTH)))].slice(0, MAX_TERMS);
  const jobId = /^[\p{L}\p{N}][\p{L}\p{N}._\-/:#]{1,99}$/u.test(text) ? text.toLowerCase() : null;
  return { terms, jobId };
}

/**
 * One query term: the word itself when it is a known whole word, else as a prefix, or any of
 * its corrections (close words from the job titles and skills). A word with corrections is
 * taken as finished but misspelt: it and its corrections are matched whole (the prefix of a
 * misspelt stem, 'registr:*', expands to many index entries for nothing).
 */
export function termQuery(term: string, corrections: readonly string[], known = false): string {
  if (!corrections.length) return known ? term : `${term}:*`;
  return `(${[term, ...corrections].join(' | ')})`;
}

/** The AND of every term's query: the text handed to `to_tsquery('english', …)`. */
export function buildTsQuery(
  terms: readonly string[],
  corrections: ReadonlyMap<string, readonly string[]>,
  knownWords: ReadonlySet<string> = new Set(),
): string {
  return terms.map((t) => termQuery(t, corrections.get(t) ?? [], knownWords.has(t))).join(' & ');
}
