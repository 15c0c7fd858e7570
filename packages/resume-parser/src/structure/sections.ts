// A document's lines split at its section headings: the header before the first one (name,
// title, contacts), then each section with its kind and lines. A heading in words we do not
// know is one when it is set as the known headings are (or marked up, or set bigger), and its
// section's kind is then told by its content (section-content.ts).
import { taxonomy } from '@talent/taxonomy';
import type { TextLine } from '../types';
import { MONTH } from './dates';
import { type Heading, headingOf, looksLikeHeadingText, type SectionKind } from './headings';
import { isItemOf, kindByContent } from './section-content';
import { bodyFontSize, isBullet, isUpperCase, wordsOf } from './text';

export interface Section {
  kind: SectionKind;
  heading: TextLine;
  lines: TextLine[];
}

export interface Sections {
  header: TextLine[];
  sections: Section[];
}

interface Draft extends Section {
  /**
   * A heading in unknown words: its kind is told by its lines, or it is no heading; or, for a
   * 'gap', a scanned page's heading that OCR could not read, its place only a section's space.
   */
  unknown?: 'styled' | 'marked' | 'gap';
  /** The header's lines when the section began: none, and an unknown heading is the name. */
  headerLines?: number;
}

export function splitSections(lines: readonly TextLine[]): Sections {
  const bodySize = bodyFontSize(lines);
  const present = lines.filter((line) => line.text.trim() && !specks(line, bodySize));
  const found = present.map((line) => headingOf(line, bodySize));
  // The styles the known headings are set in (not "Skills: Excel", which is body text).
  const isKnown = (i: number) => {
    const h = found[i];
    return Boolean(h && !h.unknown && h.inline === undefined);
  };
  const known = present.filter((_, i) => isKnown(i));
  const styles = headingStyles(present, isKnown, bodySize);
  const header: TextLine[] = [];
  const drafts: Draft[] = [];
  let current: Draft | null = null;
  present.forEach((line, i) => {
    let heading: Heading | null = found[i] ?? null;
    // "Languages: TypeScript, SQL" and "Tools: Git" inside a skills section are its own lines.
    if (heading?.inline !== undefined && current?.kind === 'skills') heading = null;
    let unknown: Draft['unknown'];
    // Marked up or set bigger, in unknown words: a heading only when set as the known ones are;
    // on a scanned page, a heading OCR misread ("sks", "COE" for spaced SKILLS over a rule).
    const misread = Boolean(heading?.unknown && current) && misreadHeading(line, known);
    if (heading?.unknown && !misread && !known.some((k) => sameStyle(k, line))) heading = null;
    if (heading?.unknown) unknown = misread ? 'gap' : 'marked';
    else if (!heading && current && noWords(line, bodySize) && misreadHeading(line, known)) {
      // Read as marks alone: a heading and its rule OCR read as noughts ("0000000000").
      heading = { kind: 'other', unknown: true };
      unknown = 'gap';
    } else if (!heading && setAsKnown(line, styles, bodySize)) {
      heading = { kind: 'other', unknown: true };
      unknown = 'styled';
    }
    // A heading is followed by its content: a line in words of no heading right under a known
    // one (its section still empty) is its first line; on a scanned page, whose sizes OCR
    // measures loosely, so is a line at a heading's size that is an item of the section it is
    // in ("pipe laying" under SKILLS); and anywhere an institution's name under education, which
    // names no section ("TAFE NSW" in a text file's capitals); and on a scan, a list's line
    // that goes on with the rest of a skill the taxonomy knows the line above began
    // ("assessment, classroom" over "management, communication"). ("Communication" set as a
    // heading under skills names a section of its own.)
    const above = current?.lines.at(-1);
    const own =
      current &&
      !current.unknown &&
      (current.lines.length === 0 ||
        ((line.ocr || current.kind === 'education') && isItemOf(current.kind, line.text)) ||
        (line.ocr &&
          LISTS.has(current.kind) &&
          above?.ocr &&
          /[,;]/.test(above.text) &&
          wrapsInsideSkill(above.text, line.text)));
    if (heading?.unknown && own) {
      heading = null;
      unknown = undefined;
    }
    // Reading went back up the page to another column (the main one, after a sidebar): its
    // lines before its first heading are the header's (the name and title), not the sidebar's.
    if (!heading && current && jumpsToColumn(present[i - 1], line)) current = null;
    if (!heading && current && unreadHeading(present[i - 1], line)) {
      current = { kind: 'other', heading: { ...line, text: '' }, lines: [line], unknown: 'gap' };
      drafts.push(current);
    } else if (heading) {
      current = {
        kind: heading.kind,
        heading: line,
        lines: [],
        ...(unknown ? { unknown, headerLines: header.length } : {}),
      };
      drafts.push(current);
      if (heading.inline) current.lines.push({ ...line, text: heading.inline, heading: false });
    } else if (current) current.lines.push(line);
    else header.push(line);
  });

  const sections: Section[] = [];
  for (const draft of drafts) {
    const { unknown, headerLines, ...section } = draft;
    if (!unknown) {
      sections.push(section);
      continue;
    }
    const previous = sections.at(-1);
    // The first line of all, in a heading's style, is the name (a DOCX's Title): no section.
    // A list a line wraps inside its items ("classroom" over "management") is judged whole.
    const kind =
      previous || headerLines
        ? (kindByContent(section.lines, section.heading) ??
          kindByContent(unwrapList(section.lines, true), section.heading))
        : null;
    // A line set as the headings are, over lines of the section it is in (a role's title in
    // capitals) or over none, is content of that section; before every section, over lines of
    // no kind, the header's ("In short" over a summary). Lines after a scan's space go on the
    // section above when of its kind; of no kind (a speck read as "eee" at the foot of the
    // page) they are read for nothing.
    const isContent =
      (!previous && !kind) ||
      (unknown === 'styled' && (section.lines.length === 0 || kind === previous?.kind)) ||
      (unknown === 'gap' && kind === previous?.kind);
    if (isContent) {
      const into = previous ? previous.lines : header;
      if (unknown !== 'gap') into.push(section.heading);
      into.push(...section.lines);
    } else sections.push({ ...section, kind: kind ?? 'other' });
  }
  for (const section of sections) {
    if (LISTS.has(section.kind) || section.kind === 'education')
      section.lines = unwrapList(section.lines, LISTS.has(section.kind));
    if (section.kind === 'work' || section.kind === 'education')
      section.lines = joinWrappedRows(section.lines).map(withoutColumnLabels);
  }
  return { header, sections };
}

/** The words a table's header row names its columns by. */
const COLUMN_LABEL =
  /^(?:dates?|years?|period|employer|company|organi[sz]ation|position|role|title|institution|school|provider|qualification|course|location)\b\s*/i;

/**
 * A table's header row OCR read into the row under it ("Year Te | Institution - Unitec |
 * Qualification Certificate III in Carpentry"): where every cell starts with a column's label,
 * the labels are left out.
 */
export function withoutColumnLabels(line: TextLine): TextLine {
  if (!line.ocr) return line;
  const cells = tabbed(line.text);
  if (cells.length < 2 || !cells.every((c) => COLUMN_LABEL.test(c))) return line;
  const rest = cells.map((c) => c.replace(COLUMN_LABEL, ''));
  if (rest.every((c) => !c)) return line;
  return { ...line, text: rest.join('\t') };
}

/**
 * On a scanned page, a space of three lines or more between two lines where a heading would be:
 * OCR may not read a heading set in light or spaced capitals over a rule ("SEits" for "SKILLS").
 */
function unreadHeading(last: TextLine | undefined, line: TextLine): boolean {
  if (!last || !line.ocr || last.page !== line.page) return false;
  return line.y - last.y > 3 * Math.max(last.fontSize, line.fontSize);
}

/**
 * On a scanned page, OCR reads a heading in spaced or light capitals over a rule as a word or two
 * of no heading ("sks", "COE", "sats" for SKILLS) and measures its letters bigger than the known
 * headings: such a line, bigger than the body (headingOf) and no smaller than the known headings,
 * stands for a heading as a scan's space does, its section told by its content and its words
 * not read.
 */
function misreadHeading(line: TextLine, known: readonly TextLine[]): boolean {
  const sizes = known.filter((k) => k.ocr).map((k) => k.fontSize);
  return (
    Boolean(line.ocr) &&
    sizes.length > 0 &&
    wordsOf(line.text).length <= 2 &&
    line.fontSize >= Math.min(...sizes)
  );
}

/**
 * A scanned line OCR measured at under half the body's size is no text it read: a rule, specks or
 * a heading it could not make out ("000000." and "SEIS" where EDUCATION and SKILLS stood, "eee").
 * It is left out, and the space it stood in is what it leaves (unreadHeading).
 */
export function specks(line: TextLine, bodySize: number): boolean {
  return Boolean(line.ocr) && bodySize > 0 && line.fontSize < bodySize / 2;
}

/** A scanned line bigger than the body with no letter: marks, or noughts for a rule's dots. */
function noWords(line: TextLine, bodySize: number): boolean {
  return Boolean(line.ocr) && line.fontSize >= bodySize + 2 && !/\p{L}/u.test(line.text);
}

/** The next line starts well above the last one and elsewhere across: another column. */
function jumpsToColumn(last: TextLine | undefined, line: TextLine): boolean {
  if (!last || last.page !== line.page || last.width <= 0 || line.width <= 0) return false;
  const size = Math.max(last.fontSize, 1);
  return line.y < last.y - 2 * size && Math.abs(line.x - last.x) > 4 * size;
}

const LISTS = new Set<SectionKind>(['skills', 'certificates', 'languages']);

/**
 * A list's items that a narrow column wrapped onto the next line, joined again: "• Working with
 * Children" then "Check"; "customer service, stock" then "replenishment, POS"; and (in a list or
 * not) a table cell that stops at "and". Only for lines that carry their place (a PDF's): a
 * document's own paragraphs are not wrapped.
 */
function unwrapList(lines: readonly TextLine[], list: boolean): TextLine[] {
  const bulleted = lines.some(isBullet);
  // A comma list whose lines end with its comma where they break between items.
  const breaksAtCommas = lines.slice(0, -1).some((l) => /[,;]$/.test(l.text.trim()));
  const out: TextLine[] = [];
  for (const line of lines) {
    const last = out.at(-1);
    if (last && continues(last, line, { bulleted, list, breaksAtCommas })) {
      const besideUnread = [...(last.besideUnread ?? []), ...(line.besideUnread ?? [])];
      out[out.length - 1] = {
        ...last,
        text: `${last.text.trim()} ${line.text.trim()}`,
        width: Math.max(last.width, line.x + line.width - last.x),
        // The next wrap is measured from this line.
        y: line.y,
        ...(besideUnread.length > 0 ? { besideUnread } : {}),
      };
    } else out.push(line);
  }
  return out;
}

interface ListShape {
  bulleted: boolean;
  list: boolean;
  breaksAtCommas: boolean;
}

function continues(a: TextLine, b: TextLine, shape: ListShape): boolean {
  const { bulleted, list } = shape;
  if (a.width <= 0 || b.width <= 0 || isBullet(b) || a.page !== b.page) return false;
  const text = a.text.trim();
  // OCR's sizes of one type differ from line to line by a tenth or so; and more on a line of a
  // word or two, measured from few letters: on a scan, a comma list's line goes on at a size
  // measured otherwise when the words at the break are one skill the taxonomy knows ("…, time"
  // over "management", "assessment, classroom" over "management, communication").
  const sameSize = a.ocr || b.ocr ? 0.15 * Math.max(a.fontSize, b.fontSize) : 0.5;
  const skillOverSizes =
    Boolean(a.ocr && b.ocr) &&
    shape.list &&
    !shape.bulleted &&
    Math.abs(b.x - a.x) <= 2 &&
    /[,;]/.test(text) &&
    wrapsInsideSkill(text, b.text);
  if (a.bold !== b.bold || (Math.abs(a.fontSize - b.fontSize) > sameSize && !skillOverSizes))
    return false;
  // A comma list's last word over its next line ("…, POS, problem" over "solving"): further
  // down when the list's wrapped lines above were joined already (its place is the first's).
  const commaTail = list && !bulleted && /[,;]/.test(text) && /^[\p{Ll}(]/u.test(b.text.trim());
  const gap = b.y - a.y;
  if (gap <= 0 || gap > Math.max(a.fontSize, 1) * (commaTail ? 4 : 1.8)) return false;
  if (/[.!?]$/.test(text)) return false;
  // A row's last cell that stops at "and" goes on below it, under that cell: "Certificate III
  // in Early Childhood Education and" over "Care".
  if (UNFINISHED.test(text) && b.x > a.x + 2 && !b.text.includes('\t'))
    return wordsOf(b.text).length <= 4;
  // Rows of cells (two bullets a line, as OCR reads them) are not told apart from their wraps.
  if (!list || a.text.includes('\t') || b.text.includes('\t')) return false;
  // A bullet's item goes on under its text (a hanging indent); a comma list's on the left edge.
  if (bulleted) return isBullet(a) && b.x >= a.x - 2 && b.x <= a.x + 30;
  // A comma list's line that stops at its comma between items and goes on in lower case
  // inside one; where the list's other lines end with their comma, a line without one stopped
  // inside an item ("…, Google" over "Classroom, assessment,"); so did one whose last item and
  // the next line's first are, together, one skill the taxonomy knows ("…, Google" over
  // "Classroom, student wellbeing", where the list has no other line).
  return (
    Math.abs(b.x - a.x) <= 2 &&
    /[,;]/.test(text) &&
    (/[,;]$/.test(text) ||
      /^[\p{Ll}(]/u.test(b.text.trim()) ||
      shape.breaksAtCommas ||
      wrapsInsideSkill(text, b.text))
  );
}

/** A list line's last item and the next line's first item are one skill the taxonomy knows. */
export function wrapsInsideSkill(line: string, next: string): boolean {
  const last = line.split(/[,;]/).at(-1)?.trim();
  const first = next.split(/[,;]/)[0]?.trim();
  return Boolean(last && first && taxonomy.resolve(`${last} ${first}`, 'skill'));
}

const UNFINISHED = /\s(?:and|&|of|in|for|with)$/i;

/**
 * A cell that stops open: at a range's dash, "to", a comma, a month without its year, or a word
 * a name goes on after ("Department of").
 */
const OPEN_ENDED = new RegExp(String.raw`(?:[–—-]|\bto|,|\b${MONTH})$`, 'i');
const unfinished = (cell: string | undefined) =>
  OPEN_ENDED.test(cell ?? '') || UNFINISHED.test(cell ?? '');
/** A cell that starts as the rest of one: a range's dash or "to" ("— July 2021"). */
const OPEN_STARTED = /^(?:[–—-]|to\b)/i;
const tabbed = (text: string) => text.split('\t').map((c) => c.trim());

/**
 * A row of cells whose cells all wrapped onto the next line: "Senior Support Worker · Achieve |
 * 02/2021 —" over "Australia | 06/2022". A cell of the row stops open (or a cell below starts as
 * a range's rest) and the next line has as many cells: they are joined cell by cell; or only the
 * last cell wrapped, and the next line is that cell's rest.
 */
function joinWrappedRows(lines: readonly TextLine[]): TextLine[] {
  const out: TextLine[] = [];
  for (const line of lines) {
    const last = out.at(-1);
    const above = last ? tabbed(last.text) : [];
    const below = tabbed(line.text);
    const near =
      last &&
      last.width > 0 &&
      line.width > 0 &&
      last.page === line.page &&
      !isBullet(line) &&
      above.length >= 2 &&
      line.y > last.y &&
      line.y - last.y <= 1.8 * Math.max(last.fontSize, 1);
    const open = above.some(unfinished) || below.some((c) => OPEN_STARTED.test(c));
    if (last && near && below.length === above.length && open) {
      out[out.length - 1] = {
        ...last,
        text: above.map((c, i) => `${c} ${below[i]}`).join('\t'),
        y: line.y,
      };
    } else if (
      // Only the last cell wrapped: "… | Apr 2022 –" over "Feb 2026", set under that cell.
      last &&
      near &&
      below.length === 1 &&
      unfinished(above.at(-1)) &&
      line.x > last.x + 0.4 * last.width
    ) {
      out[out.length - 1] = { ...last, text: `${last.text} ${line.text.trim()}`, y: line.y };
    } else out.push(line);
  }
  return out;
}

/** The style a line is set in, as far as headings go: markup, bold, size, capitals. */
function styleOf(line: TextLine): string {
  return [
    line.heading ? 'h' : '',
    line.bold ? 'b' : '',
    Math.round(line.fontSize * 2) / 2,
    isUpperCase(line.text) ? 'C' : '',
  ].join('|');
}

/**
 * The styles of headings: a style that a third or more of the known headings are set in,
 * unlike the body text, and that half or more of the short lines set in it are known headings
 * of. A table's bold header cells ("Employer", "Role") are known words, but set as its role
 * titles are, and not as the document's headings: a bold line is no heading for that.
 */
function headingStyles(
  lines: readonly TextLine[],
  isKnown: (i: number) => boolean,
  bodySize: number,
): Set<string> {
  const counts = new Map<string, { known: number; all: number }>();
  lines.forEach((line, i) => {
    const text = line.text.trim();
    if (isBullet(line) || !looksLikeHeadingText(text)) return;
    const key = styleOf(line);
    const c = counts.get(key) ?? { known: 0, all: 0 };
    c.all++;
    if (isKnown(i) && apartFromBody(line, bodySize)) c.known++;
    counts.set(key, c);
  });
  const known = [...counts.values()].reduce((n, c) => n + c.known, 0);
  return new Set(
    [...counts]
      .filter(([, c]) => c.known > 0 && c.known * 3 >= known && c.known * 2 >= c.all)
      .map(([k]) => k),
  );
}

/** A short line, no list item, set in a style of headings. */
function setAsKnown(line: TextLine, styles: ReadonlySet<string>, bodySize: number): boolean {
  const text = line.text.trim();
  if (isBullet(line) || !looksLikeHeadingText(text)) return false;
  // In a text file every line has the one style: only capitals (or markup) set a line apart.
  if (bodySize === 0 && !line.bold && !line.heading && !isUpperCase(text)) return false;
  return styles.has(styleOf(line));
}

/** A heading set unlike the body text: markup, bold, another size, capitals. */
function apartFromBody(line: TextLine, bodySize: number): boolean {
  return (
    Boolean(line.heading) ||
    line.bold ||
    (bodySize > 0 && Math.abs(line.fontSize - bodySize) >= 1) ||
    isUpperCase(line.text)
  );
}

function sameStyle(a: TextLine, b: TextLine): boolean {
  return (
    Boolean(a.heading) === Boolean(b.heading) &&
    a.bold === b.bold &&
    Math.abs(a.fontSize - b.fontSize) <= 0.5
  );
}

/** The lines of every section of a kind, in order (a resume may have two "Skills" sections). */
export function linesOf(sections: Sections, kind: SectionKind): TextLine[] {
  return sections.sections.filter((s) => s.kind === kind).flatMap((s) => s.lines);
}
