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

export const idLabelSchema = z.object({ id: z.number().int(), label: z.string() });
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
