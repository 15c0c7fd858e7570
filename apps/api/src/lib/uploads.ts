// Reads one uploaded file from a multipart request and tells what it really is by its
// content (magic bytes), never by its name or the client's content type.
import { basename } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from './errors';
import { isDocx, looksLikeZip } from './zip-archive';

/** Extensions as the spec names them (lower case, no dot). */
export type UploadKind = 'pdf' | 'doc' | 'docx' | 'rtf' | 'txt' | 'png' | 'jpg' | 'jpeg' | 'gif';

export interface Upload {
  /** The client's file name, without any folder part. */
  fileName: string;
  bytes: Buffer;
  /** Sniffed from the content. */
  contentType: string;
  /** Sniffed extension. */
  kind: UploadKind;
}

export interface UploadRules {
  maxBytes: number;
  allowed: readonly UploadKind[];
  messages: {
    /** No file part (and an empty file, unless `empty` is given). */
    missing: string;
    /** The file has no bytes. */
    empty?: string;
    tooLarge: string;
    /** The content is none of the allowed kinds. */
    wrongType: string;
    /** The name holds a folder path or control characters. */
    badName?: string;
  };
}

const CONTENT_TYPES: Record<UploadKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  rtf: 'application/rtf',
  txt: 'text/plain',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
};

/**
 * The Content-Security-Policy of every stored document served back (always as an attachment):
 * even if a browser showed one, a PDF's JavaScript could not run nor load anything.
 */
export const DOCUMENT_CSP = "sandbox; default-src 'none'";

/** What the bytes are, or undefined when they are none of the kinds we know. */
export async function sniffKind(bytes: Uint8Array): Promise<UploadKind | undefined> {
  // Archives are read by our bounded reader only: file-type would inflate their entries
  // without a limit (a 1 MB DOCX inflating to 1 GB held the server for a minute).
  if (looksLikeZip(bytes)) return isDocx(bytes) ? 'docx' : undefined;
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) {
    if (detected.ext === 'pdf' || detected.ext === 'png' || detected.ext === 'gif') {
      return detected.ext;
    }
    if (detected.ext === 'jpg') return 'jpg';
    if (detected.ext === 'docx') return 'docx';
    if (detected.ext === 'rtf') return 'rtf';
    // Old Word files are OLE compound files; file-type reports them as 'cfb'.
    if (detected.ext === 'cfb') return 'doc';
    return undefined;
  }
  return looksLikeText(bytes) ? 'txt' : undefined;
}

function looksLikeText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  const sample = bytes.subarray(0, 8192);
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(
      sample.length < bytes.length ? trimPartial(sample) : sample,
    );
  } catch {
    return false;
  }
  return !sample.some((b) => b === 0 || (b < 9 && b !== 0));
}

/** Drops a multi-byte character cut at the end of a sample. */
function trimPartial(sample: Uint8Array): Uint8Array {
  let end = sample.length;
  while (end > 0 && end > sample.length - 4 && (sample[end - 1]! & 0xc0) === 0x80) end--;
  if (end > 0 && (sample[end - 1]! & 0xc0) === 0xc0) end--;
  return sample.subarray(0, end);
}

/** A name is refused when it holds a folder part, '..', or control characters. */
export function isSafeFileName(name: string): boolean {
  if (!name || name.length > 255) return false;
  if (name !== basename(name) || name.includes('\\') || name.includes('/')) return false;
  if (name === '.' || name === '..' || name.includes('..')) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
  return !/[\u0000-\u001f\u007f]/.test(name);
}

/**
 * Reads the single file of a multipart request (needs @fastify/multipart registered) and checks
 * it against the rules. Throws a 400/413/415 AppError with the rule's message; nothing is stored.
 */
export async function readUpload(request: FastifyRequest, rules: UploadRules): Promise<Upload> {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', rules.messages.missing);
  // preservePath: busboy would otherwise strip '../../' from the name, and the talent would
  // never learn that such a name is refused.
  const part = await request.file({
    limits: { fileSize: rules.maxBytes, files: 1 },
    preservePath: true,
  });
  if (!part) throw new AppError('BAD_REQUEST', rules.messages.missing);
  const bytes = await part.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', rules.messages.tooLarge);
    }
    throw error;
  });
  if (part.file.truncated || bytes.length > rules.maxBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', rules.messages.tooLarge);
  }
  if (bytes.length === 0) {
    throw new AppError('BAD_REQUEST', rules.messages.empty ?? rules.messages.missing);
  }
  const fileName = part.filename ?? '';
  if (!isSafeFileName(fileName)) {
    throw new AppError('BAD_REQUEST', rules.messages.badName ?? rules.messages.wrongType);
  }
  const kind = await sniffKind(bytes);
  const allowed = new Set<UploadKind>(rules.allowed);
  if (!kind || !(allowed.has(kind) || (kind === 'jpg' && allowed.has('jpeg')))) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', rules.messages.wrongType);
  }
  return { fileName, bytes, contentType: CONTENT_TYPES[kind], kind };
}
