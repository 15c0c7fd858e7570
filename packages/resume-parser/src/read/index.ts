// The document readers: a file's bytes to lines of text in reading order. The kind comes from
// the bytes' signature; only plain text, which has none, is known by the file name.
import type { ReadDocument } from '../types';
import { readDocx } from './docx';
import { readFailure } from './messages';
import { readPdf } from './pdf';
import { readRtf } from './rtf';
import { readText } from './text';

export { FAILURE_MESSAGES, MAX_PDF_PAGES } from './messages';
export { closeOcr, OcrError } from './ocr';

const TEXT_EXTENSIONS = new Set(['txt', 'text', 'md', 'csv']);

function startsWith(bytes: Uint8Array, signature: string, from = 0): boolean {
  for (let i = 0; i < signature.length; i += 1) {
    if (bytes[from + i] !== signature.charCodeAt(i)) return false;
  }
  return true;
}

function contains(bytes: Uint8Array, ascii: string): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(ascii, 0, 'latin1');
}

type Kind = ReadDocument['kind'] | 'zip' | 'legacy-office';

function sniff(bytes: Uint8Array): Kind | undefined {
  // The PDF header may follow some junk; readers accept it within the first kilobyte.
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 1024));
  if (head.includes('%PDF-', 0, 'latin1')) return 'pdf';
  if (startsWith(bytes, 'PK\x03\x04')) return contains(bytes, 'word/document.xml') ? 'docx' : 'zip';
  if (startsWith(bytes, '{\\rtf')) return 'rtf';
  if (startsWith(bytes, '\xD0\xCF\x11\xE0')) return 'legacy-office';
  return undefined;
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * Reads a resume file into lines. Throws a ResumeParseError ('unsupported', 'corrupt',
 * 'password', 'too-long', 'empty') whose message is for the talent.
 */
export async function readDocument(bytes: Uint8Array, fileName: string): Promise<ReadDocument> {
  if (bytes.byteLength === 0) throw readFailure('empty');
  const document = await readByKind(bytes, fileName);
  if (document.lines.length === 0) throw readFailure('empty');
  return document;
}

function readByKind(bytes: Uint8Array, fileName: string): Promise<ReadDocument> {
  const extension = extensionOf(fileName);
  const kind = sniff(bytes);
  switch (kind) {
    case 'pdf':
      return readPdf(bytes);
    case 'docx':
      return readDocx(bytes);
    case 'rtf':
      return Promise.resolve(readRtf(bytes));
    case 'zip':
      // A .docx without its main part is damaged; another zip (.odt, .pages, .xlsx) is not ours.
      throw readFailure(extension === 'docx' ? 'corrupt' : 'unsupported');
    case 'legacy-office':
      throw readFailure('unsupported');
    default:
      if (TEXT_EXTENSIONS.has(extension)) return Promise.resolve(readText(bytes));
      // Named as a kind we read, but without its signature: the file is damaged.
      if (['pdf', 'docx', 'rtf'].includes(extension)) throw readFailure('corrupt');
      throw readFailure('unsupported');
  }
}
