// The web resume read, roles, summaries and section visibility (spec 2 sections 3, 5, 7.2).
// The same role and summary schemas validate the web forms and the server.
import { z } from 'zod';
import {
  idLabelSchema,
  itSkillsSchema,
  languageEntrySchema,
  qualificationSchema,
} from './qualifications';

/** Spec 2 section 9. */
export const ROLE_TEXT_MAX = 150;
export const ROLE_COMMENTS_MAX = 10000;
export const SPECIALTIES_MAX = 5;
export const SPECIALTY_LABEL_MAX = 100;
export const ROLE_LIST_ITEM_MAX = 1000;
export const ROLE_LIST_MAX_ITEMS = 50;
export const SUMMARY_MAX = 2000;

/** Validation and error messages of roles and summaries (spec 2 section 5; quoted ones exact). */
export const webResumeMessages = {
  companyRequired: 'Company is required',
  companyMax: 'Company cannot be greater than 150 characters',
  divisionMax: 'Division cannot be greater than 150 characters',
  roleTitleRequired: 'Role title is required',
  roleTitleMax: 'Role title cannot be greater than 150 characters',
  startDateRequired: 'Start date is required',
  startDateInvalid: 'Start date is not a valid date',
  startDateFuture: 'Start date cannot be in the future',
  endDateRequired: 'End date is required',
  endDateInvalid: 'End date is not a valid date',
  endDateBeforeStart: 'End date cannot be before start date',
  specialtiesRequired: 'Specialties is required',
  specialtiesMax: 'Specialties cannot have more than 5 tags',
  specialtyMax: 'A specialty cannot be greater than 100 characters',
  responsibilityMax: 'A responsibility cannot be greater than 1000 characters',
  responsibilitiesMax: 'Responsibilities cannot have more than 50 entries',
  achievementMax: 'An achievement cannot be greater than 1000 characters',
  achievementsMax: 'Achievements cannot have more than 50 entries',
  commentsMax: 'Additional role comments cannot be greater than 10000 characters',
  careerSummaryMax: 'Summary cannot be greater than 2000 characters',
  educationSummaryMax: 'Education summary cannot be greater than 2000 characters',
  achievementsSummaryMax: 'Achievements and awards summary cannot be greater than 2000 characters',
  roleNotFound: 'Role not found',
  roleIdRequired: 'Role id is required',
  visibilitySection: 'Section must be one of workhistory, qualifications, itskills or licences',
  visibilityValue: 'Value must be true or false',
  termMax: 'Search term cannot be greater than 100 characters',
} as const;

const m = webResumeMessages;

/** Role country (spec 2 section 3). */
export const roleCountrySchema = z.object({
  id: z.string().max(100),
  name: z.string().max(200),
  iso2: z.string().max(10),
  hasStateList: z.boolean(),
  position: z.number(),
});
export type RoleCountry = z.infer<typeof roleCountrySchema>;

/** The role's location: a place of the location search (id) and its label. */
export const locationGroupSchema = z.object({
  id: z.string().max(200),
  label: z.string().max(300),
});
export type LocationGroup = z.infer<typeof locationGroupSchema>;

export const specialitySchema = z.object({ label: z.string() });
export type Speciality = z.infer<typeof specialitySchema>;

/** A saved role as read (dates YYYY-MM-DD). */
export const roleSchema = z.object({
  id: z.string(),
  roleTitle: z.string(),
  company: z.string(),
  division: z.string().nullable(),
  fromDate: z.string(),
  toDate: z.string().nullable(),
  extendedJobDesc: z.string().nullable(),
  country: roleCountrySchema.nullable(),
  responsibilitiesList: z.array(z.string()),
  achievementsList: z.array(z.string()),
  locationGroup: locationGroupSchema.nullable(),
  profession: idLabelSchema.nullable(),
  industry: idLabelSchema.nullable(),
  specialities: z.array(specialitySchema),
  isPrimary: z.boolean(),
  isCurrent: z.boolean(),
  hideCompany: z.boolean(),
});
export type Role = z.infer<typeof roleSchema>;

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** The YYYY-MM-DD part of a date or date-time, or null when it is not a real date. */
export function normaliseDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const match = DATE.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (
    date.getUTCFullYear() !== Number(y) ||
    date.getUTCMonth() !== Number(mo) - 1 ||
    date.getUTCDate() !== Number(d)
  )
    return null;
  return `${y}-${mo}-${d}`;
}

/** The calendar date (YYYY-MM-DD) of `at` in the local time zone. */
export function localIsoDate(at = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${p(at.getMonth() + 1)}-${p(at.getDate())}`;
}

/**
 * The latest calendar date anywhere on earth (UTC+14): the server's "today", so a candidate
 * ahead of the server's clock is never told today is in the future.
 */
export function latestIsoDate(at = new Date()): string {
  return new Date(at.getTime() + 14 * 3600_000).toISOString().slice(0, 10);
}

const listOf = (itemMax: string, listMax: string) =>
  z
    .array(z.string().max(ROLE_LIST_ITEM_MAX, itemMax))
    .max(ROLE_LIST_MAX_ITEMS, listMax)
    .default([]);

/**
 * The role form and the body of POST/PUT role. `today` gives the latest allowed start date
 * (the web passes the local date; the server allows every time zone).
 */
export function makeRoleInputSchema(today: () => string) {
  return z
    .object({
      id: z.string().nullish(),
      company: z.string().trim().min(1, m.companyRequired).max(ROLE_TEXT_MAX, m.companyMax),
      division: z.string().trim().max(ROLE_TEXT_MAX, m.divisionMax).nullish(),
      roleTitle: z.string().trim().min(1, m.roleTitleRequired).max(ROLE_TEXT_MAX, m.roleTitleMax),
      fromDate: z.string({ error: m.startDateRequired }).nullish(),
      toDate: z.string().nullish(),
      isCurrent: z.boolean().default(false),
      specialities: z
        .array(
          z.object({
            label: z
              .string()
              .trim()
              .min(1, m.specialtiesRequired)
              .max(SPECIALTY_LABEL_MAX, m.specialtyMax),
          }),
        )
        .max(SPECIALTIES_MAX, m.specialtiesMax)
        .default([]),
      profession: idLabelSchema.nullish(),
      industry: idLabelSchema.nullish(),
      country: roleCountrySchema.nullish(),
      locationGroup: locationGroupSchema.nullish(),
      responsibilitiesList: listOf(m.responsibilityMax, m.responsibilitiesMax),
      achievementsList: listOf(m.achievementMax, m.achievementsMax),
      extendedJobDesc: z.string().max(ROLE_COMMENTS_MAX, m.commentsMax).nullish(),
      isPrimary: z.boolean().optional(),
      hideCompany: z.boolean().default(false),
    })
    .superRefine((role, ctx) => {
      const from = normaliseDate(role.fromDate);
      if (!role.fromDate) {
        ctx.addIssue({ code: 'custom', path: ['fromDate'], message: m.startDateRequired });
      } else if (!from) {
        ctx.addIssue({ code: 'custom', path: ['fromDate'], message: m.startDateInvalid });
      } else if (from > today()) {
        ctx.addIssue({ code: 'custom', path: ['fromDate'], message: m.startDateFuture });
      }
      if (!role.isCurrent) {
        const to = normaliseDate(role.toDate);
        if (!role.toDate) {
          ctx.addIssue({ code: 'custom', path: ['toDate'], message: m.endDateRequired });
        } else if (!to) {
          ctx.addIssue({ code: 'custom', path: ['toDate'], message: m.endDateInvalid });
        } else if (from && to < from) {
          ctx.addIssue({ code: 'custom', path: ['toDate'], message: m.endDateBeforeStart });
        }
      }
      if (role.specialities.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['specialities'], message: m.specialtiesRequired });
      }
    });
}

/** The server's role body schema. */
export const roleInputSchema = makeRoleInputSchema(() => latestIsoDate());
export type RoleInput = z.input<typeof roleInputSchema>;
export type RoleInputParsed = z.output<typeof roleInputSchema>;

export const roleIdParamsSchema = z.object({ id: z.string().min(1) });
export const primaryRoleBodySchema = z.object({
  id: z.string({ error: m.roleIdRequired }).min(1, m.roleIdRequired),
});
export type PrimaryRoleBody = z.infer<typeof primaryRoleBodySchema>;

export const rolesResponseSchema = z.array(roleSchema);

/** Summaries (spec 2 section 5): blank saves as empty. */
export const careerSummaryBodySchema = z.object({
  careerSummary: z.string().max(SUMMARY_MAX, m.careerSummaryMax).nullish(),
});
export const skillsSummaryBodySchema = z.object({
  skillsSummary: z.string().max(SUMMARY_MAX, m.educationSummaryMax).nullish(),
});
export const achievementsSummaryBodySchema = z.object({
  achievements: z.string().max(SUMMARY_MAX, m.achievementsSummaryMax).nullish(),
});
export type CareerSummaryBody = z.infer<typeof careerSummaryBodySchema>;
export type SkillsSummaryBody = z.infer<typeof skillsSummaryBodySchema>;
export type AchievementsSummaryBody = z.infer<typeof achievementsSummaryBodySchema>;

/** Which summary a summary form edits: its field and its max-length message. */
export const summaryKinds = {
  career: { field: 'careerSummary', schema: careerSummaryBodySchema },
  skills: { field: 'skillsSummary', schema: skillsSummaryBodySchema },
  achievement: { field: 'achievements', schema: achievementsSummaryBodySchema },
} as const;
export type SummaryKind = keyof typeof summaryKinds;

/** PUT /api/workerapi/webresume/visibility/{section}/{value}. */
export const VISIBILITY_SECTIONS = [
  'workhistory',
  'qualifications',
  'itskills',
  'licences',
] as const;
export type VisibilitySection = (typeof VISIBILITY_SECTIONS)[number];
export const visibilityParamsSchema = z.object({
  section: z.enum(VISIBILITY_SECTIONS, { error: m.visibilitySection }),
  value: z.enum(['true', 'false'], { error: m.visibilityValue }),
});

/** GET /api/workerapi/webresume (spec 2 section 3). */
export const webResumeSchema = z.object({
  careerSummary: z.string(),
  roles: z.array(roleSchema),
  skillsSummary: z.string(),
  education: z.object({ qualifications: z.array(qualificationSchema) }),
  itSkills: itSkillsSchema,
  licences: z.object({ qualifications: z.array(qualificationSchema) }),
  achievements: z.string(),
  languages: z.array(languageEntrySchema),
  noWorkHistory: z.boolean(),
  noQualifications: z.boolean(),
  noItSkills: z.boolean(),
  noLicences: z.boolean(),
});
export type WebResume = z.infer<typeof webResumeSchema>;

/** GET /api/form-options/dropdown/professions and /industries. */
export const dropdownOptionSchema = z.object({ label: z.string(), value: z.number().int() });
export type DropdownOption = z.infer<typeof dropdownOptionSchema>;
export const dropdownOptionsSchema = z.array(dropdownOptionSchema);

/** POST /employerapi/specialties/suggest. */
export const SPECIALTY_SUGGESTIONS_MAX = 10;
export const specialtySuggestBodySchema = z.object({
  term: z.string().max(100, m.termMax).optional(),
  roleTitle: z.string().max(ROLE_TEXT_MAX, m.roleTitleMax).optional(),
  /**
   * Specialties already chosen: never suggested again (a role's specialties, or the skills a
   * talent confirmed for job matching: up to 100).
   */
  exclude: z.array(z.string().max(SPECIALTY_LABEL_MAX)).max(100).optional(),
});
export type SpecialtySuggestBody = z.infer<typeof specialtySuggestBodySchema>;
export const specialtySuggestionsSchema = z.array(specialitySchema);
