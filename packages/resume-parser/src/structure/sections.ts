// A document's lines split at its section headings: the header before the first one (name,
// title, contacts), then each section with its kind and lines.
import type { TextLine } from '../types';
import { type Heading, headingOf, type SectionKind } from './headings';
import { bodyFontSize } from './text';

export interface Section {
  kind: SectionKind;
  heading: TextLine;
  lines: TextLine[];
}

export interface Sections {
  header: TextLine[];
  sections: Section[];
}

export function splitSections(lines: readonly TextLine[]): Sections {
  const bodySize = bodyFontSize(lines);
  const header: TextLine[] = [];
  const sections: Section[] = [];
  let current: Section | null = null;
  const known: TextLine[] = [];
  for (const line of lines) {
    if (!line.text.trim()) continue;
    let heading: Heading | null = headingOf(line, bodySize);
    // "Languages: TypeScript, SQL" and "Tools: Git" inside a skills section are its own lines.
    if (heading?.inline !== undefined && current?.kind === 'skills') heading = null;
    // A heading in unknown words counts only when set as the known headings are: before them
    // it is the header's (a name set large), and a smaller one is a role's title.
    if (heading?.unknown && !known.some((k) => sameStyle(k, line))) heading = null;
    if (heading && !heading.unknown) known.push(line);
    if (heading) {
      current = { kind: heading.kind, heading: line, lines: [] };
      sections.push(current);
      if (heading.inline) current.lines.push({ ...line, text: heading.inline, heading: false });
    } else if (current) current.lines.push(line);
    else header.push(line);
  }
  return { header, sections };
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
