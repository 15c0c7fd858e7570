// Whether a text is a resume at all. A resume has contacts, resume sections or dated roles; an
// invoice, a thesis or a letter has contacts too, so what marks those counts against it.
import type { Resume, TextLine } from '../types';
import type { SectionKind } from './headings';
import type { Sections } from './sections';

/** Sections that only a resume has (a thesis has references, a letter a contact block). */
const RESUME_SECTIONS: ReadonlySet<SectionKind> = new Set([
  'summary',
  'work',
  'education',
  'certificates',
  'skills',
  'languages',
  'projects',
  'volunteering',
  'awards',
]);

const OTHER_DOCUMENTS: [string, RegExp][] = [
  [
    'invoice',
    /\b(?:tax invoice|invoice (?:no|number|#|date)|amount due|balance due|subtotal|total due|bill to|payment terms|due date|unit price|qty|gst)\b/i,
  ],
  [
    'letter',
    /^(?:dear\b|to whom it may concern|yours (?:sincerely|faithfully|truly)|kind regards|warm regards|sincerely,?$)/i,
  ],
  [
    'thesis',
    /\b(?:abstract|chapter \d+|bibliography|literature review|methodology|dissertation|thesis|submitted in (?:partial )?fulfil?ment|table of contents|acknowledgements)\b/i,
  ],
];

export interface Evidence {
  resumeSections: number;
  datedRoles: number;
  contact: boolean;
  name: boolean;
  /** Lines that mark another kind of document. */
  otherDocument: number;
}

export function weighEvidence(
  lines: readonly TextLine[],
  split: Sections,
  resume: Resume,
): Evidence {
  const kinds = new Set(split.sections.filter((s) => s.lines.length > 0).map((s) => s.kind));
  const resumeSections = [...kinds].filter((k) => RESUME_SECTIONS.has(k)).length;
  let otherDocument = 0;
  // Two resume sections settle it (see looksLikeResume): no need to look for other marks.
  if (resumeSections < 2) {
    for (const line of lines) {
      if (OTHER_DOCUMENTS.some(([, pattern]) => pattern.test(line.text.trim()))) otherDocument += 1;
    }
  }
  return {
    resumeSections,
    datedRoles: resume.work.filter((w) => w.startDate).length,
    contact: Boolean(resume.basics.email || resume.basics.phone),
    name: Boolean(resume.basics.name),
    otherDocument,
  };
}

/**
 * A resume: two resume sections; or one, or a dated role, with contacts or a name; or contacts
 * with a name or with nothing of another kind of document. Marks of an invoice, letter or thesis
 * ask for more: two resume sections, or one and a dated role.
 */
export function looksLikeResume(e: Evidence): boolean {
  if (e.resumeSections >= 2) return true;
  const other = e.otherDocument >= 2;
  if (other) return e.resumeSections >= 1 && e.datedRoles >= 1 && (e.contact || e.name);
  if ((e.resumeSections >= 1 || e.datedRoles >= 1) && (e.contact || e.name)) return true;
  // Contacts and nothing of another document: a sparse resume whose name we could not tell.
  return e.contact && (e.name || e.otherDocument === 0);
}
