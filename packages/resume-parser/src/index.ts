// @talent/resume-parser: a resume file (PDF, DOCX, RTF or plain text; scanned PDFs through OCR)
// to a structured resume in the JSON Resume shape, with the text every value came from. Pure
// apart from reading the bytes it is given: no network, no files written.
import { readDocument } from './read';
import { structureResume } from './structure';
import type { ParsedResume } from './types';

export { closeOcr, readDocument } from './read';
export { structureResume } from './structure';
export * from './types';

/**
 * Parses a resume. `fileName` gives the kind when the bytes do not (a text file); a file that is
 * not a resume, or cannot be read, throws a ResumeParseError whose message is for the talent.
 */
export async function parseResume(bytes: Uint8Array, fileName: string): Promise<ParsedResume> {
  return structureResume(await readDocument(bytes, fileName));
}
