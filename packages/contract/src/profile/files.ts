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
  /** Pre-fill asked for while the background job is still reading the resume. */
  prefillStillParsing: 'We are still reading your resume. Please try again in a few seconds.',
  /** Pre-fill asked for when the parse found nothing the profile can hold. */
  prefillNothingToFill:
    'We could not find anything in your resume to fill in your profile. Please fill it in yourself.',
  /** A parse that failed for a reason the parser did not explain (its attempts ran out). */
  parseFailed: 'We could not read your resume. Please try again later or upload another file.',
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
  /**
   * The resume is being read, or was read and holds something to fill in: the offer to pre-fill
   * may show. False without a resume, and when the file gave no resume (a failed parse).
   */
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

/**
 * GET /api/workerapi/parsing/progress (spec 2 section 3, parsing progress): where the background
 * parse of the talent's current resume is. `message` says why a failed parse failed.
 */
export const parsingProgressSchema = z.object({
  parsed: z.boolean(),
  populated: z.boolean(),
  failed: z.boolean(),
  message: z.string().nullable(),
});
export type ParsingProgress = z.infer<typeof parsingProgressSchema>;

/** The profile sections a pre-fill writes, as counted in its answer. */
export const PREFILL_SECTIONS = [
  'roles',
  'education',
  'licences',
  'itSkills',
  'languages',
  'careerSummary',
  'currentRole',
  'location',
] as const;
export type PrefillSection = (typeof PREFILL_SECTIONS)[number];

const count = z.number().int().nonnegative();
const sectionCounts = z.object({
  roles: count,
  education: count,
  licences: count,
  itSkills: count,
  languages: count,
  careerSummary: count,
  currentRole: count,
  location: count,
}) satisfies z.ZodType<Record<PrefillSection, number>>;

/**
 * POST /api/talentapi/cv-file/prefill (no body): what was added, what the profile had already
 * (left as it was) and what the resume gave but the profile cannot hold (a role without a start
 * month, a qualification without an institution), per section.
 */
export const prefillResponseSchema = z.object({
  populated: z.literal(true),
  added: sectionCounts,
  alreadyThere: sectionCounts,
  skipped: sectionCounts,
});
export type PrefillResponse = z.infer<typeof prefillResponseSchema>;
export type PrefillCounts = PrefillResponse['added'];
