// The resume pre-fill (spec 2 section 4.2): the parsing progress of the talent's current resume,
// and the pre-fill itself, which writes what the parse found into the profile through the
// profile modules' own rules, never twice and never over what the talent wrote, in one
// transaction, then marks the resume populated and the talent pre-filled.
import {
  filesMessages,
  latestIsoDate,
  type ParsingProgress,
  type PrefillResponse,
} from '@talent/contract';
import type { Database } from '@talent/db';
import { AppError, notFound } from '../../lib/errors';
import { fillCardGaps, readCardGaps } from '../business-card';
import { currentResume, markPreFilled } from '../profile-files';
import { addLanguage, createQualification, saveItSkills } from '../qualifications';
import { addRole, readWebResume, saveCareerSummary } from '../webresume';
import { planPrefill } from './prefill-plan';
import { lockParse, markPopulated } from './resume-parse.repo';
import { parsedResumeOf, type ResumeParsingService } from './resume-parsing';

export interface ResumePrefillDeps {
  db: Database;
  parsing: ResumeParsingService;
}

async function currentResumeOrThrow(db: Database, talentId: string) {
  const file = await currentResume(db, talentId);
  if (!file) throw notFound(filesMessages.resumeNotFound);
  return file;
}

/** GET /api/workerapi/parsing/progress. */
export async function parsingProgress(
  deps: ResumePrefillDeps,
  talentId: string,
): Promise<ParsingProgress> {
  const file = await currentResumeOrThrow(deps.db, talentId);
  const row = await deps.parsing.parseOf(talentId, file.id);
  return {
    parsed: row.state === 'parsed' || row.state === 'populated',
    populated: row.state === 'populated',
    failed: row.state === 'failed',
    message: row.state === 'failed' ? (row.message ?? filesMessages.parseFailed) : null,
  };
}

/** POST /api/talentapi/cv-file/prefill. */
export async function prefillFromCv(
  deps: ResumePrefillDeps,
  talentId: string,
  now = new Date(),
): Promise<PrefillResponse> {
  const file = await currentResumeOrThrow(deps.db, talentId);
  // Queues the parse of a resume stored before parsing existed; such a resume is not read yet.
  await deps.parsing.parseOf(talentId, file.id);
  return deps.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    // Held to the end: two pre-fills at once run one after the other, the second adds nothing.
    const row = await lockParse(db, talentId, file.id);
    if (!row) throw notFound(filesMessages.resumeNotFound);
    if (row.state === 'parsing') throw new AppError('CONFLICT', filesMessages.prefillStillParsing);
    if (row.state === 'failed') {
      throw new AppError('CONFLICT', row.message ?? filesMessages.parseFailed);
    }
    const parsed = parsedResumeOf(row);
    if (!parsed) throw new AppError('CONFLICT', filesMessages.parseFailed);

    const webResume = await readWebResume(db, talentId);
    const card = await readCardGaps(db, talentId);
    const plan = planPrefill(parsed, { webResume, ...card }, now, latestIsoDate(now));
    if (Object.values(plan.added).every((n) => n === 0) && row.state === 'parsed') {
      const alreadyThere = Object.values(plan.alreadyThere).some((n) => n > 0);
      if (!alreadyThere) throw new AppError('CONFLICT', filesMessages.prefillNothingToFill);
    }

    for (const role of plan.roles) await addRole(db, talentId, role);
    for (const body of plan.qualifications) await createQualification({ db }, talentId, body);
    if (plan.itSkills) await saveItSkills(db, talentId, plan.itSkills);
    for (const body of plan.languages) await addLanguage(db, talentId, body);
    if (plan.careerSummary) await saveCareerSummary(db, talentId, plan.careerSummary);
    if (plan.currentRole || plan.location) {
      const set = await fillCardGaps(
        db,
        talentId,
        { currentRole: plan.currentRole, location: plan.location },
        now,
      );
      // A gap the card had when read but not when written (another request filled it).
      if (plan.currentRole && !set.currentRole) {
        plan.added.currentRole--;
        plan.alreadyThere.currentRole++;
      }
      if (plan.location && !set.location) {
        plan.added.location--;
        plan.skipped.location++;
      }
    }

    const answer: PrefillResponse = {
      populated: true,
      added: plan.added,
      alreadyThere: plan.alreadyThere,
      skipped: plan.skipped,
    };
    await markPopulated(db, talentId, file.id, answer);
    await markPreFilled(db, talentId);
    return answer;
  });
}
