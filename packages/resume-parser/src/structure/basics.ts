// The talent's basics from the header (the lines before the first section), the contact
// section and, for email and phone, the rest of the resume (never its references).
import type { ResumeBasics, ResumeProfile, TextLine } from '../types';
import { findBrokenEmail, findEmail, findPhone, findUrls } from './contacts';
import { matchHeading } from './headings';
import { findPlace, findWrittenLocation } from './location';
import { displayName, nameWords } from './person-name';
import {
  companyScore,
  hasTitleWord,
  isOccupationTitle,
  occupationIdOf,
  positionScore,
} from './role-words';
import type { Section, Sections } from './sections';
import { recordSource, type Sources } from './sources';
import { bodyFontSize, cells, clean, isUpperCase, wordsOf } from './text';

interface Cell {
  text: string;
  line: TextLine;
  lineIndex: number;
  used: boolean;
}

// A document's own title is not whose it is.
const DOCUMENT_TITLE =
  /^(?:curriculum vitae|resume|résumé|cv|personal resume|professional resume|my resume)$/i;
const NAME_LABEL =
  /^(?:(?:full )?name\s*[:-]\s*|(?:resume|résumé|cv|curriculum vitae)\s+(?:of|for)\s+)/i;
const HEADER_NAME_LINES = 8;
// "Sarah O'Brien – Registered Midwife": a spaced dash parts a header line too.
const HEADER_DASH = /\s+[–—-]\s+(?=\D)/;
const MAX_PLACE_LOOKUPS = 3;

function cellsOf(lines: readonly TextLine[]): Cell[] {
  return lines.flatMap((line, lineIndex) =>
    cells(line.text)
      .flatMap((cell) => cell.split(HEADER_DASH))
      .map((text) => ({ text: text.trim(), line, lineIndex, used: false }))
      .filter((cell) => cell.text),
  );
}

export function structureBasics(split: Sections, sources: Sources): ResumeBasics {
  const basics: ResumeBasics = {};
  const contactLines = split.sections.filter((s) => s.kind === 'contact').flatMap((s) => s.lines);
  const nearTop = split.header.length > 0 ? split.header : contactLines;
  const top = cellsOf(nearTop);
  const contact = cellsOf(split.header.length > 0 ? contactLines : []);
  const rest = cellsOf(
    split.sections
      .filter((s: Section) => s.kind !== 'references' && s.kind !== 'contact')
      .flatMap((s) => s.lines),
  );
  const set = <K extends keyof ResumeBasics>(key: K, value: ResumeBasics[K], cell: Cell) => {
    basics[key] = value;
    cell.used = true;
    recordSource(sources, `basics.${key}`, value, cell.line.text);
  };

  for (const group of [top, contact, rest]) {
    for (const [j, cell] of group.entries()) {
      const next = group[j + 1];
      const broken =
        !basics.email && next && next.lineIndex === cell.lineIndex + 1
          ? findBrokenEmail(cell.text, next.text)
          : undefined;
      const email = basics.email ? undefined : (broken ?? findEmail(cell.text));
      if (email) set('email', email, cell);
      const phone = basics.phone ? undefined : findPhone(cell.text);
      if (phone) set('phone', phone, cell);
    }
  }

  const inSections = new Set(rest);
  const profiles: ResumeProfile[] = [];
  for (const cell of [...top, ...contact, ...rest]) {
    for (const found of findUrls(cell.text)) {
      if (found.profile) {
        if (!profiles.some((p) => p.url === found.url)) {
          recordSource(
            sources,
            `basics.profiles[${profiles.length}]`,
            found.profile,
            cell.line.text,
          );
          profiles.push(found.profile);
          cell.used = true;
        }
      } else if (!basics.url && !inSections.has(cell)) {
        // A site named in a role or a project is theirs, not the talent's own.
        set('url', found.url, cell);
      }
    }
  }
  if (profiles.length > 0) basics.profiles = profiles;

  const candidates = [...top, ...contact];
  for (const cell of candidates) {
    if (basics.location) break;
    const found = findWrittenLocation(cell.text);
    if (found) set('location', found.location, cell);
  }

  let name = findName(
    top.filter((c) => !c.used && c.lineIndex < HEADER_NAME_LINES),
    nearTop,
  );
  // A sidebar read first ("Contact", "Skills" before the name): the name, set as the headings
  // are, then opens a section of no kind we know.
  if (!name) {
    const headed = split.sections
      .filter((s) => s.kind === 'other' && !matchHeading(s.heading.text))
      .map((s) => s.heading);
    name = findName(cellsOf(headed), headed);
  }
  // Else the name is the biggest type on the first page, wherever the reading order put it
  // (after a sidebar's sections, say), when it is bigger than every heading.
  if (!name) {
    const first = split.sections.flatMap((s) => s.lines).filter((l) => l.page === 1);
    const biggest = Math.max(0, ...first.map((l) => l.fontSize));
    const headingSize = Math.max(0, ...split.sections.map((s) => s.heading.fontSize));
    const big = first.filter((l) => biggest > headingSize && l.fontSize === biggest);
    if (big.length > 0 && big.length <= 2) name = findName(cellsOf(big), big);
  }
  if (name) set('name', displayName(name.text.replace(NAME_LABEL, '')), name);

  if (!basics.location) {
    let lookups = 0;
    for (const cell of candidates) {
      if (cell.used || lookups >= MAX_PLACE_LOOKUPS || wordsOf(cell.text).length > 3) continue;
      if (positionScore(cell.text) > 0 || companyScore(cell.text) > 0) continue;
      lookups += 1;
      const found = findPlace(clean(cell.text));
      if (found) {
        set('location', found.location, cell);
        break;
      }
    }
  }

  // The label: a job title on a line near the name.
  const nameLine = name?.lineIndex ?? -1;
  const label = top.find(
    (c) =>
      !c.used &&
      Math.abs(c.lineIndex - nameLine) <= 3 &&
      wordsOf(c.text).length <= 8 &&
      !/[.!?]$/.test(c.text) &&
      !matchHeading(c.text) &&
      positionScore(c.text) >= 2,
  );
  if (label) {
    set('label', clean(label.text), label);
    const occupationId = occupationIdOf(basics.label as string);
    if (occupationId) {
      basics.occupationId = occupationId;
      sources['basics.occupationId'] = label.line.text;
    }
  }

  const summaryLines = split.sections.filter((s) => s.kind === 'summary').flatMap((s) => s.lines);
  // No summary section: a paragraph under the name is one.
  const paragraph =
    summaryLines.length > 0
      ? summaryLines
      : top.filter((c) => !c.used && wordsOf(c.text).length >= 12).map((c) => c.line);
  const summary = [...new Set(paragraph)]
    .map((l) => l.text.trim())
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (summary) {
    basics.summary = summary;
    sources['basics.summary'] = [...new Set(paragraph)].map((l) => l.text).join('\n');
  }
  return basics;
}

/** The most prominent name-shaped cell near the top: biggest type, first, bold, alone. */
function findName(cellsNearTop: Cell[], lines: readonly TextLine[]): Cell | null {
  const body = bodyFontSize(lines);
  const biggest = Math.max(0, ...lines.map((l) => l.fontSize));
  let best: { cell: Cell; score: number } | null = null;
  for (const cell of cellsNearTop) {
    const text = cell.text.replace(NAME_LABEL, '');
    if (!nameWords(text) || DOCUMENT_TITLE.test(text.trim())) continue;
    // A whole job title is not a name; a surname that is also a title word ("Tom Baker") may be.
    if (matchHeading(text) || isOccupationTitle(text) || companyScore(text) > 0) continue;
    if (findWrittenLocation(text)) continue;
    let score = 10 - cell.lineIndex - (hasTitleWord(text) ? 4 : 0);
    if (biggest > 0 && cell.line.fontSize === biggest && biggest > body) score += 3;
    if (cell.line.bold) score += 1;
    if (cells(cell.line.text).length === 1) score += 1;
    if (NAME_LABEL.test(cell.text)) score += 3;
    if (isUpperCase(text)) score += 0.5;
    if (!best || score > best.score) best = { cell, score };
  }
  // A lone "Wagga Wagga" or "Alice Springs" is where they live, not who they are.
  if (best && findPlace(best.cell.text)) {
    const others = cellsNearTop.filter((c) => c !== best?.cell);
    return others.length < cellsNearTop.length ? findName(others, lines) : null;
  }
  return best?.cell ?? null;
}
