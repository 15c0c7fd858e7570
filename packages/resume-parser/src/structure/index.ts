// A read document's lines to a resume in the JSON Resume shape, with the text each value came
// from: sections by their headings, then each section by its own rules.
import { taxonomy } from '@talent/taxonomy';
import {
  type ParsedResume,
  type ReadDocument,
  type Resume,
  type ResumeLanguage,
  ResumeParseError,
  type ResumeSkill,
  type TextLine,
} from '../types';
import { structureBasics } from './basics';
import { addCertificates, licencesIn, sectionCertificates } from './certificates';
import { structureEducation } from './education';
import { languageNames, languagesOf, splitLanguageItems } from './languages';
import { looksLikeResume, weighEvidence } from './resume-evidence';
import { linesOf, splitSections } from './sections';
import {
  joinedSkills,
  lowerCaseAcronym,
  misreadOfKnown,
  skillItems,
  skillOf,
  skillsInHighlights,
  skillsInSentence,
  withoutRatingColumn,
} from './skills';
import { recordSource, type Sources } from './sources';
import { wordsOf } from './text';
import { reportedRoles } from './work';

const NOT_RESUME =
  "This doesn't look like a resume. Please upload your resume as a PDF, Word or text file.";
const FLUENT_IN =
  /\b(?:fluent|native|bilingual|conversational)\b.*\b(?:in|speaker of|of)\b|\bspeak\b/i;

const letters = (text: string) => text.replace(/[^\p{L}]/gu, '').length;

/**
 * OCR's "l" for an "I" among capitals ("Cl/CD"), and a space for a dot it lost inside a name
 * ("Node js" for "Node.js", read otherwise as Node and "js", JavaScript): on a scanned page, an
 * item the taxonomy does not know is looked up again with them read as "I" and as the dot.
 */
export function ocrFixed(
  ocr: boolean | undefined,
  item: string,
  found: ReturnType<typeof skillOf>,
): ReturnType<typeof skillOf> {
  if (!ocr || !found || found.skill.taxonomyId) return found;
  const capitalI = item.replace(/(?<=\p{Lu})l|l(?=\p{Lu})/gu, 'I');
  const dotted = item.replace(/(?<=\p{L}) (?=\p{Ll}{2,4}$)/u, '.');
  for (const read of [capitalI, dotted]) {
    if (read === item) continue;
    const again = skillOf(read);
    if (again?.skill.taxonomyId) return again;
  }
  return found;
}

const bare = (word: string) => word.replace(/[^\p{L}\p{N}]/gu, '').toLowerCase();

/**
 * On a scanned line, an item with a word beside one OCR saw but could not read may have lost that
 * word ("SAP" read of "SAP PM", "Food" of "Food safety", "procedures" of "isolation procedures"):
 * unsure what it names, the item is left out; unless the skill the taxonomy knows it by is named
 * in more words, the item's among them ("cannulation", IV cannulation): the word lost was the
 * name's.
 */
export function lostAWord(line: TextLine, item: string): boolean {
  const beside = new Set((line.besideUnread ?? []).map(bare));
  const words = wordsOf(item).map(bare);
  if (!words.some((w) => beside.has(w))) return false;
  const entry = taxonomy.resolve(item, 'skill');
  const named = wordsOf(entry?.label ?? '').map(bare);
  return !(named.length > words.length && words.every((w) => named.includes(w)));
}

export function structureResume(doc: ReadDocument): ParsedResume {
  const sources: Sources = {};
  const split = splitSections(doc.lines);
  const basics = structureBasics(split, sources);
  const work = reportedRoles(linesOf(split, 'work'), sources);
  const education = structureEducation(linesOf(split, 'education'), sources);

  const certificates: Resume['certificates'] = [];
  addCertificates(certificates, sectionCertificates(linesOf(split, 'certificates')), sources);

  const skills: ResumeSkill[] = [];
  const languages: ResumeLanguage[] = [];
  const addSkill = (skill: ResumeSkill, source: string) => {
    const same = skills.some(
      (s) =>
        (skill.taxonomyId && s.taxonomyId === skill.taxonomyId) ||
        s.name.toLowerCase() === skill.name.toLowerCase(),
    );
    if (same) return;
    recordSource(sources, `skills[${skills.length}]`, skill, source);
    skills.push(skill);
  };
  const addLanguages = (found: ResumeLanguage[], source: string) => {
    for (const language of found) {
      if (languages.some((l) => l.language === language.language)) continue;
      recordSource(sources, `languages[${languages.length}]`, language, source);
      languages.push(language);
    }
  };

  for (const line of withoutRatingColumn(linesOf(split, 'skills'))) {
    for (const item of skillItems(line.text)) {
      if (lostAWord(line, item)) continue;
      // A language among skills: "Mandarin (fluent)".
      const language = languageNames(item);
      if (language.length > 0 && wordsOf(item).length <= 4) {
        addLanguages(languagesOf(item), line.text);
        continue;
      }
      const found = wordsOf(item).length > 5 ? null : ocrFixed(line.ocr, item, skillOf(item));
      const joined = found && !found.skill.taxonomyId ? joinedSkills(item) : null;
      if (joined) {
        for (const skill of joined) addSkill(skill, line.text);
        continue;
      }
      // OCR reads a rating's stars or a speck as a short word ("kk", "Yee"): on a scanned page a
      // skill the taxonomy does not know needs four letters or more.
      if (line.ocr && found && !found.skill.taxonomyId && letters(item) < 4) continue;
      // A name the taxonomy knows with one character misread ("EYLE" for EYLF): unsure, left out.
      if (line.ocr && found && !found.skill.taxonomyId && misreadOfKnown(item)) continue;
      // An acronym read in lower case ("mmm" for MMM): OCR's reading of a rating's marks.
      const id = found?.skill.taxonomyId;
      if (line.ocr && id && lowerCaseAcronym(item, id)) continue;
      if (found?.licenceId) {
        addCertificates(
          certificates,
          [
            {
              certificate: { name: item, licence: true, taxonomyId: found.licenceId },
              source: line.text,
            },
          ],
          sources,
        );
      } else if (found) addSkill(found.skill, line.text);
      else for (const skill of skillsInSentence(item)) addSkill(skill, line.text);
    }
  }

  for (const line of linesOf(split, 'languages')) {
    for (const item of splitLanguageItems(line.text)) addLanguages(languagesOf(item), line.text);
  }
  // "Fluent in Arabic and English" written anywhere but the references.
  for (const line of [
    ...split.header,
    ...linesOf(split, 'summary'),
    ...linesOf(split, 'skills'),
    ...linesOf(split, 'interests'),
  ]) {
    if (FLUENT_IN.test(line.text)) addLanguages(languagesOf(line.text), line.text);
  }

  // Licences named outside the certificates section (a skills item resolves its own, above).
  const elsewhere = [
    ...split.header,
    ...split.sections
      .filter((s) => !['certificates', 'education', 'references', 'skills'].includes(s.kind))
      .flatMap((s) => s.lines),
  ];
  addCertificates(certificates, licencesIn(elsewhere), sources);

  // The talent's own list of skills is the list: skills are taken from work highlights only
  // when the resume lists none (a skill named in a bullet is not one the talent claims); and
  // never from a scanned page, where a list OCR could not find or place may still be there.
  const listed = skills.length > 0;
  if (!listed && doc.ocrPages === 0)
    work.forEach((role, i) => {
      (role.highlights ?? []).forEach((highlight, j) => {
        for (const skill of skillsInHighlights(highlight))
          addSkill(skill, sources[`work[${i}].highlights[${j}]`] ?? highlight);
      });
    });

  const resume: Resume = { basics, work, education, certificates, skills, languages };
  if (!looksLikeResume(weighEvidence(doc.lines, split, resume)))
    throw new ResumeParseError('not-resume', NOT_RESUME);
  const warnings: string[] = [];
  if (doc.ocrPages > 0) {
    warnings.push(
      doc.ocrPages === 1 ? '1 page was read with OCR' : `${doc.ocrPages} pages were read with OCR`,
    );
  }
  return { resume, sources, kind: doc.kind, pages: doc.pages, ocrPages: doc.ocrPages, warnings };
}
