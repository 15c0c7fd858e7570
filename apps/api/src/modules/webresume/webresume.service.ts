// The web resume: the read of the whole profile, roles (rules, ownership, the one primary
// role), the three summaries, the section flags and "clear all" (spec 2 sections 3, 4.3, 5).
import {
  normaliseDate,
  type Role,
  type RoleInputParsed,
  type VisibilitySection,
  type WebResume,
  webResumeMessages,
} from '@talent/contract';
import type { Database } from '@talent/db';
import { country as findCountry } from '@talent/geo';
import { notFound } from '../../lib/errors';
import type { FileStorage } from '../../lib/file-storage';
import { clearQualificationSections, readQualificationSections } from '../qualifications';
import {
  clearWorkAndSummaries,
  deleteRole,
  EMPTY_TALENT_WEB_RESUME,
  findRole,
  insertRole,
  listRoles,
  type RoleRow,
  type RoleValues,
  readTalentWebResume,
  setPrimaryRole,
  type TalentWebResumeRow,
  updateRole,
  updateTalentWebResume,
} from './webresume.repo';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const roleNotFound = () => notFound(webResumeMessages.roleNotFound);

function roleCountry(iso2: string | null): Role['country'] {
  if (!iso2) return null;
  const c = findCountry(iso2);
  if (!c) return { id: iso2, name: iso2, iso2, hasStateList: false, position: 0 };
  return {
    id: c.id,
    name: c.name,
    iso2: c.iso2,
    hasStateList: c.hasStateList,
    position: c.position,
  };
}

export function toRole(row: RoleRow): Role {
  return {
    id: row.id,
    roleTitle: row.roleTitle,
    company: row.company,
    division: row.division || null,
    fromDate: normaliseDate(row.fromDate) ?? row.fromDate,
    toDate: row.isCurrent ? null : (normaliseDate(row.toDate) ?? row.toDate ?? null),
    extendedJobDesc: row.extendedJobDesc || null,
    country: roleCountry(row.countryIso2),
    responsibilitiesList: row.responsibilities,
    achievementsList: row.achievementsList,
    locationGroup: row.locationLabel
      ? { id: row.locationGroupId ?? '', label: row.locationLabel }
      : null,
    profession:
      row.professionId != null ? { id: row.professionId, label: row.professionLabel ?? '' } : null,
    industry:
      row.industryId != null ? { id: row.industryId, label: row.industryLabel ?? '' } : null,
    specialities: row.specialities.map((label) => ({ label })),
    isPrimary: row.isPrimary,
    isCurrent: row.isCurrent,
    hideCompany: row.hideCompany,
  };
}

const blankToNull = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** Empty list entries removed on save (spec 2 section 5). */
const entries = (list: string[]) => list.map((e) => e.trim()).filter((e) => e.length > 0);

function uniqueLabels(specialities: { label: string }[]): string[] {
  const seen = new Set<string>();
  const labels: string[] = [];
  for (const { label } of specialities) {
    const key = label.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    labels.push(label.trim());
  }
  return labels;
}

/** The stored columns of a validated role body; a current role has no end date. */
export function toRoleValues(input: RoleInputParsed): RoleValues {
  return {
    roleTitle: input.roleTitle.trim(),
    company: input.company.trim(),
    division: blankToNull(input.division),
    fromDate: normaliseDate(input.fromDate) ?? '',
    toDate: input.isCurrent ? null : normaliseDate(input.toDate),
    isCurrent: input.isCurrent,
    hideCompany: input.hideCompany,
    extendedJobDesc: blankToNull(input.extendedJobDesc),
    responsibilities: entries(input.responsibilitiesList),
    achievementsList: entries(input.achievementsList),
    specialities: uniqueLabels(input.specialities),
    countryIso2: input.country?.iso2?.toUpperCase() || null,
    locationLabel: blankToNull(input.locationGroup?.label),
    locationGroupId: input.locationGroup?.label ? input.locationGroup.id : null,
    professionId: input.profession?.id ?? null,
    professionLabel: input.profession?.label ?? null,
    industryId: input.industry?.id ?? null,
    industryLabel: input.industry?.label ?? null,
  };
}

export async function roles(db: Database, talentId: string): Promise<Role[]> {
  return (await listRoles(db, talentId)).map(toRole);
}

export async function addRole(
  db: Database,
  talentId: string,
  input: RoleInputParsed,
): Promise<Role> {
  return toRole(await insertRole(db, talentId, toRoleValues(input)));
}

export async function changeRole(
  db: Database,
  talentId: string,
  id: string,
  input: RoleInputParsed,
): Promise<Role> {
  if (!UUID.test(id)) throw roleNotFound();
  const row = await updateRole(db, talentId, id, toRoleValues(input));
  if (!row) throw roleNotFound();
  return toRole(row);
}

export async function removeRole(db: Database, talentId: string, id: string): Promise<void> {
  if (!UUID.test(id) || !(await deleteRole(db, talentId, id))) throw roleNotFound();
}

export async function makePrimaryRole(db: Database, talentId: string, id: string): Promise<Role[]> {
  if (!UUID.test(id) || !(await setPrimaryRole(db, talentId, id))) throw roleNotFound();
  return roles(db, talentId);
}

export async function findOwnRole(db: Database, talentId: string, id: string): Promise<Role> {
  const row = UUID.test(id) ? await findRole(db, talentId, id) : null;
  if (!row) throw roleNotFound();
  return toRole(row);
}

/** GET /api/workerapi/webresume: the whole profile (also used by the profile preview). */
export async function readWebResume(db: Database, talentId: string): Promise<WebResume> {
  // One after another: the caller may pass a transaction, which runs one statement at a time.
  const talentRow = await readTalentWebResume(db, talentId);
  const roleRows = await listRoles(db, talentId);
  const sections = await readQualificationSections(db, talentId);
  const t = talentRow ?? EMPTY_TALENT_WEB_RESUME;
  return {
    careerSummary: t.careerSummary ?? '',
    roles: roleRows.map(toRole),
    skillsSummary: t.skillsSummary ?? '',
    education: sections.education,
    itSkills: sections.itSkills,
    licences: sections.licences,
    achievements: t.achievements ?? '',
    languages: sections.languages,
    noWorkHistory: t.noWorkHistory,
    noQualifications: t.noQualifications,
    noItSkills: t.noItSkills,
    noLicences: t.noLicences,
  };
}

/** Blank summaries save as empty (null in the database, '' when read). */
const summary = (value: string | null | undefined) => (value?.trim() ? value : null);

export async function saveCareerSummary(db: Database, talentId: string, text?: string | null) {
  await updateTalentWebResume(db, talentId, { careerSummary: summary(text) });
  return { careerSummary: summary(text) ?? '' };
}

export async function saveSkillsSummary(db: Database, talentId: string, text?: string | null) {
  await updateTalentWebResume(db, talentId, { skillsSummary: summary(text) });
  return { skillsSummary: summary(text) ?? '' };
}

export async function saveAchievementsSummary(
  db: Database,
  talentId: string,
  text?: string | null,
) {
  await updateTalentWebResume(db, talentId, { achievements: summary(text) });
  return { achievements: summary(text) ?? '' };
}

const flagOf = {
  workhistory: 'noWorkHistory',
  qualifications: 'noQualifications',
  itskills: 'noItSkills',
  licences: 'noLicences',
} as const satisfies Record<VisibilitySection, keyof TalentWebResumeRow>;

/** 'Not relevant to me' of a section: true hides it. */
export async function setSectionHidden(
  db: Database,
  talentId: string,
  section: VisibilitySection,
  hidden: boolean,
) {
  const flag = flagOf[section];
  await updateTalentWebResume(db, talentId, { [flag]: hidden });
  return { section, [flag]: hidden };
}

/**
 * PUT webresume/clear: every section emptied in one transaction; the removed documents' bytes
 * go after it commits.
 */
export async function clearWebResume(
  deps: { db: Database; storage: FileStorage },
  talentId: string,
): Promise<void> {
  const removedKeys = await deps.db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    await clearWorkAndSummaries(txDb, talentId);
    return clearQualificationSections(txDb, talentId);
  });
  await Promise.all(removedKeys.map((key) => deps.storage.remove(key)));
}
