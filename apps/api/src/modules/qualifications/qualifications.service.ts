// Qualifications, licences, documents, IT skills and languages: rules and ownership checks.
// Every row is read and written through the caller's talent id; another talent's id reads as
// missing (404).
import {
  type AttachedFile,
  categoryOfForm,
  emptyItSkills,
  formOfEntry,
  IT_SKILL_GROUPS,
  IT_SKILL_LEVELS,
  type ItSkillGroupId,
  type ItSkills,
  isLicenceForm,
  itSkillListKey,
  itSkillMessages,
  type LanguageBody,
  type LanguageEntry,
  languageMessages,
  type Qualification,
  type QualificationBody,
  qualificationMessages,
} from '@talent/contract';
import type { Database } from '@talent/db';
import ISO6391 from 'iso-639-1';
import { AppError, notFound } from '../../lib/errors';
import type { FileStorage } from '../../lib/file-storage';
import type { Upload } from '../../lib/uploads';
import { storeTalentFile } from '../profile-files';
import { educationLevelLabel, isKnownLicenceType } from './qualification-lookups';
import * as repo from './qualifications.repo';

export interface QualificationSections {
  /** Education, course and safety training entries. */
  education: { qualifications: Qualification[] };
  /** Licence, ticket and other entries. */
  licences: { qualifications: Qualification[] };
  itSkills: ItSkills;
  languages: LanguageEntry[];
}

export const documentUrl = (id: string) => `/api/workerapi/webresume/workerdocument/${id}`;

function toAttachedFile(file: repo.FileRow): AttachedFile {
  return {
    id: file.id,
    fileName: file.fileName,
    contentType: file.contentType,
    sizeBytes: file.sizeBytes,
    url: documentUrl(file.id),
  };
}

function toQualification(row: repo.QualificationRow, file: repo.FileRow | null): Qualification {
  const levelLabel =
    row.educationLevelId === null ? undefined : educationLevelLabel(row.educationLevelId);
  return {
    id: row.id,
    qualificationId: row.qualificationId,
    qualificationTypeId: row.qualificationTypeId,
    qualificationCategory: row.qualificationCategory,
    certification: row.certification,
    institution: row.institution,
    state: row.state,
    comments: row.comments,
    url: row.url,
    fifoEducationLevel:
      row.educationLevelId === null ? null : { id: row.educationLevelId, label: levelLabel ?? '' },
    yearCompleted: row.yearCompleted,
    years: row.years,
    file: file ? toAttachedFile(file) : null,
    qualificationCoverage: row.qualificationCoverage,
    qualificationNumber: row.qualificationNumber,
  };
}

/** Year completed, newest first, Not Specified (0) last, then by name. */
function byYearThenName(a: Qualification, b: Qualification) {
  const year = (q: Qualification) => (q.yearCompleted === 0 ? -Infinity : q.yearCompleted);
  if (year(a) !== year(b)) return year(b) - year(a);
  return a.certification.localeCompare(b.certification, 'en-AU', { sensitivity: 'base' });
}

async function readQualifications(db: Database, talentId: string) {
  const rows = await repo.listQualifications(db, talentId);
  const all = rows.map((row) => toQualification(row.qualification, row.file)).sort(byYearThenName);
  const isLicence = (q: Qualification) =>
    isLicenceForm(formOfEntry(q.qualificationTypeId, q.qualificationCategory));
  return { education: all.filter((q) => !isLicence(q)), licences: all.filter(isLicence) };
}

export const listEducation = async (db: Database, talentId: string) =>
  (await readQualifications(db, talentId)).education;
export const listLicences = async (db: Database, talentId: string) =>
  (await readQualifications(db, talentId)).licences;

/** Checks the lookups the schema cannot know and maps the body to stored values. */
async function toValues(
  db: Database,
  talentId: string,
  body: QualificationBody,
  ownId: string | null,
): Promise<repo.QualificationValues> {
  // The schema has made sure the type is set and known.
  const typeId = body.qualificationTypeId!;
  const form = formOfEntry(typeId, body.qualificationCategory);
  if (form === 'Licence' && !isKnownLicenceType(typeId)) {
    throw new AppError('BAD_REQUEST', qualificationMessages.licenceTypeUnknown, {
      qualificationTypeId: qualificationMessages.licenceTypeUnknown,
    });
  }
  let educationLevelId: number | null = null;
  if (form === 'Education' && body.fifoEducationLevel) {
    educationLevelId = body.fifoEducationLevel.id;
    if (!educationLevelLabel(educationLevelId)) {
      throw new AppError('BAD_REQUEST', qualificationMessages.levelUnknown, {
        'fifoEducationLevel.id': qualificationMessages.levelUnknown,
      });
    }
  }
  let fileId: string | null = null;
  if (body.file) {
    const file = await repo.findDocument(db, talentId, body.file.id);
    if (!file) throw notFound(qualificationMessages.documentNotFound);
    const usedBy = await repo.qualificationUsingFile(db, talentId, file.id);
    if (usedBy && usedBy !== ownId) {
      throw new AppError('BAD_REQUEST', qualificationMessages.documentInUse, {
        'file.id': qualificationMessages.documentInUse,
      });
    }
    fileId = file.id;
  }
  return {
    qualificationTypeId: typeId,
    // The category follows the type, whatever the client sent.
    qualificationCategory: categoryOfForm(form),
    qualificationId: body.qualificationId,
    certification: body.certification,
    institution: body.institution,
    state: body.state,
    comments: body.comments,
    educationLevelId,
    yearCompleted: body.yearCompleted,
    years: body.years,
    qualificationNumber: body.qualificationNumber,
    fileId,
  };
}

async function removeDocuments(
  db: Database,
  storage: FileStorage,
  talentId: string,
  ids: (string | null)[],
) {
  const removed = await repo.deleteDocuments(
    db,
    talentId,
    ids.filter((id): id is string => id !== null),
  );
  // Bytes go after the rows, so a failure leaves at worst unreferenced bytes, never a dead link.
  await Promise.all(removed.map((file) => storage.remove(file.storageKey)));
}

export async function createQualification(
  deps: { db: Database },
  talentId: string,
  body: QualificationBody,
): Promise<{ id: string }> {
  const values = await toValues(deps.db, talentId, body, null);
  return { id: await repo.insertQualification(deps.db, talentId, values) };
}

export async function updateQualification(
  deps: { db: Database; storage: FileStorage },
  talentId: string,
  id: string,
  body: QualificationBody,
): Promise<{ id: string }> {
  const existing = await repo.findQualification(deps.db, talentId, id);
  if (!existing) throw notFound(qualificationMessages.qualificationNotFound);
  const values = await toValues(deps.db, talentId, body, id);
  await repo.updateQualification(deps.db, talentId, id, values);
  // One document per entry: a replaced or removed document goes (row and bytes).
  if (existing.fileId && existing.fileId !== values.fileId) {
    await removeDocuments(deps.db, deps.storage, talentId, [existing.fileId]);
  }
  return { id };
}

export async function deleteQualification(
  deps: { db: Database; storage: FileStorage },
  talentId: string,
  id: string,
): Promise<void> {
  const removed = await repo.deleteQualification(deps.db, talentId, id);
  if (!removed) throw notFound(qualificationMessages.qualificationNotFound);
  await removeDocuments(deps.db, deps.storage, talentId, [removed.fileId]);
}

// Documents -------------------------------------------------------------------------------

/**
 * Stores an uploaded document; with a qualification id it becomes that entry's one document,
 * replacing (and removing) the one it had.
 */
export async function saveDocument(
  deps: { db: Database; storage: FileStorage },
  talentId: string,
  upload: Upload,
  qualificationId?: string,
): Promise<AttachedFile> {
  const qualification = qualificationId
    ? await repo.findQualification(deps.db, talentId, qualificationId)
    : null;
  if (qualificationId && !qualification) {
    throw notFound(qualificationMessages.qualificationNotFound);
  }
  const file = await storeTalentFile(deps, talentId, 'document', upload);
  if (qualification) {
    await repo.setQualificationFile(deps.db, talentId, qualification.id, file.id);
    if (qualification.fileId) {
      await removeDocuments(deps.db, deps.storage, talentId, [qualification.fileId]);
    }
  }
  return toAttachedFile(file);
}

export async function readDocument(
  deps: { db: Database; storage: FileStorage },
  talentId: string,
  id: string,
): Promise<{ file: repo.FileRow; bytes: Buffer }> {
  const file = await repo.findDocument(deps.db, talentId, id);
  if (!file) throw notFound(qualificationMessages.documentNotFound);
  return { file, bytes: await deps.storage.get(file.storageKey) };
}

// IT skills -------------------------------------------------------------------------------

export async function readItSkills(db: Database, talentId: string): Promise<ItSkills> {
  const skills = emptyItSkills();
  for (const row of await repo.listItSkills(db, talentId)) {
    const group = IT_SKILL_GROUPS.find((g) => g.id === row.skillGroup);
    const level = IT_SKILL_LEVELS[row.level - 1];
    if (!group || !level) continue;
    skills[itSkillListKey(group.key, level)].push({ id: row.skillId, label: row.label });
  }
  return skills;
}

/** Replaces the talent's IT skills with the nine lists; a skill may appear once per group. */
export async function saveItSkills(
  db: Database,
  talentId: string,
  body: ItSkills,
): Promise<ItSkills> {
  const rows: Parameters<typeof repo.replaceItSkills>[2] = [];
  for (const group of IT_SKILL_GROUPS) {
    const seen = new Set<string>();
    IT_SKILL_LEVELS.forEach((level, index) => {
      const key = itSkillListKey(group.key, level);
      body[key].forEach((item, position) => {
        const ids = [item.id.toLowerCase(), `label:${item.label.trim().toLowerCase()}`];
        if (ids.some((id) => seen.has(id))) {
          const message = itSkillMessages.duplicate.replace('{{label}}', item.label.trim());
          throw new AppError('BAD_REQUEST', message, { [key]: message });
        }
        for (const id of ids) seen.add(id);
        rows.push({
          skillGroup: group.id satisfies ItSkillGroupId,
          level: index + 1,
          skillId: item.id,
          label: item.label.trim(),
          position,
        });
      });
    });
  }
  await repo.replaceItSkills(db, talentId, rows);
  return readItSkills(db, talentId);
}

// Languages -------------------------------------------------------------------------------

const toLanguageEntry = (row: repo.LanguageRow): LanguageEntry => ({
  id: row.id,
  languageId: row.languageId,
  languageName: row.languageName,
  level: row.level,
});

export async function listLanguages(db: Database, talentId: string): Promise<LanguageEntry[]> {
  return (await repo.listLanguages(db, talentId)).map(toLanguageEntry);
}

async function languageValues(db: Database, talentId: string, body: LanguageBody, ownId?: string) {
  const code = body.languageId.toLowerCase();
  if (!ISO6391.validate(code)) {
    throw new AppError('BAD_REQUEST', languageMessages.languageUnknown, {
      languageId: languageMessages.languageUnknown,
    });
  }
  const same = await repo.findLanguageByCode(db, talentId, code);
  if (same && same.id !== ownId) {
    throw new AppError('BAD_REQUEST', languageMessages.duplicate, {
      languageId: languageMessages.duplicate,
    });
  }
  return { languageId: code, languageName: ISO6391.getName(code), level: body.level };
}

export async function addLanguage(
  db: Database,
  talentId: string,
  body: LanguageBody,
): Promise<LanguageEntry> {
  const values = await languageValues(db, talentId, body);
  return toLanguageEntry(await repo.insertLanguage(db, talentId, values));
}

export async function changeLanguage(
  db: Database,
  talentId: string,
  id: string,
  body: LanguageBody,
): Promise<LanguageEntry> {
  if (!(await repo.findLanguage(db, talentId, id))) throw notFound(languageMessages.notFound);
  const values = await languageValues(db, talentId, body, id);
  const row = await repo.updateLanguage(db, talentId, id, values);
  if (!row) throw notFound(languageMessages.notFound);
  return toLanguageEntry(row);
}

export async function removeLanguage(db: Database, talentId: string, id: string) {
  if (!(await repo.deleteLanguage(db, talentId, id))) throw notFound(languageMessages.notFound);
}

// The web resume's parts --------------------------------------------------------------------

/** The parts of the web resume this module owns, for GET /api/workerapi/webresume. */
export async function readQualificationSections(
  db: Database,
  talentId: string,
): Promise<QualificationSections> {
  const { education, licences } = await readQualifications(db, talentId);
  return {
    education: { qualifications: education },
    licences: { qualifications: licences },
    itSkills: await readItSkills(db, talentId),
    languages: await listLanguages(db, talentId),
  };
}

/**
 * Where each database's document bytes live, recorded when the routes are built, so the shared
 * two-argument clear (called by the web resume module) also removes the bytes.
 */
/**
 * Removes every qualification, licence, IT skill and language (PUT webresume/clear) and the
 * documents' rows, and answers the storage keys of the removed documents. The caller removes
 * those bytes once its transaction has committed, so a rolled-back clear loses no file.
 */
export async function clearQualificationSections(
  db: Database,
  talentId: string,
): Promise<string[]> {
  await repo.deleteAllQualifications(db, talentId);
  const documents = await repo.listDocumentIds(db, talentId);
  const removed = await repo.deleteDocuments(db, talentId, documents);
  await repo.deleteAllItSkills(db, talentId);
  await repo.deleteAllLanguages(db, talentId);
  return removed.map((file) => file.storageKey);
}
