// The resume's background parse as the rest of the app sees it: queue the parse of a stored
// resume, and say whether a resume may be offered for pre-fill. Built once by the app with its
// job queue; the files module gets it as a dependency (it does not import this module).
import type { Database } from '@talent/db';
import type { ParsedResume } from '@talent/resume-parser';
import type { JobQueue } from '../../jobs';
import type { FileStorage } from '../../lib/file-storage';
import type { ResumeParsing } from '../profile-files';
import { holdsProfileContent } from './prefill-plan';
import { findParse, insertParsing, type ResumeParseRow } from './resume-parse.repo';
import { type ParseResume, resumeParseJob } from './resume-parse-job';

let parserLoaded = false;

/** The parser, loaded when the first resume is read (it brings pdf.js, mammoth and OCR). */
export const parseWithResumeParser: ParseResume = async (bytes, fileName) => {
  const { parseResume } = await import('@talent/resume-parser');
  parserLoaded = true;
  return parseResume(bytes, fileName);
};

/** Ends the parser's OCR worker, if a scanned page started one (the app's close). */
export async function closeResumeParser(): Promise<void> {
  if (!parserLoaded) return;
  const { closeOcr } = await import('@talent/resume-parser');
  await closeOcr();
}

/** The stored result of a parse, when it has the parser's shape. */
export function parsedResumeOf(row: Pick<ResumeParseRow, 'result'>): ParsedResume | null {
  const value = row.result as Partial<ParsedResume> | null;
  const resume = value?.resume;
  if (!resume || typeof resume !== 'object' || !resume.basics) return null;
  for (const list of ['work', 'education', 'certificates', 'skills', 'languages'] as const) {
    if (!Array.isArray(resume[list])) return null;
  }
  return value as ParsedResume;
}

export interface ResumeParsingService extends ResumeParsing {
  /** The parse row of the talent's file, queuing the parse when there is none yet. */
  parseOf(talentId: string, fileId: string): Promise<ResumeParseRow>;
}

export function createResumeParsing(
  queue: JobQueue,
  deps: { db: Database; storage: FileStorage; parse?: ParseResume },
): ResumeParsingService {
  const job = resumeParseJob({ ...deps, parse: deps.parse ?? parseWithResumeParser });
  queue.register(job);

  // The parse row ('parsing') and its job are written together: a process that dies between
  // the two must not leave a resume shown as being read with no job to read it.
  const enqueue = (talentId: string, fileId: string) =>
    deps.db.transaction(async (tx) => {
      await insertParsing(tx, talentId, fileId);
      await queue.enqueueUnlessPending(
        job,
        { talentId, fileId },
        { key: `${job.kind}:${fileId}`, within: tx },
      );
    });

  const parseOf = async (talentId: string, fileId: string) => {
    const row = await findParse(deps.db, talentId, fileId);
    if (row) return row;
    // A resume stored before resumes were parsed (or whose job was lost): read it now.
    await enqueue(talentId, fileId);
    const queued = await findParse(deps.db, talentId, fileId);
    if (!queued) throw new Error(`resume_parse row of ${fileId} was not written`);
    return queued;
  };

  return {
    queue: enqueue,
    parseOf,
    async canPreFill(talentId, fileId) {
      const row = await parseOf(talentId, fileId);
      if (row.state === 'parsing') return true;
      if (row.state === 'failed') return false;
      const parsed = parsedResumeOf(row);
      return parsed !== null && holdsProfileContent(parsed);
    },
  };
}
