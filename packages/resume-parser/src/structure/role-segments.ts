// A work section's lines cut into roles: each line described (bullet, dates, title-like), then
// a role started at each dated line (or, with no dates at all, at each bold title line) with
// the title-like lines around it as its heading and the lines up to the next role as its body.
import type { TextLine } from '../types';
import { type DateRange, findDateRange } from './dates';
import { findPlace, findWrittenLocation } from './location';
import { companyScore, hasTitleWord, positionScore } from './role-words';
import { cells, clean, isBullet, isUpperCase, wordsOf } from './text';

export interface Info {
  line: TextLine;
  bullet: boolean;
  date: DateRange | null;
  /** The line without its dates. */
  rest: string;
  titleLike: boolean;
}

// A word that starts a sentence, not a name: "Led the team", "I have", "The role involved".
// The word must stand alone ("A-Grade Electrician" is a title).
const VERB_FIRST =
  /^(?:led|ran|won|set|built|grew|made|took|drove|oversaw|helped|worked|responsible|duties|tasks|i|my|we|while|including|achievements?)(?=[\s,:]|$)/i;
// A function word first is a sentence's only when words in lower case follow ("The role was
// varied"); in a name every word of weight is capitalised ("The Coffee Club", "A Touch of Class").
const FUNCTION_FIRST = /^(?:the|a|an|in|as|to|for|and)(?=\s|$)/i;
const MINOR_WORDS = new Set(['of', 'and', 'the', 'for', 'at', 'on', 'in', '&', 'de', 'la']);
const isNameCase = (words: readonly string[]) =>
  words.every((w) => MINOR_WORDS.has(w.toLowerCase()) || /^[\p{Lu}\p{N}(&'’]/u.test(w));
const NOT_VERBS = new Set(['united', 'red', 'seed', 'reed', 'speed', 'bed']);
const MAX_HEADING_WORDS = 12;
// A table's header row ("Dates | Employer | Position") names columns, not a role.
const COLUMN_LABEL =
  /^(?:dates?|period|from|to|employer|company|organi[sz]ation|position|role|title|job title|location|duties)$/i;

/** Short, no full stop, not a sentence starting with a verb: a title, a company, a place. */
export function isTitleLike(text: string, bold: boolean): boolean {
  const t = text.trim();
  const words = wordsOf(t);
  if (words.length === 0 || words.length > MAX_HEADING_WORDS || /[.;!?]$/.test(t)) return false;
  if (!/^[\p{Lu}\p{N}(]/u.test(t)) return false;
  if (cells(t).every((c) => COLUMN_LABEL.test(c))) return false;
  const first = (words[0] as string).toLowerCase().replace(/\W/g, '');
  // "Registered Nurse": an -ed word before a capitalised title word is part of the title.
  const run = words
    .slice(1, 4)
    .filter((_, i, all) => all.slice(0, i + 1).every((x) => /^\p{Lu}/u.test(x)));
  if (/ed$/.test(first) && run.length > 0 && hasTitleWord(run.join(' '))) return true;
  if (FUNCTION_FIRST.test(t) && (words.length < 2 || !isNameCase(words.slice(1)))) return false;
  if (VERB_FIRST.test(t) || (first.length >= 5 && /ed$/.test(first) && !NOT_VERBS.has(first)))
    return false;
  return (
    bold ||
    isUpperCase(t) ||
    words.length <= 4 ||
    companyScore(t) > 0 ||
    positionScore(t) > 0 ||
    findWrittenLocation(t) !== null
  );
}

/**
 * OCR tells "S" from "s" by its size alone: on a scanned line, a first letter of one shape in
 * both cases (c, o, s, u, v, w, x, z) before a capitalised word is a capital ("shift Supervisor").
 */
export function ocrCapitalised(text: string): string {
  return /^[cosuvwxz]\p{Ll}*\s+\p{Lu}/u.test(text) ? text[0]!.toUpperCase() + text.slice(1) : text;
}

/**
 * A table's role cell with its first bullet run on, the bullet's mark lost to OCR ("Registered
 * Nurse Triaged patients in a 40-bed emergency"): a cell whose title is followed by a word in
 * -ed and words in lower case ends at its title. The bullet is left out: it is no heading.
 */
export function withoutRunOnBullet(text: string): string {
  return text
    .split('\t')
    .map((cell) => {
      const m = /\s(?=\p{Lu}\p{Ll}{2,}ed\s+\p{Ll})/u.exec(cell);
      return m && hasTitleWord(cell.slice(0, m.index)) ? cell.slice(0, m.index) : cell;
    })
    .join('\t');
}

/** A quote mark before a line's first word, and one that closes a quotation (not "Mary’s"). */
const OPENING_QUOTE = /^[“"‘'`]+(?=[\p{L}\p{N}])/u;
const CLOSING_QUOTE = /[”"’'](?!\p{L})/u;

/**
 * A speck OCR read as a quote mark before a scanned line's first word ("“Traffic Controller —
 * CPB Contractors", "‘July 2020 to June 2023"): an opening quote that nothing on the line closes
 * is no quotation, and the line is read without it.
 */
export function withoutStrayQuote(text: string): string {
  const open = OPENING_QUOTE.exec(text);
  if (!open) return text;
  const rest = text.slice(open[0].length);
  return CLOSING_QUOTE.test(rest) ? text : rest;
}

export function describe(line: TextLine): Info {
  const bullet = isBullet(line);
  const read = line.ocr ? withoutStrayQuote(line.text.trim()) : line.text.trim();
  const text = line.ocr && !bullet ? withoutRunOnBullet(ocrCapitalised(read)) : read;
  const found = bullet ? null : findDateRange(text);
  // The text around the dates, its cells kept apart (a tab stays a tab).
  const rest = found
    ? `${text.slice(0, found.start).replace(/\(\s*$/, '')}\t${text.slice(found.end).replace(/^\s*\)/, '')}`
        .replace(/\(\s*\t\s*\)/g, '\t')
        .replace(/^[\s|,–—-]+|[\s|,–—-]+$/g, '')
        .replace(/\s*\t[\s|,–—-]*/g, '\t')
    : text;
  let date = found;
  // A lone year or month is a role's date only on a short heading line, at its start or end.
  if (found && !found.range) {
    const atEdge = found.start === 0 || found.end >= text.replace(/[\s)]+$/, '').length;
    if (!atEdge || wordsOf(text).length > 10 || (rest && !isTitleLike(rest, true))) date = null;
  }
  if (date && /[.;!?]$/.test(text) && wordsOf(text).length > 8) date = null;
  return {
    line,
    bullet,
    date,
    rest: date ? rest : text,
    titleLike: !bullet && isTitleLike(text, line.bold),
  };
}

/** A title-like line that is only a place: "Perth WA", or a town the gazetteer names. */
function isPlaceLine(info: Info): boolean {
  const text = clean(info.line.text);
  return (
    info.titleLike &&
    !info.date &&
    (findWrittenLocation(text)?.text === text || findPlace(text) !== null)
  );
}

export interface Draft {
  heading: Info[];
  date: Info | null;
  body: Info[];
}

export function segment(infos: Info[]): Draft[] {
  let anchors = infos.flatMap((info, i) => (info.date ? [i] : []));
  // No dates at all: a bold title-like line followed by a bullet starts a role.
  if (anchors.length === 0) {
    anchors = infos.flatMap((info, i) =>
      info.titleLike && info.line.bold && infos[i + 1]?.bullet ? [i] : [],
    );
  }
  const drafts: Draft[] = [];
  const claimed = new Set<number>();
  const starts: number[] = [];
  anchors.forEach((a, k) => {
    const anchor = infos[a] as Info;
    const previousAnchor = k > 0 ? (anchors[k - 1] as number) : -1;
    const ownParts = anchor.date ? anchor.rest.length > 0 : true;
    const heading: number[] = [];
    for (let j = a - 1; j > previousAnchor && heading.length < 2; j--) {
      const info = infos[j] as Info;
      if (claimed.has(j) || !info.titleLike || info.date) break;
      heading.unshift(j);
    }
    // "Jan 2018 – Present" on a line of its own after the body of the last role: the title
    // and employer follow it.
    const next = k + 1 < anchors.length ? (anchors[k + 1] as number) : infos.length;
    // Under a date on a line of its own (a table's cells, one a line), a line with only a
    // place ("Hamilton", "Blacktown NSW") takes no room: employer and position may follow it.
    let room = 2 - heading.length - (ownParts ? 1 : 0);
    for (let j = a + 1; j < next && room > 0; j++) {
      const info = infos[j] as Info;
      if (!info.titleLike || info.date) break;
      heading.push(j);
      if (ownParts || !isPlaceLine(info)) room -= 1;
    }
    // A line of its own with only the place ("Perth WA") still belongs to the heading.
    const after = (heading.length ? Math.max(a, ...heading) : a) + 1;
    const place = infos[after];
    if (after < next && place && isPlaceLine(place)) heading.push(after);
    for (const j of heading) claimed.add(j);
    claimed.add(a);
    starts.push(Math.min(a, ...heading));
    drafts.push({
      heading: [...heading, a].sort((x, y) => x - y).map((j) => infos[j] as Info),
      date: anchor.date ? anchor : null,
      body: [],
    });
  });
  drafts.forEach((draft, k) => {
    const end = k + 1 < starts.length ? (starts[k + 1] as number) : infos.length;
    const from = Math.max(...draft.heading.map((h) => infos.indexOf(h))) + 1;
    for (let j = from; j < end; j++) if (!claimed.has(j)) draft.body.push(infos[j] as Info);
  });
  return drafts;
}
