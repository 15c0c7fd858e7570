// The reasons a file gives no text, with the words the talent sees, in one place.
import { type ResumeFailureCode, ResumeParseError } from '../types';

/** A resume runs to a few pages; a longer PDF is a thesis, a portfolio or a book. */
export const MAX_PDF_PAGES = 12;

export const FAILURE_MESSAGES: Record<ResumeFailureCode, string> = {
  unsupported: 'Please upload a PDF, Word (.docx), RTF or text file.',
  corrupt: 'This file could not be opened. It may be damaged.',
  password: 'This PDF is password-protected. Please upload a copy without a password.',
  empty: 'This file has no text we could read.',
  'too-long': `This document is too long to be a resume (more than ${MAX_PDF_PAGES} pages).`,
  'not-resume': 'This file does not look like a resume.',
};

export function readFailure(code: ResumeFailureCode): ResumeParseError {
  return new ResumeParseError(code, FAILURE_MESSAGES[code]);
}
