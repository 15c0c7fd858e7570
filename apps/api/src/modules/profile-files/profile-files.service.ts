// Rules for the resume file and the profile photos: what is accepted, who may read it, and
// that a replaced file leaves neither a row nor bytes behind. Refused uploads store nothing:
// readUpload checks everything before any byte is written.
import {
  AVATAR_FILE_TYPES,
  type CvFile,
  type CvFileResponse,
  filesMessages,
  MAX_AVATAR_BYTES,
  MAX_RESUME_BYTES,
  type ProfilePhotoResponse,
  profilePhotoUrl,
  RESUME_FILE_TYPES,
} from '@talent/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, notFound } from '../../lib/errors';
import type { Upload, UploadRules } from '../../lib/uploads';
import type { ProfileDeps } from '../profile-deps';
import {
  deleteFile,
  deleteOlderFiles,
  type FileKind,
  type FileRow,
  findFile,
  findTalentFileState,
  insertFile,
  latestFile,
  type PhotoColumn,
  pointPhotoAt,
  resetHasPreFilled,
  setHasPreFilled,
  storedBytesOf,
} from './profile-files.repo';

/**
 * The background reading of resumes (the resume-prefill module's), as the files module uses it:
 * given by the app, so this module does not depend on the one that depends on it.
 */
export interface ResumeParsing {
  /** A resume was stored: read it in the background. */
  queue(talentId: string, fileId: string): Promise<void>;
  /** Whether the resume may be offered for pre-fill (being read, or read with content). */
  canPreFill(talentId: string, fileId: string): Promise<boolean>;
}

export interface ProfileFilesDeps extends ProfileDeps {
  resumeParsing?: ResumeParsing;
}

export const resumeUploadRules: UploadRules = {
  maxBytes: MAX_RESUME_BYTES,
  allowed: RESUME_FILE_TYPES,
  messages: {
    missing: filesMessages.resumeMissing,
    empty: filesMessages.fileEmpty,
    tooLarge: filesMessages.resumeTooLarge,
    wrongType: filesMessages.resumeWrongType,
    badName: filesMessages.badFileName,
  },
};

export const photoUploadRules: UploadRules = {
  maxBytes: MAX_AVATAR_BYTES,
  allowed: AVATAR_FILE_TYPES,
  messages: {
    missing: filesMessages.avatarMissing,
    empty: filesMessages.avatarWrongType,
    tooLarge: filesMessages.avatarTooLarge,
    wrongType: filesMessages.avatarWrongType,
    badName: filesMessages.badFileName,
  },
};

const toCvFile = (row: FileRow): CvFile => ({
  id: row.id,
  fileName: row.fileName,
  contentType: row.contentType,
  sizeBytes: row.sizeBytes,
  uploadedAt: new Date(row.createdAt).toISOString(),
  downloadUrl: `/api/talentapi/cv-file/${row.id}/download`,
});

export async function getCvFile(deps: ProfileFilesDeps, talentId: string): Promise<CvFileResponse> {
  const [file, state] = await Promise.all([
    latestFile(deps.db, talentId, 'cv'),
    findTalentFileState(deps.db, talentId),
  ]);
  const canPreFill =
    file && deps.resumeParsing ? deps.resumeParsing.canPreFill(talentId, file.id) : false;
  return {
    file: file ? toCvFile(file) : null,
    allowedFileTypes: [...RESUME_FILE_TYPES],
    canPreFillFromCv: await canPreFill,
    hasPreFilled: state?.hasPreFilled ?? false,
  };
}

/** The talent's current resume (the newest), or null. */
export const currentResume = (db: ProfileDeps['db'], talentId: string) =>
  latestFile(db, talentId, 'cv');

/** The bytes of the talent's resume `fileId`, or null when the file (row or bytes) is gone. */
export async function readResume(
  deps: Pick<ProfileDeps, 'db' | 'storage'>,
  talentId: string,
  fileId: string,
): Promise<StoredFile | null> {
  const row = await findFile(deps.db, talentId, fileId, 'cv');
  if (!row) return null;
  const bytes = await deps.storage.get(row.storageKey).catch(() => null);
  return bytes ? { row, bytes } : null;
}

/** The current resume has been pre-filled from (GET cv-file's hasPreFilled). */
export const markPreFilled = (db: ProfileDeps['db'], talentId: string) =>
  setHasPreFilled(db, talentId);

/**
 * Stores an upload: the bytes, then the talent_file row; if the row cannot be written the
 * bytes are removed again. Every upload of the profile (resume, photos, documents) goes here.
 */
/** What one talent may keep in files (resume, photos, documents) together. */
export const STORAGE_QUOTA_BYTES = 100 * 1024 * 1024;
export const STORAGE_QUOTA_MESSAGE =
  'You have used your 100 MB of file storage. Delete some files and try again.';

export async function storeTalentFile(
  deps: Pick<ProfileDeps, 'db' | 'storage'>,
  talentId: string,
  kind: FileKind,
  upload: Upload,
): Promise<FileRow> {
  const used = await storedBytesOf(deps.db, talentId);
  if (used + upload.bytes.length > STORAGE_QUOTA_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', STORAGE_QUOTA_MESSAGE);
  }
  const storageKey = await deps.storage.put(upload.bytes);
  try {
    return await insertFile(deps.db, {
      talentId,
      kind,
      fileName: upload.fileName,
      contentType: upload.contentType,
      sizeBytes: upload.bytes.length,
      storageKey,
    });
  } catch (error) {
    await deps.storage.remove(storageKey);
    throw error;
  }
}

/** Removes replaced bytes; a failure here leaves an orphan file, not a broken profile. */
async function removeBytes(deps: ProfileDeps, keys: string[], log?: FastifyBaseLogger) {
  for (const key of keys) {
    await deps.storage.remove(key).catch((err: unknown) => {
      log?.warn({ err, key }, 'could not remove replaced file bytes');
    });
  }
}

export async function uploadCv(
  deps: ProfileFilesDeps,
  talentId: string,
  upload: Upload,
  log?: FastifyBaseLogger,
): Promise<CvFileResponse> {
  const row = await storeTalentFile(deps, talentId, 'cv', upload);
  const replaced = await deleteOlderFiles(deps.db, talentId, 'cv', row);
  await removeBytes(deps, replaced, log);
  // A new resume has not been pre-filled from; its parse starts now (the replaced resume's went
  // with its file).
  await resetHasPreFilled(deps.db, talentId);
  await deps.resumeParsing?.queue(talentId, row.id);
  return getCvFile(deps, talentId);
}

export async function deleteCv(
  deps: ProfileDeps,
  talentId: string,
  id: string,
  log?: FastifyBaseLogger,
): Promise<void> {
  const key = await deleteFile(deps.db, talentId, id, 'cv');
  if (!key) throw notFound(filesMessages.resumeNotFound);
  // Its parse went with the file row; without a resume nothing has been pre-filled from.
  await resetHasPreFilled(deps.db, talentId);
  await removeBytes(deps, [key], log);
}

export interface StoredFile {
  row: FileRow;
  bytes: Buffer;
}

async function readStored(deps: ProfileDeps, row: FileRow | null, missing: string) {
  if (!row) throw notFound(missing);
  const bytes = await deps.storage.get(row.storageKey).catch(() => {
    throw notFound(missing);
  });
  return { row, bytes };
}

export async function cvDownload(
  deps: ProfileDeps,
  talentId: string,
  id: string,
): Promise<StoredFile> {
  const row = await findFile(deps.db, talentId, id, 'cv');
  return readStored(deps, row, filesMessages.resumeNotFound);
}

const PHOTO_COLUMN: Record<'avatar' | 'avatar-original', PhotoColumn> = {
  avatar: 'avatarFileId',
  'avatar-original': 'avatarOriginalFileId',
};

/** Stores a cropped ('avatar') or original photo, points the talent at it, drops the old one. */
export async function uploadPhoto(
  deps: ProfileDeps,
  talentId: string,
  kind: 'avatar' | 'avatar-original',
  upload: Upload,
  log?: FastifyBaseLogger,
): Promise<ProfilePhotoResponse> {
  try {
    const row = await storeTalentFile(deps, talentId, kind, upload);
    await pointPhotoAt(deps.db, talentId, PHOTO_COLUMN[kind], row.id);
    const replaced = await deleteOlderFiles(deps.db, talentId, kind, row);
    await removeBytes(deps, replaced, log);
    const state = await findTalentFileState(deps.db, talentId);
    const shown = kind === 'avatar' ? row.id : state?.avatarFileId;
    return { avatarUrl: shown ? profilePhotoUrl(shown) : null };
  } catch (error) {
    if (error instanceof AppError) throw error;
    log?.error({ err: error }, 'profile photo upload failed');
    throw new AppError('INTERNAL', filesMessages.uploadFailed);
  }
}

export async function photoOriginal(deps: ProfileDeps, talentId: string): Promise<StoredFile> {
  const state = await findTalentFileState(deps.db, talentId);
  const row = state?.avatarOriginalFileId
    ? await findFile(deps.db, talentId, state.avatarOriginalFileId, 'avatar-original')
    : null;
  return readStored(deps, row, filesMessages.photoNotFound);
}

/** The cropped photo; only its owner may read it in this app. */
export async function photo(
  deps: ProfileDeps,
  talentId: string,
  fileId: string,
): Promise<StoredFile> {
  const row = await findFile(deps.db, talentId, fileId, 'avatar');
  return readStored(deps, row, filesMessages.photoNotFound);
}
