// Resume file and profile photo calls (spec 2 sections 3, 5, 7.2): the read shapes, the limits
// and the messages the server answers with and the web app checks before uploading.
import { z } from 'zod';

/** Resume and profile photo: one file, at most 25 MB (spec 2 sections 5 and 9). */
export const MAX_RESUME_BYTES = 26_214_400;
export const MAX_AVATAR_BYTES = 26_214_400;

/** The resume kinds accepted, as extensions (checked by content on the server). */
export const RESUME_FILE_TYPES = ['pdf', 'doc', 'docx', 'rtf', 'txt'] as const;
/** The profile photo kinds accepted: png and jpeg. */
export const AVATAR_FILE_TYPES = ['png', 'jpg'] as const;
export const AVATAR_MIME_TYPES = ['image/png', 'image/jpeg'] as const;

/** '25 MB' for 26214400 bytes. */
export const formatMaxSize = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

export const filesMessages = {
  resumeMissing: 'Please choose a resume file to upload.',
  resumeTooLarge: `File is too large. The maximum size is ${formatMaxSize(MAX_RESUME_BYTES)}.`,
  resumeWrongType: `File is incorrect format. Supported file types are: ${RESUME_FILE_TYPES.map((t) => `.${t}`).join(', ')}.`,
  fileEmpty: 'The file is empty. Please choose a file with content.',
  badFileName: 'File name is not valid. Please rename the file without folders and try again.',
  avatarMissing: 'Please choose an image to upload.',
  avatarTooLarge: `File is too large. The maximum size is ${formatMaxSize(MAX_AVATAR_BYTES)}.`,
  /** Spec 2 sections 5 and 8, exact. */
  avatarWrongType: 'File is incorrect format. Supported file types are: .png, .jpg.',
  /** Spec 2 sections 5 and 8, exact. */
  uploadFailed: 'Upload failed.',
  resumeNotFound: 'Resume not found',
  photoNotFound: 'Profile photo not found',
} as const;

export const cvFileSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int().nonnegative(),
  uploadedAt: z.string(),
  /** Same-origin, owner-only download address. */
  downloadUrl: z.string(),
});
export type CvFile = z.infer<typeof cvFileSchema>;

/** GET /api/talentapi/cv-file (spec 2 section 3, resume file model). */
export const cvFileResponseSchema = z.object({
  file: cvFileSchema.nullable(),
  allowedFileTypes: z.array(z.string()),
  /** Resume parsing is a later issue: false until it is built. */
  canPreFillFromCv: z.boolean(),
  hasPreFilled: z.boolean(),
});
export type CvFileResponse = z.infer<typeof cvFileResponseSchema>;

export const cvFileIdParamsSchema = z.object({
  id: z.uuid('Resume id must be a UUID'),
});

export const profilePhotoParamsSchema = z.object({
  fileId: z.uuid('Photo id must be a UUID'),
});

/** Answer of both photo uploads: the address of the (cropped) photo now shown. */
export const profilePhotoResponseSchema = z.object({
  /** Null only when no cropped photo has been uploaded yet. */
  avatarUrl: z.string().nullable(),
});
export type ProfilePhotoResponse = z.infer<typeof profilePhotoResponseSchema>;

/** The address a photo file is served at; it changes with every upload. */
export const profilePhotoUrl = (fileId: string) => `/api/user/profile-photo/${fileId}`;
