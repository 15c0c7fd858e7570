// How a label or a text is compared: the same rules for the taxonomy's names and for the text
// they are looked for in, so that "Node.js", "NodeJS" and "node js" meet, and "Forklifts" finds
// "forklift". Each rule is one step below; tokens keep the place they came from in the text.

/** A normalised word and where it stands in the original text. */
export interface Token {
  text: string;
  start: number;
  end: number;
  /** The word as written (for the case of short, ambiguous names). */
  raw: string;
  /** A sentence or list break stands between it and the word before ("system. I"): no name spans it. */
  breakBefore: boolean;
}

/** What ends a sentence, a clause or a list item between two words. */
const BREAKS = new Set('.,;:!?\n\r•|–—');

function hasBreak(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (BREAKS.has(text[i] as string)) return true;
  return false;
}

/** British spelling, which the data uses, for the American one. */
const SPELLING: Record<string, string> = {
  license: 'licence',
  licenses: 'licences',
  licensed: 'licenced',
  organization: 'organisation',
  organizational: 'organisational',
  center: 'centre',
  program: 'programme',
  analyze: 'analyse',
  analyzing: 'analysing',
  optimization: 'optimisation',
  customization: 'customisation',
  color: 'colour',
  labor: 'labour',
  behavior: 'behaviour',
  catalog: 'catalogue',
  modeling: 'modelling',
  traveling: 'travelling',
};

/** Words whose last letters look like a plural but are not one. */
const NOT_PLURAL = /(ss|us|is|ys|os|as|ics)$/;

/** One word, compared form: a simple plural made singular, American spelling made British. */
export function foldWord(word: string): string {
  const spelled = Object.hasOwn(SPELLING, word) ? (SPELLING[word] as string) : word;
  if (spelled.length <= 3 || /\d/.test(spelled)) return spelled;
  if (/(ches|shes|sses|xes)$/.test(spelled)) return spelled.slice(0, -2);
  if (/[^aeiou]ies$/.test(spelled)) return `${spelled.slice(0, -3)}y`;
  if (spelled.endsWith('s') && !NOT_PLURAL.test(spelled)) return spelled.slice(0, -1);
  return spelled;
}

/**
 * Short forms people write for a word of a name, read as the word: "Food Safety Supervisor cert",
 * "inventory mgmt". For names only (search folds words with foldWord, without these).
 */
const SHORT_FORMS: Record<string, string> = {
  cert: 'certificate',
  certs: 'certificates',
  mgmt: 'management',
  mgt: 'management',
  mgr: 'manager',
  mgrs: 'managers',
  asst: 'assistant',
  maint: 'maintenance',
  // "HR lic", "forklift lic", "AHPRA rego", "1st aid", "HR coord".
  lic: 'licence',
  lics: 'licences',
  rego: 'registration',
  '1st': 'first',
  coord: 'coordinator',
  interp: 'interpretation',
  jnr: 'junior',
  snr: 'senior',
  elec: 'electrical',
  meds: 'medications',
  paeds: 'paediatrics',
};

/**
 * A word of a name or a text, folded as foldWord does and also in the plurals it keeps for
 * search: "physios", "videos", "surveys", "trolleys" (names and texts fold the same way, so a
 * word it folds that is no plural, "chaos", still meets itself).
 */
function foldName(word: string): string {
  const folded = foldWord(word);
  return folded === word && word.length > 3 && /[oy]s$/.test(word) ? word.slice(0, -1) : folded;
}

/** A standard's body and number written together: "AS3000", "ISO9001", "NZS3000". */
const STANDARD = /^(as|iso|nzs)(\d{3,5})$/;

const COMBINING_MARKS = /[\u0300-\u036f]/g;
// A word: letters and digits, with what joins them inside a name: '.' between two of them
// (node.js, asp.net), a leading '.' (.net), '#' or '+' after them (c#, c++), an apostrophe.
// An ampersand is the word "and" ("Drill & Blast" is "Drill and Blast", "R&D" is "R and D").
const WORD = /\.?[\p{L}\p{N}]+(?:['’.][\p{L}\p{N}]+)*[#+]*|&/gu;

const PLAIN = /^[A-Za-z0-9]+$/;
const ABBREVIATION_PLURAL = /^[A-Z]{2,}s$/;

/** A word with accents, apostrophes or name punctuation, in compared form. */
function compareForm(raw: string): string {
  let word = raw.normalize('NFKD').replace(COMBINING_MARKS, '').toLowerCase();
  word = word.replace(/['’]/g, '');
  if (word.startsWith('.')) word = `dot${word.slice(1)}`;
  return word.replace(/\./g, '').replace(/#/g, 'sharp').replace(/\+/g, 'plus');
}

/** The words of a text, compared form, with their places. */
export function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  let previousEnd = 0;
  for (const match of text.matchAll(WORD)) {
    const raw = match[0];
    const start = match.index ?? 0;
    const breakBefore = hasBreak(text, previousEnd, start);
    previousEnd = start + raw.length;
    // Plain letters and digits (most words) need none of the steps below.
    let word = raw === '&' ? 'and' : PLAIN.test(raw) ? raw.toLowerCase() : compareForm(raw);
    // Own keys only: a text's "constructor" is a word, not Object's.
    if (Object.hasOwn(SHORT_FORMS, word)) word = SHORT_FORMS[word] as string;
    // The plural of an abbreviation: "RNs", "PCWs", "ENs" (too short for the plural rule).
    if (ABBREVIATION_PLURAL.test(raw)) word = word.slice(0, -1);
    // A standard is written "AS/NZS 3000", "AS 3000", "AS3000" or "AS/NZS3000": all "as 3000".
    const c = word.charCodeAt(0);
    const standard =
      (c === 97 || c === 105 || c === 110) && word.length > 4 ? STANDARD.exec(word) : null;
    const afterAs = !breakBefore && tokens[tokens.length - 1]?.text === 'as';
    if (standard) {
      const [, body, number] = standard as unknown as [string, string, string];
      if (body !== 'nzs' || !afterAs) {
        const end = start + body.length;
        tokens.push({
          text: body === 'nzs' ? 'as' : body,
          start,
          end,
          raw: raw.slice(0, body.length),
          breakBefore,
        });
      }
      const from = start + body.length;
      tokens.push({
        text: number,
        start: from,
        end: start + raw.length,
        raw: raw.slice(body.length),
        breakBefore: false,
      });
      continue;
    }
    if (word === 'nzs' && afterAs) continue;
    if (word)
      tokens.push({ text: foldName(word), start, end: start + raw.length, raw, breakBefore });
  }
  return tokens;
}

/** A label in compared form: its words joined by single spaces ("node js" for "Node JS"). */
export function normalise(label: string): string {
  return tokenise(label.replace(/[-/]/g, ' '))
    .map((t) => t.text)
    .join(' ');
}

/**
 * The forms of a name to look for: as written and, when it has a hyphen, also joined
 * ("E-commerce" is written "e commerce" and "ecommerce").
 */
export function nameForms(label: string): string[] {
  const spaced = normalise(label);
  const joined = label.includes('-') ? normalise(label.replace(/-/g, '')) : spaced;
  return joined === spaced ? [spaced] : [spaced, joined];
}
