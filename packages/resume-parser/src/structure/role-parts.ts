// A role's heading text split into its parts ("Senior Nurse, St Vincent's Hospital — Sydney NSW")
// and each part told as the employer, the position or the location by its features. A part that
// cannot be told stays unassigned: nothing is guessed.
import { findPlace, findWrittenLocation } from './location';
import { companyScore, hasTitleWord, positionScore } from './role-words';
import { cells, clean, wordsOf } from './text';

interface Part {
  text: string;
  /** What a separator said the part is: "Barista at Bean There Cafe". */
  hint?: 'position' | 'company';
}

export interface RoleParts {
  name?: string;
  position?: string;
  location?: string;
}

// A spaced dash, or one OCR read stuck to the word before it ("Sous Chef- Merivale").
const DASH = /\s+[—–-]\s+|(?<=\p{L})[—–-]\s+(?=\p{Lu})/u;
const AT = /\s+(?:at|@|with)\s+/i;
const TYPES =
  'casual|part[- ]time|full[- ]time|contract|contractor|temporary|temp|permanent|fifo|dido|locum|seasonal|fixed[- ]term|volunteer|internship|freelance|self[- ]employed|remote|hybrid';
const EMPLOYMENT_TYPE = new RegExp(`^\\(?(?:${TYPES})\\)?$`, 'i');
const EMPLOYMENT_TYPE_IN = new RegExp(`\\s*\\((?:${TYPES})(?:[,/ ]+(?:${TYPES}))*\\)`, 'gi');

/** The parts of a role's heading lines, in order (the dates already cut out). */
export function splitRoleParts(texts: readonly string[]): { parts: Part[]; locations: string[] } {
  const parts: Part[] = [];
  const locations: string[] = [];
  for (const text of texts) {
    for (const cell of cells(text)) {
      // "BHP — Mt Whaleback, Newman WA": after an employer, a site; but after a position
      // ("Educator — Goodstart Early Learning, Glenelg SA") the piece is the employer.
      cell.split(DASH).forEach((piece, i, pieces) => {
        const afterEmployer = i > 0 && positionScore(pieces[i - 1] as string) === 0;
        const count = parts.length;
        addPiece(piece, parts, locations, afterEmployer);
        // "Head Chef — Merrow": a name with no title word after a position is its employer.
        const added = parts[count];
        if (i > 0 && !afterEmployer && added && !added.hint && positionScore(added.text) === 0)
          added.hint = 'company';
      });
    }
  }
  return { parts, locations };
}

/** The place in brackets after a name ("Medibank (Hamilton)", "Acme (Geelong VIC)"), if it is one. */
function placeInBrackets(text: string): { before: string; place: string } | null {
  const m = /^(.*\S)\s*\(([^()]+)\)$/.exec(text);
  if (!m) return null;
  const inner = clean(m[2] as string);
  const place = findWrittenLocation(inner)?.text === inner || findPlace(inner) !== null;
  return place ? { before: m[1] as string, place: inner } : null;
}

function addPiece(piece: string, parts: Part[], locations: string[], afterEmployer = false): void {
  let text = clean(piece.replace(EMPLOYMENT_TYPE_IN, '').replace(/^\((.*)\)$/, '$1'));
  const bracketed = placeInBrackets(text);
  if (bracketed) {
    locations.push(bracketed.place);
    text = clean(bracketed.before);
  }
  if (!text) return;
  const at = AT.exec(text);
  if (at && at.index > 0) {
    addPiece(text.slice(0, at.index), parts, locations);
    const before = parts[parts.length - 1];
    if (before && !before.hint) before.hint = 'position';
    const rest = text.slice(at.index + at[0].length);
    const count = parts.length;
    addPiece(rest, parts, locations);
    const after = parts[count];
    if (after && !after.hint) after.hint = 'company';
    return;
  }
  const location = findWrittenLocation(text);
  if (location) {
    const at = text.indexOf(location.text);
    const before = clean(text.slice(0, at));
    // "BHP — Mt Whaleback, Newman WA": after a dash, a site before the town is the location's.
    const site =
      afterEmployer &&
      /,\s*$/.test(text.slice(0, at)) &&
      positionScore(before) + companyScore(before) === 0;
    locations.push(site ? text.trim() : location.text);
    if (before && !site) addPiece(before, parts, locations);
    return;
  }
  if (EMPLOYMENT_TYPE.test(text)) return;
  // "Senior Nurse, St Vincent's Hospital": a comma parts two names when each side has words.
  const commas = text.split(/,\s+/);
  if (commas.length > 1 && commas.every((c) => wordsOf(c).length >= 1)) {
    for (const c of commas) if (!EMPLOYMENT_TYPE.test(c)) parts.push({ text: c.trim() });
    return;
  }
  parts.push({ text });
}

/**
 * "Shift Supervisor Rio Tinto": a position and an employer with the separator between them lost
 * (OCR drops a thin "·"). The position runs to its last title word, and the employer is the
 * capitalised words after it, none a title word; else null.
 */
export function splitTitleFromName(text: string): { position: string; name: string } | null {
  const words = wordsOf(text);
  let last = -1;
  words.forEach((w, i) => {
    if (hasTitleWord(w)) last = i;
  });
  const rest = words.slice(last + 1);
  if (last < 0 || rest.length === 0 || rest.length > 5) return null;
  if (!rest.every((w) => /^[\p{Lu}\p{N}&]/u.test(w)) || /^(?:&|and)$/i.test(rest[0] as string))
    return null;
  const position = words.slice(0, last + 1).join(' ');
  const name = rest.join(' ');
  if (positionScore(position) < 2 || findPlace(name)) return null;
  return { position, name };
}

/**
 * A title ends in its title word: "Care Team Leader" is a leader, whatever its first word (a
 * kind of employer, "Care", too). Brackets after it are left out.
 */
export function headWordOf(text: string): string {
  return wordsOf(text.replace(/\s*\([^()]*\)\s*$/, '')).at(-1) ?? '';
}

/** Which part is the employer and which the position. */
export function tellRoleParts(texts: readonly string[]): RoleParts {
  const { parts, locations } = splitRoleParts(texts);
  // One part, or one besides a bare town ("Head Chef Crown Melbourne, Lower Hutt"). (The
  // gazetteer is asked last: it is the slow part.)
  const splits = parts.map((p) => (p.hint ? null : splitTitleFromName(p.text)));
  const at = splits.findIndex(Boolean);
  const lone = splits.filter(Boolean).length === 1 ? splits[at] : null;
  if (lone && parts.every((p, i) => i === at || findPlace(p.text))) {
    parts.splice(
      at,
      1,
      { text: lone.position, hint: 'position' },
      { text: lone.name, hint: 'company' },
    );
  }
  const scored = parts.map((part) => {
    const position =
      positionScore(part.text) +
      (part.hint === 'position' ? 2 : 0) +
      (hasTitleWord(headWordOf(part.text)) ? 1 : 0);
    const company = companyScore(part.text) + (part.hint === 'company' ? 3 : 0);
    return { part, lean: position - company };
  });
  const out: RoleParts = {};
  const byLean = [...scored].sort((a, b) => b.lean - a.lean);
  const position = byLean[0] && byLean[0].lean > 0 ? byLean[0] : undefined;
  // The most company-like part; of equals, the first written ("Department for Education —
  // Adelaide High School": the employer, then its site).
  const company = scored
    .filter((s) => s !== position && s.lean < 0)
    .reduce<(typeof scored)[number] | undefined>(
      (best, s) => (!best || s.lean < best.lean ? s : best),
      undefined,
    );
  if (position) out.position = position.part.text;
  if (company) out.name = company.part.text;
  // A bare town among the parts ("Fulton Hogan | Canberra") is where, not who.
  let left = scored.filter((s) => s !== position && s !== company);
  if (left.length > 1 && locations.length === 0) {
    const place = left.find((s) => s.lean === 0 && findPlace(s.part.text));
    if (place) {
      locations.push(place.part.text);
      left = left.filter((s) => s !== place);
    }
  }
  // One told, one left: the other is the other.
  if (
    left.length === 1 &&
    (position || company) &&
    wordsOf((left[0] as (typeof scored)[number]).part.text).length <= 8
  ) {
    const text = (left[0] as (typeof scored)[number]).part.text;
    // A bare town is where, never the position or employer ("Allianz | Hamilton").
    if (findPlace(text)) {
      if (locations.length === 0) locations.push(text);
    } else if (!position && company) out.position = text;
    else if (position && !company) out.name = text;
  }
  if (locations[0]) out.location = locations[0];
  return out;
}
