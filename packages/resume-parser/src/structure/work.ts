// The work section as roles. A role starts at a line with a date range (or a title-like line
// just before one); its heading lines around the dates give employer, position and location;
// bullets under it are highlights and other lines its summary.
import type { ResumeWork, TextLine } from '../types';
import { tellRoleParts } from './role-parts';
import { describe, type Info, segment } from './role-segments';
import { occupationIdOf } from './role-words';
import { prefixed, recordSource, type Sources } from './sources';
import { stripBullet } from './text';

/**
 * A role's body: bullets are highlights, a line in lower case goes on from the line before
 * (a wrapped line), other lines are its summary; with no bullets at all, two or more lines that
 * each start a sentence are highlights written without bullets.
 */
function splitBody(body: readonly Info[]) {
  const items: { text: string; source: string; bullet: boolean }[] = [];
  for (const info of body) {
    const text = info.line.text.trim();
    const last = items[items.length - 1];
    if (info.bullet) {
      const item = stripBullet(text);
      if (item) items.push({ text: item, source: text, bullet: true });
    } else if (last && /^[\p{Ll}(&]/u.test(text)) {
      last.text = `${last.text} ${text}`;
      last.source = `${last.source}\n${text}`;
    } else items.push({ text, source: text, bullet: false });
  }
  const bulleted = items.some((i) => i.bullet);
  const asHighlights = bulleted ? items.filter((i) => i.bullet) : items.length >= 2 ? items : [];
  const summary = items.filter((i) => !asHighlights.includes(i));
  return {
    highlights: asHighlights.map((i) => i.text),
    highlightSources: asHighlights.map((i) => i.source),
    summary,
  };
}

const TIME_AWAY =
  /^\W*(?:career break|career gap|gap year|employment gap|time out|parental leave|maternity leave|paternity leave|carer'?s leave|long service leave|sabbatical|travel(?:l?ing)?(?: overseas| abroad)?|full[- ]time (?:parent|carer|study|studies))\b/i;

/** The roles of a work section's lines, with the source of every value set. */
export function structureWork(
  lines: readonly TextLine[],
  sources: Sources,
  offset = 0,
): ResumeWork[] {
  // A date with no employer, position or text of its own under it is no role, nor is a time
  // away from work ("Career break (travel) 2019 – 2020", "Parental leave").
  const drafts = segment(lines.map(describe)).filter(
    (draft) =>
      (draft.heading.some((h) => h.rest.trim()) || draft.body.length > 0) &&
      !draft.heading.some((h) => TIME_AWAY.test(h.rest)),
  );
  return drafts.map((draft, i) => {
    const path = `work[${offset + i}]`;
    const role: ResumeWork = {};
    const headingTexts = draft.heading.map((h) => h.rest);
    const parts = tellRoleParts(headingTexts);
    const sourceOf = (text: string | undefined) =>
      draft.heading.find((h) => text && h.line.text.includes(text))?.line.text ??
      draft.heading[0]?.line.text ??
      '';
    const put = <K extends keyof ResumeWork>(key: K, value: ResumeWork[K], source: string) => {
      if (value === undefined) return;
      role[key] = value;
      recordSource(sources, `${path}.${key}`, value, source);
    };
    put('name', parts.name, sourceOf(parts.name));
    put('position', parts.position, sourceOf(parts.position));
    if (parts.position)
      put('occupationId', occupationIdOf(parts.position), sourceOf(parts.position));
    put('location', parts.location, sourceOf(parts.location));
    const date = draft.date?.date;
    if (date && draft.date) {
      put('startDate', date.startDate, draft.date.line.text);
      put('endDate', date.endDate, draft.date.line.text);
      if (date.current) put('current', true, draft.date.line.text);
    }
    const { highlights, highlightSources, summary } = splitBody(draft.body);
    if (highlights.length > 0) {
      role.highlights = highlights;
      highlights.forEach((_, j) => {
        sources[`${path}.highlights[${j}]`] = highlightSources[j] as string;
      });
    }
    if (summary.length > 0) {
      put('summary', summary.map((s) => s.text).join(' '), summary.map((s) => s.source).join('\n'));
    }
    return role;
  });
}

/**
 * The roles a resume reports: each names its employer or its position. A dated block whose
 * heading tells neither (a scan's heading OCR could not read or split, a wrapped date read as a
 * role of its own) is no role that was read, only dates and bullets a role would be invented
 * around: it is left out, as an education entry with neither institution nor qualification is.
 * (structureWork keeps such blocks: they still tell a section of roles by its content.)
 */
export function reportedRoles(lines: readonly TextLine[], sources: Sources): ResumeWork[] {
  const own: Sources = {};
  const kept: ResumeWork[] = [];
  structureWork(lines, own).forEach((role, i) => {
    if (!role.name && !role.position) return;
    Object.assign(sources, prefixed(own, `work[${i}]`, `work[${kept.length}]`));
    kept.push(role);
  });
  return kept;
}
