// The kind of a section whose heading is in words we do not know ("Professional Background",
// "Compliance", "Communication"), told by what its lines hold: language names, licences, roles
// with dates, qualifications and institutions, or skills the taxonomy knows.
import { taxonomy } from '@talent/taxonomy';
import type { TextLine } from '../types';
import { certificateOf } from './certificates';
import { INSTITUTION, structureEducation } from './education';
import type { SectionKind } from './headings';
import { languageNames, splitLanguageItems } from './languages';
import { skillItems, skillOf } from './skills';
import { stripBullet, wordsOf } from './text';
import { structureWork } from './work';

/** Share of a section's items that must be of one kind for the section to be of that kind. */
const LIST_SHARE = 0.6;

/**
 * The kind of the section's lines, or null. `heading`, its heading line, may be a role's title
 * set as the headings are ("STORE MANAGER"): it is read with the lines for roles.
 */
export function kindByContent(lines: readonly TextLine[], heading?: TextLine): SectionKind | null {
  const texts = lines.map((l) => l.text.trim()).filter(Boolean);
  const items = texts.flatMap((t) => skillItems(t));
  if (items.length === 0) return null;
  const share = (test: (item: string) => boolean) => items.filter(test).length / items.length;

  // "English: fluent" is a language's item, not a subheading over "fluent".
  const languageItems = texts.flatMap((t) => splitLanguageItems(stripBullet(t)));
  const languages = languageItems.filter((i) => wordsOf(i).length <= 4 && languageNames(i).length);
  if (languages.length >= LIST_SHARE * languageItems.length) return 'languages';
  const isLicence = (i: string) =>
    wordsOf(i).length <= 8 &&
    (Boolean(skillOf(i)?.licenceId) || certificateOf(i)?.licence === true);
  if (share(isLicence) >= LIST_SHARE) return 'certificates';

  // Roles: a date range with an employer or a position, more so with bullets under it;
  // studies: an institution or a qualification, more so with both.
  const roles = structureWork(heading ? [heading, ...lines] : lines, {}).filter(
    (r) => r.startDate && (r.name || r.position || r.highlights?.length),
  );
  const studies = structureEducation(lines, {}).filter((e) => e.institution || e.studyType);
  const workScore = roles.length + roles.filter((r) => r.highlights?.length).length;
  const studyScore = studies.length + studies.filter((e) => e.institution && e.studyType).length;
  if (workScore > 0 && workScore > studyScore) return 'work';
  if (studyScore > 0) return 'education';

  if (items.length >= 2 && share((i) => Boolean(taxonomy.resolve(i, 'skill'))) >= 0.5)
    return 'skills';
  return null;
}

/**
 * A line that is one item of a section of `kind`: a skill the taxonomy knows, a language, a
 * licence, an institution (OCR's marks after it, a bullet of the next column, left out).
 */
export function isItemOf(kind: SectionKind, text: string): boolean {
  const item = stripBullet(text.replace(/(?:\t[^\p{L}\p{N}\t]*)+$/u, '').trim());
  if (!item || wordsOf(item).length > 4) return false;
  if (kind === 'skills') return Boolean(taxonomy.resolve(item, 'skill'));
  if (kind === 'languages') return languageNames(item).length > 0;
  if (kind === 'certificates') return Boolean(skillOf(item)?.licenceId);
  // An institution's name on a line of its own ("TAFE NSW", in capitals in a text file).
  if (kind === 'education') return INSTITUTION.exec(item)?.[0]?.trim() === item;
  return false;
}
