// Section headings found by meaning: a line is a heading when it looks like one (short, no full
// stop, set apart by bold, size, capitals or markup) and its words name a section kind of
// data/section-headings.json, exactly after normalising or by word overlap.
import { foldWord } from '@talent/taxonomy';
import data from '../../data/section-headings.json' with { type: 'json' };
import type { TextLine } from '../types';
import { fold, isBullet, isUpperCase, stripBullet, wordsOf } from './text';

export type SectionKind =
  | 'summary'
  | 'work'
  | 'education'
  | 'certificates'
  | 'skills'
  | 'languages'
  | 'contact'
  | 'references'
  | 'interests'
  | 'projects'
  | 'volunteering'
  | 'awards'
  /** A section of none of the kinds above ("Availability", "Work rights"): read for nothing. */
  | 'other';

const FILLER = new Set(data.fillerWords.map((w) => fold(w)));

/** The content words of a heading: lower case, '&' as 'and', no punctuation, singular, no filler. */
export function headingWords(text: string): string[] {
  return fold(text)
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((w) => w && !FILLER.has(w))
    .map((w) => foldWord(w));
}

interface Phrasing {
  kind: SectionKind;
  words: string[];
  key: string;
}

const PHRASINGS: Phrasing[] = data.sections.flatMap((section) =>
  section.phrasings.map((p) => {
    const words = headingWords(p);
    return { kind: section.id as SectionKind, words, key: words.join(' ') };
  }),
);
// The words each kind's phrasings use: a heading matched by overlap uses only these.
const VOCABULARY = new Map<SectionKind, Set<string>>();
for (const p of PHRASINGS) {
  const words = VOCABULARY.get(p.kind) ?? new Set<string>();
  for (const w of p.words) words.add(w);
  VOCABULARY.set(p.kind, words);
}
const ALL_WORDS = new Set(PHRASINGS.flatMap((p) => p.words));
const BY_KEY = new Map<string, SectionKind>();
for (const p of PHRASINGS) if (!BY_KEY.has(p.key)) BY_KEY.set(p.key, p.kind);

export interface HeadingMatch {
  kind: SectionKind;
  /** Written exactly as a known phrasing (after normalising), not only sharing words with one. */
  exact: boolean;
}

/** The section kind a heading's text names, or null. */
export function matchHeading(text: string): HeadingMatch | null {
  const words = headingWords(text.replace(/:\s*$/, ''));
  if (words.length === 0 || words.length > 5) return null;
  const exact = BY_KEY.get(words.join(' '));
  if (exact) return { kind: exact, exact: true };
  // Word overlap: the share of the two word sets in common; half or more names the kind, when
  // every word of the heading is one the kind's phrasings use ("Software Developer" is a title,
  // not the "Software" section).
  let best: { kind: SectionKind; score: number } | null = null;
  const set = new Set(words);
  for (const p of PHRASINGS) {
    const own = VOCABULARY.get(p.kind) as Set<string>;
    const foreign = words.filter((w) => !own.has(w));
    // One word of another kind's may join three or more: "Work Experience & Achievements".
    const allowed =
      words.length >= 3 && foreign.length === 1 && ALL_WORDS.has(foreign[0] as string);
    if (foreign.length > 0 && !allowed) continue;
    const common = p.words.filter((w) => set.has(w)).length;
    if (common === 0) continue;
    const score = common / new Set([...p.words, ...words]).size;
    if (score >= 0.5 && (!best || score > best.score)) best = { kind: p.kind, score };
  }
  return best ? { kind: best.kind, exact: false } : null;
}

const MAX_HEADING_CHARS = 45;

/** Short, no digits, no sentence's end. */
function headingShaped(text: string): boolean {
  return text.length <= MAX_HEADING_CHARS && !/[.!?]$/.test(text) && !/\d/.test(text);
}

/** Short, no digits, no sentence's end, no "label: content": text a heading could be. */
export function looksLikeHeadingText(text: string): boolean {
  const t = undecorated(text.trim());
  return t.length > 0 && headingShaped(t) && !/:./.test(t) && wordsOf(t).length <= 5;
}

/** Every word of four letters or more starts with a capital: "Work Experience & Achievements". */
function isTitleCase(text: string): boolean {
  const long = text.split(/\s+/).filter((w) => w.replace(/[^\p{L}]/gu, '').length >= 4);
  return long.length > 0 && long.every((w) => /^[\p{Lu}]/u.test(w));
}

/**
 * Whether the line is set apart as a heading is: markup, bold, bigger, capitals, a colon; in a
 * document with no type styles at all (a text file), Title Case on a line of its own.
 */
function setApart(line: TextLine, bodySize: number): boolean {
  const text = line.text.trim();
  if (bodySize === 0 && !line.bold && isTitleCase(text)) return true;
  return (
    Boolean(line.heading) ||
    line.bold ||
    (bodySize > 0 && line.fontSize >= bodySize + 1) ||
    isUpperCase(text) ||
    text.endsWith(':')
  );
}

export interface Heading {
  kind: SectionKind;
  /** Text after "Skills:" on the heading's own line, when it carries content. */
  inline?: string;
  /** Set apart as a heading, in words of no section we know. */
  unknown?: boolean;
}

/** "E X P E R I E N C E" as designers space it, read as the word. */
function undecorated(text: string): string {
  if (!/^(?:\p{L} ){3,}\p{L}(?:\s{2,}(?:\p{L} )*\p{L})*$/u.test(text)) return text;
  return text
    .split(/\s{2,}/)
    .map((word) => word.replace(/ /g, ''))
    .join(' ');
}

/**
 * A scanned line without the marks OCR read a heading's rule as, after its cells or words: marks,
 * noughts, or a cell of one character (a speck, or the rule's end read as "5").
 */
export function ocrHeadingText(text: string): string {
  return text
    .replace(/(?:\t(?:[^\p{L}\p{N}\t]*|[0oO]{3,}|\s*\S\s*))+$/u, '')
    .replace(/(?<=\p{L})[^\p{L}\p{N}\t]+$/u, '');
}

/** The heading a line is, or null. */
export function headingOf(line: TextLine, bodySize: number): Heading | null {
  // OCR reads a heading's rule as marks beside it: "QUALIFICATIONS | .", "LANGUAGES | ===",
  // "EXPERIENCE. ~~~ | 000000" (a rule's dots as noughts).
  const read = line.ocr ? ocrHeadingText(line.text) : line.text;
  const text = undecorated(read.trim());
  if (!text) return null;
  // A list item is content, unless a glyph decorates a heading in capitals ("■ SKILLS").
  if (isBullet(line) && !(isUpperCase(stripBullet(text)) && !line.listItem)) return null;
  if (text !== stripBullet(text) && isUpperCase(stripBullet(text))) {
    return headingOf({ ...line, text: stripBullet(text) }, bodySize);
  }
  // A glyph before a heading in capitals that OCR read as some other mark or a digit ("◆" as
  // "4", "¢" or "@"): the heading, when its words are a known one's.
  const glyph = /^(?:[^\p{L}\s]{1,2}|\d)\s+(?=\p{Lu})/u.exec(text);
  if (glyph && line.ocr) {
    const rest = text.slice(glyph[0].length);
    if (isUpperCase(rest) && matchHeading(rest)?.exact)
      return headingOf({ ...line, text: rest }, bodySize);
  }
  // "Languages: English, Vietnamese": a known phrasing, a colon, then the section's content.
  const colon = text.indexOf(':');
  if (colon > 0 && colon < text.length - 1) {
    const match = matchHeading(text.slice(0, colon));
    const inline = text.slice(colon + 1).trim();
    if (match?.exact && match.kind !== 'work' && wordsOf(text.slice(0, colon)).length <= 4)
      return { kind: match.kind, inline };
    return null;
  }
  if (!headingShaped(text)) return null;
  // OCR's marks inside a heading's words ("KEY skiLL,s"): its letters alone.
  const match =
    matchHeading(text) ?? (line.ocr ? matchHeading(text.replace(/[^\p{L}\s]/gu, '')) : null);
  if (!match) {
    // Marked as a heading by the document, or set in bigger type: a section we do not read.
    const bigger = bodySize > 0 && line.fontSize >= bodySize + 2;
    return (line.heading || bigger) && wordsOf(text).length <= 4
      ? { kind: 'other', unknown: true }
      : null;
  }
  if (match.exact || setApart(line, bodySize)) return { kind: match.kind };
  return null;
}
