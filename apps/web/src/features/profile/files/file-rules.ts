// Client-side checks before an upload, with the server's own messages (the server checks the
// content again; these save a 25 MB round trip).
import {
  AVATAR_MIME_TYPES,
  filesMessages,
  MAX_AVATAR_BYTES,
  MAX_RESUME_BYTES,
  RESUME_FILE_TYPES,
} from '@talent/contract';

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

/** What is wrong with a resume file, or null. */
export function resumeFileProblem(file: File): string | null {
  if (file.size > MAX_RESUME_BYTES) return filesMessages.resumeTooLarge;
  if (file.size === 0) return filesMessages.fileEmpty;
  if (!(RESUME_FILE_TYPES as readonly string[]).includes(extensionOf(file.name))) {
    return filesMessages.resumeWrongType;
  }
  return null;
}

/** What is wrong with a photo file, or null. */
export function photoFileProblem(file: File): string | null {
  if (file.size > MAX_AVATAR_BYTES) return filesMessages.avatarTooLarge;
  if (file.size === 0 || !(AVATAR_MIME_TYPES as readonly string[]).includes(file.type)) {
    return filesMessages.avatarWrongType;
  }
  return null;
}

/** The picker's filter for resumes: the extensions, then their MIME types. */
export const RESUME_ACCEPT = [
  ...RESUME_FILE_TYPES.map((type) => `.${type}`),
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/rtf',
  'text/rtf',
  'text/plain',
].join(',');

/** '245 KB', '1.2 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / 1024 / 1024;
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}
