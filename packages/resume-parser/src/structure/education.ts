// The education section as entries: institution (University, TAFE, College...), study type
// (Bachelor, Diploma, Certificate III, Year 12/HSC...), area ("of Nursing", "in Commerce") and
// dates. An entry starts where a line brings a second institution or a second qualification.
import type { ResumeEducation, TextLine } from '../types';
import { findDateRange } from './dates';
import { recordSource, type Sources } from './sources';
import { cells, clean, isBullet, stripBullet, wordsOf } from './text';

/**
 * A name that ends in a qualification's word is the qualification's, not where it was studied:
 * "School Certificate (HSC)" (OCR lost "Higher"), "College Diploma".
 */
const QUALIFICATION_NAME = /\b(?:Certificate|Diploma|Degree|Qualification)s?$/i;

// What a line says of the study after the institution's name: "TAFE Queensland Completed 2019".
const STATUS =
  '(?:Completed|Complete|Graduated|Expected|Current|Currently|Ongoing|Present|Incomplete|Finished|Awarded|Since|From|Until|To)\\b';
// The kind word starts a word, or ends one glued to a capitalised prefix ("TasTAFE"); a known
// acronym may be followed by its campus ("UNSW Sydney").
export const INSTITUTION = new RegExp(
  String.raw`(?:[\p{Lu}][\p{L}'’.&-]*\s+)*(?<!\p{L})(?:[\p{Lu}][\p{Ll}]+(?=TAFE))?(?:University|Universit[éy]|TAFE|College|Institute|School|Academy|Polytechnic|Conservatorium|Kura|Wānanga|Wananga|Campus|RTO)\b(?:\s+(?:of|for|and|&|de)?\s*(?!${STATUS})[\p{Lu}][\p{L}'’.&-]*)*|\bTAFE\s+[A-Z]{2,3}\b|\b(?:UNSW|UTS|RMIT|QUT|UWA|ANU|USYD|UQ|UniSA|ACU|CQU|JCU|AUT|NMIT)\b(?:\s+(?!${STATUS})[\p{Lu}][\p{Ll}]+){0,2}`,
  'u',
);

// Longest first: "Advanced Diploma" before "Diploma", "Graduate Certificate" before "Certificate".
const STUDY_TYPES: [RegExp, string][] = [
  [/\b(?:Doctor of Philosophy|PhD|Ph\.D\.?|Doctorate)\b/i, 'PhD'],
  [/\bMaster(?:'?s)?(?: of| in|\b)|\b(?:MBA|MSc|MEng|MEd|MPH|MA)\b/, 'Master'],
  [/\bGraduate Diploma\b|\bGrad\.? Dip\b/i, 'Graduate Diploma'],
  [/\bGraduate Certificate\b|\bGrad\.? Cert\b/i, 'Graduate Certificate'],
  [
    /\bBachelor(?:'?s)?(?: of| in|\b)|\b(?:BSc|BA|BCom|BEng|BEd|BN|BBus|BIT|LLB|MBBS|BAppSc)\b/,
    'Bachelor',
  ],
  [/\bAssociate Degree\b/i, 'Associate Degree'],
  [/\bAdvanced Diploma\b|\bAdv\.? Dip\b/i, 'Advanced Diploma'],
  [/\bDiploma\b|\bDip\b\.?/i, 'Diploma'],
  // OCR reads III as "Ill" and II as "Il".
  [/\bCert(?:ificate)?\.?\s*(IV|III|II|I|Ill|Il|4|3|2|1)\b/i, 'Certificate'],
  [/\b(?:Year 12|Year 10|Year 11)\b/i, ''],
  [
    /\b(?:HSC|Higher School Certificate|VCE|VCAL|WACE|QCE|SACE|TCE|NCEA(?: Level [123])?|IB Diploma|International Baccalaureate|A-Levels|GCSEs?)\b/,
    '',
  ],
  [/\bHigh School\b|\bSecondary School\b/i, ''],
];

const ROMAN: Record<string, string> = {
  '1': 'I',
  '2': 'II',
  '3': 'III',
  '4': 'IV',
  ILL: 'III',
  IL: 'II',
};

function studyTypeOf(
  text: string,
): { studyType: string; at: number; end: number; school?: boolean } | null {
  for (const [pattern, name] of STUDY_TYPES) {
    const m = pattern.exec(text);
    if (!m) continue;
    if (name === 'Certificate') {
      const level = (m[1] as string).toUpperCase();
      return {
        studyType: `Certificate ${ROMAN[level] ?? level}`,
        at: m.index,
        end: m.index + m[0].length,
      };
    }
    // Year 12, HSC, NCEA Level 3: the qualification is its own name.
    const studyType = name || m[0];
    if (/high school|secondary school/i.test(m[0])) return null;
    return {
      studyType,
      at: m.index,
      end: m.index + m[0].length,
      ...(name ? {} : { school: true }),
    };
  }
  return null;
}

/** "of Nursing", "in Commerce", "(Accounting)": the field after the study type, to a separator. */
function areaOf(text: string, end: number): { area: string; end: number } | undefined {
  const after = text.slice(end);
  const m = AREA.exec(after);
  const area = m?.[1] && clean(m[1]);
  if (!m || !area || (INSTITUTION.test(area) && INSTITUTION.exec(area)?.index === 0))
    return undefined;
  return { area, end: end + m[0].length };
}

// The field runs to a separator (a table's cell break too), a date, or the start of an
// institution's name.
const AREA =
  /^\s*(?:(?:of|in)\s+|\()?((?:[\p{L}'’&/-]+[^\S\t]*){1,8}?)(?=\s*(?:[,|–—()\t]|\s-\s|\s(?:at|from)\s|\d|$|\s{2,}|(?:The\s+)?(?:[\p{Lu}][\p{L}'’.-]*\s+){0,3}(?:University|TAFE|College|Institute|School|Academy|Polytechnic)\b))/u;

const SCORE =
  /\b(?:GPA|WAM|ATAR|OP|Grade|Distinction Average|Credit Average)\s*[:=]?\s*[\d.]+(?:\s*\/\s*[\d.]+)?|\b(?:First Class Honours|Honours|with Distinction|Dean'?s List)\b/i;

// A line under a qualification that says more about it, not where: "Major in Marketing".
const ABOUT_THE_STUDY =
  /^(?:majors?|majoring|minors?|thesis|dissertation|honours|completed|graduated|awarded|expected|currently|current|including|includes|relevant|coursework|units?|subjects?|specialis[a-z]*|specializ[a-z]*|focus|stream|studying|incomplete|ongoing|in progress|part[- ]time|full[- ]time|online|dux|prize|scholarship|award|achieved|passed|credit|distinction|high distinction|research|project|modules?|topics?|electives?|placement|practicum)\b/i;

/**
 * The line right after a qualification with no institution named in known words ("Diploma of
 * Business" then "Te Whare Wānanga o Awanuiārangi, 2019"): a short name-like line is where it
 * was studied. Its text up to a comma or the dates.
 */
function institutionLine(text: string, date: { start: number } | null): string | undefined {
  const first = cells(text)[0] ?? '';
  let name = date && date.start < first.length ? first.slice(0, date.start) : first;
  name = clean(name.split(/,\s/)[0] as string);
  const words = wordsOf(name);
  if (words.length === 0 || words.length > 8) return undefined;
  if (!/^[\p{Lu}\p{N}]/u.test(name) || /[.!?:;]$/.test(name)) return undefined;
  // A name is written in letters: a cell of a digit or a mark (OCR's "5" for a rule's end) is none.
  if (!/\p{L}{2}/u.test(name)) return undefined;
  if (ABOUT_THE_STUDY.test(name) || SCORE.test(name)) return undefined;
  // A name: its words of weight capitalised ("Te Pūkenga – Unitec"), not a sentence.
  const weighty = words.filter((w) => /\p{L}{4,}/u.test(w));
  if (weighty.some((w) => !/^[\p{Lu}]/u.test(w))) return undefined;
  return name;
}

export function structureEducation(
  lines: readonly TextLine[],
  sources: Sources,
): ResumeEducation[] {
  const entries: { entry: ResumeEducation; sources: Record<string, string> }[] = [];
  let current: (typeof entries)[number] | null = null;
  // The line before set the current entry's qualification and named no institution.
  let lastSetStudy = false;
  const start = () => {
    current = { entry: {}, sources: {} };
    entries.push(current);
    return current;
  };
  for (const line of lines) {
    const text = stripBullet(line.text.trim());
    const study = studyTypeOf(text);
    const area = study && !study.school ? areaOf(text, study.end) : undefined;
    // The institution is looked for outside the qualification's own words.
    const rest = study
      ? `${text.slice(0, study.at)} | ${text.slice(area?.end ?? study.end)}`
      : text;
    const institution = cells(rest)
      .map((c) => INSTITUTION.exec(c)?.[0])
      .find((name) => name && !QUALIFICATION_NAME.test(name.trim()));
    const date = findDateRange(text);
    const afterStudy = lastSetStudy;
    lastSetStudy = false;
    if (isBullet(line) && !study && !institution) continue;
    // Named in no known words, on the line after its qualification.
    const open = current as (typeof entries)[number] | null;
    // Or in a table's row, in the cell beside the qualification's ("2016 – 2018 | Te Pūkenga –
    // Unitec | Certificate III ..."): a name-like cell that holds neither it nor the dates.
    const besideStudy =
      study && !institution
        ? cells(text)
            .filter((c) => !studyTypeOf(c) && !findDateRange(c))
            .map((c) => institutionLine(c, null))
            .find(Boolean)
        : undefined;
    const named =
      !study && !institution && afterStudy && open && !open.entry.institution
        ? institutionLine(text, date)
        : besideStudy;
    if (!study && !institution && !date && !named) continue;
    // Two lines OCR read as one ("Chisholm Institute 2021 Year 12 Certificate"): an institution
    // named before the qualification on its line is the one of the entry above, when it has none.
    const above = current as (typeof entries)[number] | null;
    if (
      line.ocr &&
      study &&
      institution &&
      text.indexOf(institution) < study.at &&
      above?.entry.studyType &&
      !above.entry.institution
    ) {
      above.entry.institution = clean(institution);
      above.sources.institution = line.text;
      const next = start();
      next.entry.studyType = study.studyType;
      next.sources.studyType = line.text;
      if (area?.area) {
        next.entry.area = area.area;
        next.sources.area = line.text;
      }
      lastSetStudy = true;
      continue;
    }
    let entry: (typeof entries)[number] = current ?? start();
    if ((institution && entry.entry.institution) || (study && entry.entry.studyType))
      entry = start();
    const set = (key: keyof ResumeEducation, value: string | undefined) => {
      if (value === undefined || entry.entry[key] !== undefined) return;
      entry.entry[key] = value;
      entry.sources[key] = line.text;
    };
    if (study) {
      set('studyType', study.studyType);
      set('area', area?.area);
    }
    if (institution) set('institution', clean(institution));
    else if (named) set('institution', named);
    lastSetStudy = Boolean(
      study && !entry.entry.institution && entry.sources.studyType === line.text,
    );
    if (date && !entry.entry.startDate && !entry.entry.endDate) {
      // A lone year is when it was finished.
      if (date.range) {
        set('startDate', date.startDate);
        if (date.endDate) set('endDate', date.endDate);
      } else set('endDate', date.startDate);
    }
    const score = SCORE.exec(text)?.[0];
    if (score) set('score', score);
  }
  // Dates alone ("2016 – 2018" under a course's description) are no entry: it needs a
  // qualification or an institution.
  const real = entries.filter(({ entry }) => entry.studyType || entry.institution);
  return real.map(({ entry, sources: own }, i) => {
    for (const [key, value] of Object.entries(entry))
      recordSource(sources, `education[${i}].${key}`, value, own[key] as string);
    return entry;
  });
}
