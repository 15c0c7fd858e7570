// The background reading of a resume (kind `resume.parse`, decision 011): the upload enqueues
// it; a worker of any app process reads the stored file, runs the parser and stores what it made
// of it in resume_parse, where the parsing progress and the pre-fill read it. A queued job
// survives a restart (the queue's table); a job for a file deleted meanwhile ends quietly.
import { filesMessages } from '@talent/contract';
import type { Database } from '@talent/db';
import type { ParsedResume } from '@talent/resume-parser';
import { z } from 'zod';
import { defineJob } from '../../jobs';
import type { FileStorage } from '../../lib/file-storage';
import { readResume } from '../profile-files';
import { finishParse } from './resume-parse.repo';

export const RESUME_PARSE_KIND = 'resume.parse';

/** The parser: `parseResume` of @talent/resume-parser, or a stand-in given by a test. */
export type ParseResume = (bytes: Uint8Array, fileName: string) => Promise<ParsedResume>;

/**
 * The parser's own refusal (ResumeParseError: not a resume, no text, password, too long...),
 * told by its name and code so that the parser's module is loaded only when a resume is read.
 */
function parseRefusal(error: unknown): { code: string; message: string } | null {
  if (!(error instanceof Error) || error.name !== 'ResumeParseError') return null;
  const code = (error as Error & { code?: unknown }).code;
  return typeof code === 'string' ? { code, message: error.message } : null;
}

export function resumeParseJob(deps: { db: Database; storage: FileStorage; parse: ParseResume }) {
  return defineJob({
    kind: RESUME_PARSE_KIND,
    payload: z.object({ talentId: z.uuid(), fileId: z.uuid() }),
    // An attempt that throws is a crash or the database away, not the file: once more, then the
    // talent is told the resume could not be read (settled).
    maxAttempts: 2,
    backoff: { baseMs: 10_000, maxMs: 60_000 },
    async run({ talentId, fileId }, { log }) {
      const file = await readResume(deps, talentId, fileId);
      if (!file) {
        // Deleted or replaced since the upload: its parse row went with it, so nothing changes.
        // (A row whose bytes are lost is told so.)
        await finishParse(deps.db, fileId, { state: 'failed', message: filesMessages.parseFailed });
        log.info({ fileId }, 'resume parse: the file is gone');
        return { state: 'gone' as const };
      }
      let parsed: ParsedResume;
      const started = performance.now();
      try {
        parsed = await deps.parse(new Uint8Array(file.bytes), file.row.fileName);
      } catch (error) {
        const refusal = parseRefusal(error);
        if (!refusal) throw error;
        await finishParse(deps.db, fileId, { state: 'failed', message: refusal.message });
        log.info({ fileId, code: refusal.code }, 'resume parse: not a resume');
        return { state: 'failed' as const, code: refusal.code };
      }
      const written = await finishParse(deps.db, fileId, { state: 'parsed', result: parsed });
      log.info(
        { fileId, ms: Math.round(performance.now() - started), pages: parsed.pages },
        'resume parsed',
      );
      return { state: written ? ('parsed' as const) : ('gone' as const) };
    },
    async settled({ fileId }, outcome) {
      // Out of attempts: the talent gets a message instead of a parse that never ends.
      if (outcome === 'failed') {
        await finishParse(deps.db, fileId, { state: 'failed', message: filesMessages.parseFailed });
      }
    },
  });
}
