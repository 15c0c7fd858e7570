// Qualifications, licences, IT skills and languages of the web resume (spec 2 sections 3, 5, 7.2).
// The read shapes below are shared with the web resume call; the write schemas and messages of
// these sections live here too.
import { z } from 'zod';

/** Spec 2 section 3: qualification categories. */
export const QualificationCategory = {
  Unknown: 0,
  Education: 1,
  CertificateTrainingOrCourse: 2,
  TicketOrLicence: 3,
  ProfessionalRegistrationOrMembership: 4,
  PublicationResearch: 5,
} as const;

/** Spec 2 section 3: qualification type ids (negative ids: drivers licence pseudo types). */
export const QualificationTypeId = {
  Education: 0,
  Safety: 201,
  Certificate: 202,
  Training: 203,
  Course: 204,
  Licence: 301,
  DriversLicence: 303,
  HighRiskLicence: 304,
  Ticket: 330,
  Other: 399,
} as const;

/** A lookup entry as the client sends it back (the label is shown, never trusted). */
export const idLabelSchema = z.object({ id: z.number().int(), label: z.string().max(200) });
export type IdLabel = z.infer<typeof idLabelSchema>;

/** A stored document attached to a qualification. */
export const attachedFileSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  url: z.string(),
});
export type AttachedFile = z.infer<typeof attachedFileSchema>;

export const qualificationSchema = z.object({
  id: z.string(),
  qualificationId: z.number().int().nullable(),
  qualificationTypeId: z.number().int(),
  qualificationCategory: z.number().int(),
  /** The name of the qualification. */
  certification: z.string(),
  institution: z.string(),
  state: z.string().nullable(),
  comments: z.string().nullable(),
  url: z.string().nullable(),
  fifoEducationLevel: idLabelSchema.nullable(),
  /** 0 means not specified. */
  yearCompleted: z.number().int(),
  /** Duration in years. */
  years: z.number().int().nullable(),
  file: attachedFileSchema.nullable(),
  qualificationCoverage: z.string().nullable(),
  qualificationNumber: z.string().nullable(),
});
export type Qualification = z.infer<typeof qualificationSchema>;

export const itSkillItemSchema = z.object({ id: z.string(), label: z.string() });
export type ItSkillItem = z.infer<typeof itSkillItemSchema>;

export const itSkillsSchema = z.object({
  softwareSkillsBasic: z.array(itSkillItemSchema),
  softwareSkillsIntermediate: z.array(itSkillItemSchema),
  softwareSkillsAdvanced: z.array(itSkillItemSchema),
  systemSkillsBasic: z.array(itSkillItemSchema),
  systemSkillsIntermediate: z.array(itSkillItemSchema),
  systemSkillsAdvanced: z.array(itSkillItemSchema),
  codingSkillsBasic: z.array(itSkillItemSchema),
  codingSkillsIntermediate: z.array(itSkillItemSchema),
  codingSkillsAdvanced: z.array(itSkillItemSchema),
});
export type ItSkills = z.infer<typeof itSkillsSchema>;

/** The nine lists, all empty: a talent with no IT skills. A new object each call. */
export const emptyItSkills = (): ItSkills => ({
  softwareSkillsBasic: [],
  softwareSkillsIntermediate: [],
  softwareSkillsAdvanced: [],
  systemSkillsBasic: [],
  systemSkillsIntermediate: [],
  systemSkillsAdvanced: [],
  codingSkillsBasic: [],
  codingSkillsIntermediate: [],
  codingSkillsAdvanced: [],
});

/** Spec 2 section 3: language levels. */
export const LanguageLevel = {
  Unknown: 0,
  Elementary: 1,
  LimitedWorking: 2,
  GeneralProfessional: 3,
  AdvancedProfessional: 4,
  FluentOrNative: 5,
} as const;

export const languageEntrySchema = z.object({
  id: z.string(),
  languageId: z.string(),
  languageName: z.string(),
  level: z.number().int().min(0).max(5),
});
export type LanguageEntry = z.infer<typeof languageEntrySchema>;

// ---------------------------------------------------------------------------------------------
// Writes: the qualification form, documents, IT skills, languages (spec 2 sections 5, 7.2, 9).

/** Spec 2 section 5 and 9: the qualification form's messages and limits. */
export const qualificationMessages = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name cannot be greater than 150 characters',
  institutionRequired: 'Institution is required',
  institutionTooLong: 'Institution cannot be greater than 150 characters',
  stateTooLong: 'State/Region cannot be greater than 20 characters',
  levelRequired: 'Level is required',
  courseTypeRequired: 'Course type is required',
  licenceTypeRequired: 'Licence type is required',
  levelUnknown: 'Level is not one of the education levels',
  licenceTypeUnknown: 'Licence type is not one of the licence types',
  typeUnknown: 'Qualification type is not valid',
  yearCompletedInvalid: 'Year completed must be Not Specified or one of the last 70 years',
  yearsInvalid: 'Duration must be between 0 and 10 years',
  referenceTooLong: 'Reference number cannot be greater than 100 characters',
  commentsTooLong: 'Comments cannot be greater than 2000 characters',
  qualificationNotFound: 'Qualification not found',
  documentNotFound: 'Document not found',
  documentInUse: 'This document is already attached to another qualification',
  documentMissing: 'Please choose a file to upload',
  documentTooLarge: 'The file is too large. The maximum file size is 25 MB.',
  documentWrongType:
    'File is incorrect format. Supported file types are: PDF, JPG, JPEG, PNG, GIF, DOC, DOCX.',
  documentBadName: 'The file name is not valid',
} as const;

export const QUALIFICATION_LIMITS = {
  nameMax: 150,
  institutionMax: 150,
  stateMax: 20,
  referenceMax: 100,
  commentsMax: 2000,
  yearsMax: 10,
  /** Year completed: Not Specified (0) or the current year down this many years. */
  yearsBack: 70,
  documentMaxBytes: 26_214_400,
} as const;

/** Spec 2 section 5: File attachment types. */
export const DOCUMENT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'gif', 'doc', 'docx'] as const;

/** The forms the six qualification types are edited with (spec 2 section 3). */
export type QualificationForm = 'Education' | 'Course' | 'Safety' | 'Licence' | 'Ticket' | 'Other';

/** Course type options (spec 2 section 9): Course, Certificate, Training. */
export const COURSE_TYPE_IDS = [
  QualificationTypeId.Course,
  QualificationTypeId.Certificate,
  QualificationTypeId.Training,
] as const;

/** Licence type ids that are not drivers licence pseudo types (negative ids). */
export const LICENCE_TYPE_IDS = [
  QualificationTypeId.Licence,
  QualificationTypeId.DriversLicence,
  QualificationTypeId.HighRiskLicence,
] as const;

/**
 * Type id -> form: Certificate, Training and Course use the Course form; Licence, DriversLicence,
 * HighRiskLicence and any negative (drivers licence pseudo type) id use the Licence form.
 * Undefined for an id that is none of these.
 */
export function qualificationFormOf(typeId: number): QualificationForm | undefined {
  if (typeId < 0) return 'Licence';
  switch (typeId) {
    case QualificationTypeId.Education:
      return 'Education';
    case QualificationTypeId.Safety:
      return 'Safety';
    case QualificationTypeId.Certificate:
    case QualificationTypeId.Training:
    case QualificationTypeId.Course:
      return 'Course';
    case QualificationTypeId.Licence:
    case QualificationTypeId.DriversLicence:
    case QualificationTypeId.HighRiskLicence:
      return 'Licence';
    case QualificationTypeId.Ticket:
      return 'Ticket';
    case QualificationTypeId.Other:
      return 'Other';
    default:
      return undefined;
  }
}

/** The category a form's entries are stored with (the server derives it from the type). */
export function categoryOfForm(form: QualificationForm): number {
  if (form === 'Education') return QualificationCategory.Education;
  if (form === 'Course' || form === 'Safety')
    return QualificationCategory.CertificateTrainingOrCourse;
  return QualificationCategory.TicketOrLicence;
}

/**
 * The form of an entry being edited: from its type, or, while the Course or Licence form has no
 * type chosen yet (type null), from its category.
 */
export function formOfEntry(typeId: number | null, category: number): QualificationForm {
  if (typeId !== null) return qualificationFormOf(typeId) ?? 'Other';
  return category === QualificationCategory.CertificateTrainingOrCourse ? 'Course' : 'Licence';
}

/** Which list (section) a form's entries belong to. */
export const isLicenceForm = (form: QualificationForm) =>
  form === 'Licence' || form === 'Ticket' || form === 'Other';

/** Year completed options: 0 (Not Specified), then the current year down 70 years. */
export function yearCompletedOptions(now = new Date()): number[] {
  const year = now.getFullYear();
  return [0, ...Array.from({ length: QUALIFICATION_LIMITS.yearsBack + 1 }, (_, i) => year - i)];
}

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * The qualification form and the body of POST/PUT /api/workerapi/webresume/qualification. The
 * Course and Licence forms send qualificationTypeId null until a course or licence type is chosen;
 * the category then says which form it was. The server stores the category the type implies.
 */
export const qualificationBodySchema = z
  .object({
    id: z.string().nullish(),
    certification: z
      .string({ error: qualificationMessages.nameRequired })
      .trim()
      .min(1, qualificationMessages.nameRequired)
      .max(QUALIFICATION_LIMITS.nameMax, qualificationMessages.nameTooLong),
    institution: z
      .string({ error: qualificationMessages.institutionRequired })
      .trim()
      .min(1, qualificationMessages.institutionRequired)
      .max(QUALIFICATION_LIMITS.institutionMax, qualificationMessages.institutionTooLong),
    state: optionalText(QUALIFICATION_LIMITS.stateMax, qualificationMessages.stateTooLong),
    comments: optionalText(QUALIFICATION_LIMITS.commentsMax, qualificationMessages.commentsTooLong),
    qualificationNumber: optionalText(
      QUALIFICATION_LIMITS.referenceMax,
      qualificationMessages.referenceTooLong,
    ),
    yearCompleted: z
      .number({ error: qualificationMessages.yearCompletedInvalid })
      .int(qualificationMessages.yearCompletedInvalid)
      .refine((year) => yearCompletedOptions().includes(year), {
        message: qualificationMessages.yearCompletedInvalid,
      }),
    years: z
      .number({ error: qualificationMessages.yearsInvalid })
      .int(qualificationMessages.yearsInvalid)
      .min(0, qualificationMessages.yearsInvalid)
      .max(QUALIFICATION_LIMITS.yearsMax, qualificationMessages.yearsInvalid)
      .nullish()
      .transform((value) => value ?? null),
    fifoEducationLevel: z
      .object({ id: z.number().int() })
      .nullish()
      .transform((value) => value ?? null),
    file: z
      .object({ id: z.string().uuid(qualificationMessages.documentNotFound) })
      .nullish()
      .transform((value) => value ?? null),
    qualificationId: z
      .number()
      .int()
      .nullish()
      .transform((value) => value ?? null),
    qualificationTypeId: z.number({ error: qualificationMessages.typeUnknown }).int().nullable(),
    qualificationCategory: z.number().int().default(QualificationCategory.Unknown),
  })
  .superRefine((body, ctx) => {
    const typeId = body.qualificationTypeId;
    if (typeId !== null && qualificationFormOf(typeId) === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['qualificationTypeId'],
        message: qualificationMessages.typeUnknown,
      });
      return;
    }
    const form = formOfEntry(typeId, body.qualificationCategory);
    if (form === 'Education' && !body.fifoEducationLevel) {
      ctx.addIssue({
        code: 'custom',
        path: ['fifoEducationLevel'],
        message: qualificationMessages.levelRequired,
      });
    }
    if (form === 'Course' && typeId === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['qualificationTypeId'],
        message: qualificationMessages.courseTypeRequired,
      });
    }
    if (form === 'Licence' && typeId === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['qualificationTypeId'],
        message: qualificationMessages.licenceTypeRequired,
      });
    }
  });
/** What the form holds (before the schema trims and fills defaults). */
export type QualificationFormValues = z.input<typeof qualificationBodySchema>;
export type QualificationBody = z.output<typeof qualificationBodySchema>;

export const qualificationIdParamsSchema = z.object({ id: z.string().uuid() });
export const qualificationsResponseSchema = z.object({
  qualifications: z.array(qualificationSchema),
});
export const createdIdSchema = z.object({ id: z.string() });

export const workerDocumentQuerySchema = z.object({
  fifoEducationId: z.string().uuid().optional(),
});
export const documentIdParamsSchema = z.object({ id: z.string().uuid() });

/** GET /api/form-options/dropdown/education-levels. */
export const formOptionSchema = z.object({ label: z.string(), value: z.number().int() });
export const educationLevelsSchema = z.array(formOptionSchema);
export type FormOption = z.infer<typeof formOptionSchema>;

/** GET /api/workerapi/lookups/driverslicencetypes: negative ids (pseudo types). */
export const driversLicenceTypeSchema = z.object({ id: z.number().int(), name: z.string() });
export const driversLicenceTypesSchema = z.array(driversLicenceTypeSchema);
export type DriversLicenceType = z.infer<typeof driversLicenceTypeSchema>;

// IT skills --------------------------------------------------------------------------------

/** Spec 2 section 3: skill groups. */
export const ItSkillGroup = { Software: 201, Systems: 202, Coding: 203 } as const;
export type ItSkillGroupId = (typeof ItSkillGroup)[keyof typeof ItSkillGroup];
export const IT_SKILL_GROUPS = [
  { id: ItSkillGroup.Software, key: 'software' },
  { id: ItSkillGroup.Systems, key: 'system' },
  { id: ItSkillGroup.Coding, key: 'coding' },
] as const;
export const IT_SKILL_LEVELS = ['Basic', 'Intermediate', 'Advanced'] as const;
export type ItSkillLevel = (typeof IT_SKILL_LEVELS)[number];
/** The list a group and level is kept in, e.g. softwareSkillsBasic. */
export const itSkillListKey = (
  groupKey: (typeof IT_SKILL_GROUPS)[number]['key'],
  level: ItSkillLevel,
) => `${groupKey}Skills${level}` as keyof ItSkills;

export const itSkillMessages = {
  duplicate: 'A skill can be chosen only once in a group: {{label}}',
  labelRequired: 'Skill name is required',
  labelTooLong: 'Skill name cannot be greater than 100 characters',
  tooMany: 'A skill level can hold at most 50 skills',
} as const;

const itSkillInputSchema = z.object({
  id: z.string().trim().min(1, itSkillMessages.labelRequired).max(100),
  label: z
    .string()
    .trim()
    .min(1, itSkillMessages.labelRequired)
    .max(100, itSkillMessages.labelTooLong),
});
const itSkillListSchema = z.array(itSkillInputSchema).max(50, itSkillMessages.tooMany);
/** PUT /api/workerapi/webresume/itskills: the nine lists. */
export const itSkillsBodySchema = z.object({
  softwareSkillsBasic: itSkillListSchema,
  softwareSkillsIntermediate: itSkillListSchema,
  softwareSkillsAdvanced: itSkillListSchema,
  systemSkillsBasic: itSkillListSchema,
  systemSkillsIntermediate: itSkillListSchema,
  systemSkillsAdvanced: itSkillListSchema,
  codingSkillsBasic: itSkillListSchema,
  codingSkillsIntermediate: itSkillListSchema,
  codingSkillsAdvanced: itSkillListSchema,
});

export const itSkillGroupParamsSchema = z.object({
  group: z.coerce
    .number()
    .int()
    .refine((group) => group === 201 || group === 202 || group === 203, {
      message: 'Skill group must be 201, 202 or 203',
    }),
});
export const itSkillLookupBodySchema = z.object({
  term: z.string().max(100),
  exclude: z.array(z.string()).max(500).optional(),
});
export const itSkillSuggestionsSchema = z.array(itSkillItemSchema);

/** Whether any of the nine lists holds a skill. */
export const hasItSkills = (skills: ItSkills) =>
  Object.values(skills).some((list) => list.length > 0);

// Languages --------------------------------------------------------------------------------

export const languageMessages = {
  languageRequired: 'Language is required',
  levelRequired: 'Proficiency level is required',
  languageUnknown: 'Language is not one of the known languages',
  duplicate: 'This language is already in your profile',
  notFound: 'Language not found',
} as const;

/** Proficiency levels offered by the form (Unknown 0 is not offered). */
export const LANGUAGE_LEVELS = [1, 2, 3, 4, 5] as const;

export const languageBodySchema = z.object({
  languageId: z
    .string({ error: languageMessages.languageRequired })
    .trim()
    .min(1, languageMessages.languageRequired),
  level: z
    .number({ error: languageMessages.levelRequired })
    .int(languageMessages.levelRequired)
    .min(1, languageMessages.levelRequired)
    .max(5, languageMessages.levelRequired),
});
export type LanguageBody = z.infer<typeof languageBodySchema>;
export type LanguageFormValues = z.input<typeof languageBodySchema>;
export const languageIdParamsSchema = z.object({ id: z.string().uuid() });
export const languagesResponseSchema = z.array(languageEntrySchema);

/** GET /api/talentapi/reference/languages. */
export const referenceLanguageSchema = z.object({ id: z.string(), name: z.string() });
export const referenceLanguagesSchema = z.array(referenceLanguageSchema);
export type ReferenceLanguage = z.infer<typeof referenceLanguageSchema>;
