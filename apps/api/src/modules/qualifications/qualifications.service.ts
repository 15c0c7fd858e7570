// Qualifications, licences, IT skills and languages: rules and ownership checks.
import type { ItSkills, LanguageEntry, Qualification } from '@talent/contract';
import type { Database } from '@talent/db';

export interface QualificationSections {
  /** Education, course and safety training entries. */
  education: { qualifications: Qualification[] };
  /** Licence, ticket and other entries. */
  licences: { qualifications: Qualification[] };
  itSkills: ItSkills;
  languages: LanguageEntry[];
}

/** The parts of the web resume this module owns, for GET /api/workerapi/webresume. */
export async function readQualificationSections(
  _db: Database,
  _talentId: string,
): Promise<QualificationSections> {
  throw new Error('not implemented yet');
}

/** Removes every qualification, licence, IT skill and language (PUT webresume/clear). */
export async function clearQualificationSections(_db: Database, _talentId: string): Promise<void> {
  throw new Error('not implemented yet');
}
