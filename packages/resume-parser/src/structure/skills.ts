// Skills: the items of a skills section (split on commas, bullets, pipes, tabs; level words and
// skill bars dropped) resolved through the taxonomy, unresolved short items kept by their text;
// and from work highlights, only what the taxonomy finds with confidence.
import { editDistanceAtMost, type Mention, nameForms, normalise, taxonomy } from '@talent/taxonomy';
import type { ResumeSkill, TextLine } from '../types';
import { languageNames } from './languages';
import { clean, stripBullet, wordsOf } from './text';

const LEVEL =
  /\s*[([]?\s*\b(?:advanced|intermediate|beginner|basic|expert|proficient|novice|familiar|working knowledge|strong|excellent|good|fluent|\d+\+?\s*(?:years?|yrs?))\b\s*[)\]]?\s*$/i;
const BARS = /[█▓▒░■□●○◉◯★☆✦✧⬤◼◻▪▫|]+|\b\d{1,3}\s*%|\b[1-5]\s*\/\s*[1-5]\b|\(\s*\)/g;
const SUBHEADING = /^[\p{L} &/]{2,30}:\s+(?=\S)/u;

/** A skills section line as items. */
export function skillItems(line: string): string[] {
  const text = withoutSubheading(stripBullet(line.trim()));
  return splitOutsideBrackets(text)
    .map((item) => clean(stripBullet(item).replace(BARS, ' ').replace(LEVEL, '')))
    .filter((item) => item.length > 0);
}

/**
 * "Tools: Git, Jira" without its subheading; but a label that is one skill the taxonomy knows
 * with the word after it ("stock: control", a speck OCR read as a colon) is that skill's start.
 */
function withoutSubheading(text: string): string {
  const label = SUBHEADING.exec(text);
  if (!label) return text;
  const rest = text.slice(label[0].length);
  const next = /^[\p{L}-]+/u.exec(rest)?.[0] ?? '';
  const joined = `${label[0].replace(/:\s*$/, '')} ${next}`;
  return next && taxonomy.resolve(joined, 'skill') ? `${joined}${rest.slice(next.length)}` : rest;
}

const ITEM_BREAK = /\s*[,;•·▪\t|]\s*|\s+[-–—]\s+(?=[\p{Lu}])/uy;

/** Splits at item breaks, but not inside brackets: "Microsoft Office (Word, Excel)" is one. */
function splitOutsideBrackets(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (c === '(' || c === '[') depth += 1;
    else if ((c === ')' || c === ']') && depth > 0) depth -= 1;
    else if (depth === 0) {
      ITEM_BREAK.lastIndex = i;
      const m = ITEM_BREAK.exec(text);
      if (m && m[0].length > 0) {
        items.push(text.slice(from, i));
        from = i + m[0].length;
        i = from - 1;
      }
    }
  }
  items.push(text.slice(from));
  return items;
}

export interface SkillFound {
  skill: ResumeSkill;
  /** A licence listed among skills: it goes to certificates. */
  licenceId?: string;
}

const MAX_UNRESOLVED_WORDS = 4;
// "Able to work weekends", "Willing to learn": what a talent offers, not a skill's name.
const PHRASE_START =
  /^(?:able|willing|ready|happy|eager|keen|can|i|my|have|am|to|a|an|the|and|own|available)\b/i;

/** One item of a skills section: resolved, or kept by its text when short; null when neither. */
export function skillOf(item: string): SkillFound | null {
  const entry = taxonomy.resolve(item, 'skill') ?? taxonomy.resolve(item, 'licence');
  if (entry) {
    return {
      skill: {
        name: item,
        taxonomyId: entry.id,
        ...(entry.category ? { category: entry.category } : {}),
      },
      ...(entry.kind === 'licence' ? { licenceId: entry.id } : {}),
    };
  }
  const words = wordsOf(item).length;
  if (
    words <= MAX_UNRESOLVED_WORDS &&
    !/[.!?]$/.test(item) &&
    /^[\p{L}\p{N}.#+]/u.test(item) &&
    !PHRASE_START.test(item)
  ) {
    return { skill: { name: item } };
  }
  return null;
}

/**
 * Two items read as one, their separator lost (OCR's "table service customer service"): an item
 * the taxonomy does not know that is wholly two or more skills it knows, one after the other, is
 * those skills; else null.
 */
export function joinedSkills(item: string): ResumeSkill[] | null {
  const found = mentions(item);
  if (found.length < 2) return null;
  const rest = found
    .reduceRight((text, m) => text.slice(0, m.start) + text.slice(m.start + m.text.length), item)
    .trim();
  if (rest) return null;
  return found.map(asSkill);
}

/** A mention as the skill it names, by the words the resume used. */
const asSkill = (m: Mention): ResumeSkill => ({
  name: m.text,
  taxonomyId: m.id,
  ...categoryOf(m.id),
});

/** A longer sentence in a skills section: the skills the taxonomy finds in it. */
export function skillsInSentence(text: string): ResumeSkill[] {
  return mentions(text).map(asSkill);
}

function categoryOf(id: string): { category?: string } {
  const category = taxonomy.byId(id)?.category;
  return category ? { category } : {};
}

function mentions(text: string): Mention[] {
  return taxonomy.extract(text).filter((m) => m.kind === 'skill');
}

/**
 * Skills of work highlights: only mentions the taxonomy is sure of, and never an everyday
 * word alone ("communication", "leadership"): a general skill counts when named in two words or
 * more ("customer service", "cash handling").
 */
export function skillsInHighlights(text: string): ResumeSkill[] {
  return mentions(text)
    .filter((m) => {
      const entry = taxonomy.byId(m.id);
      if (!entry || entry.ambiguous) return false;
      // A language is a language, not a skill; "Year 9 English" is a subject taught.
      if (languageNames(m.text).length > 0) return false;
      // "Managed accounts, prepared reports": a bullet's first word ending in -ed is its verb.
      if (m.start === text.search(/\S/) && /^\p{L}{3,}ed$/u.test(wordsOf(m.text)[0] ?? ''))
        return false;
      const oneWord = wordsOf(m.text).length === 1;
      if (oneWord && entry.category === 'general') return false;
      if (oneWord && m.text === m.text.toLowerCase() && m.text.length <= 4) return false;
      return true;
    })
    .map((m) => ({ name: m.label, taxonomyId: m.id, ...categoryOf(m.id) }));
}

/** Every form of every skill and licence name the taxonomy knows, by its length. */
let knownForms: Map<number, string[]> | undefined;
/** Every word of the taxonomy's names (of skills, licences, occupations, industries). */
let knownWords: Set<string> | undefined;

function formsOfLength(length: number): readonly string[] {
  if (!knownForms) {
    knownForms = new Map();
    for (const entry of [...taxonomy.entries('skill'), ...taxonomy.entries('licence')])
      for (const name of [entry.label, ...entry.aliases, ...(entry.misspellings ?? [])])
        for (const form of nameForms(name)) {
          const same = knownForms.get(form.length) ?? [];
          same.push(form);
          knownForms.set(form.length, same);
        }
  }
  return knownForms.get(length) ?? [];
}

function isKnownWord(word: string): boolean {
  knownWords ??= new Set(
    taxonomy
      .entries()
      .flatMap((e) => [e.label, ...e.aliases].flatMap((n) => normalise(n).split(' '))),
  );
  return knownWords.has(word);
}

/**
 * An item the taxonomy does not know with a word that is none of its names' words, and that is
 * one slip of a character (changed, added, left out, or a lost space) from a name it knows: as
 * OCR reads, a misreading of that name ("EYLE" for EYLF, "testand tag" for test and tag). Which
 * name was written is a guess, so it is no skill. Real words stay ("inventory", not Inventor).
 */
export function misreadOfKnown(item: string): boolean {
  if (taxonomy.resolve(item, 'skill') || taxonomy.resolve(item, 'licence')) return false;
  // Its letters all read, a mark for a space ("site'safety"): no letter was misread.
  const spaced = item.replace(/(?<=\p{L})['’‘`"“”:;,]+(?=\p{L})/gu, ' ');
  if (spaced !== item && taxonomy.resolve(spaced, 'skill')) return false;
  if (normalise(item).split(' ').every(isKnownWord)) return false;
  return nameForms(item).some(
    (form) =>
      form.replace(/\s/g, '').length >= 4 &&
      [form.length - 1, form.length, form.length + 1].some((length) =>
        formsOfLength(length).some((known) => editDistanceAtMost(form, known, 1)),
      ),
  );
}

/**
 * A short word in lower case that the taxonomy knows only as an acronym written in capitals
 * ("mmm", MMM): on a scan, what OCR makes of a rating's marks or a speck, not that acronym.
 */
export function lowerCaseAcronym(item: string, taxonomyId: string): boolean {
  if (!/^\p{Ll}{2,4}$/u.test(item)) return false;
  const entry = taxonomy.byId(taxonomyId);
  const names = [entry?.label ?? '', ...(entry?.aliases ?? [])].filter(
    (n) => n.toLowerCase() === item,
  );
  return names.length > 0 && names.every((n) => n === n.toUpperCase());
}

/** A rating's dots as OCR reads them: noughts, circles and marks ("00000", "®0000"). */
const RATING_READ = /^[0oO°®©@●○◉•.·\s]{3,}$/u;
/** The longest word OCR makes of a rating's stars ("kk", "Yok", "Frode"). */
const RATING_WORD_LETTERS = 5;

/**
 * A cell a rating (●●●○○, ★★★★☆) could be as OCR reads it: noughts or marks; no letter at all
 * ("•", "828-843"); or short words that name no skill the taxonomy knows ("Kk kk", "Frode").
 */
export function readAsRating(cell: string): boolean {
  const text = cell.trim();
  if (RATING_READ.test(text) || !/\p{L}/u.test(text)) return true;
  const item = stripBullet(text);
  // A word's length without OCR's marks around it ("|fetes"); "fit-off" is one word.
  const short = wordsOf(item)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .every((w) => w.length <= RATING_WORD_LETTERS);
  return short && !taxonomy.resolve(item, 'skill') && !taxonomy.resolve(item, 'licence');
}

/**
 * A scan's skills set as rows of a name and a rating (●●●○○, ★★★★☆): where most of its rows
 * of cells have after the name only what a rating reads as (noughts, marks, "Kk kk"),
 * every such row's cells after the first are its rating, not skills ("1 Jelele}", "SOA").
 */
export function withoutRatingColumn(lines: readonly TextLine[]): TextLine[] {
  const rows = lines.filter((l) => l.ocr && l.text.split('\t').length >= 2);
  const rated = rows.filter((l) => l.text.split('\t').slice(1).every(readAsRating));
  if (rated.length * 2 <= rows.length) return [...lines];
  return lines.map((l) => (rows.includes(l) ? { ...l, text: l.text.split('\t')[0] as string } : l));
}
