// The talent's profile in the JSON Resume shape (https://jsonresume.org/schema), for the data
// export: a format other resume tools read. Pure: it takes the rows as the export read them
// (snake_case, as stored) and leaves out what the talent never filled in, inventing nothing.
import {
  jobSearchStatuses,
  LanguageLevel,
  linkTypes,
  QualificationCategory,
} from '@talent/contract';
import type {
  ResumeBasics,
  ResumeCertificate,
  ResumeEducation,
  ResumeWork,
} from '@talent/resume-parser';

type Row = Record<string, unknown>;

export interface ProfileRows {
  user: Row;
  talent: Row | undefined;
  roles: Row[];
  qualifications: Row[];
  itSkills: Row[];
  languages: Row[];
  skills: Row[];
  links: Row[];
}

export interface JsonResume {
  $schema: string;
  basics: ResumeBasics;
  work: ResumeWork[];
  education: ResumeEducation[];
  certificates: Omit<ResumeCertificate, 'licence' | 'taxonomyId'>[];
  skills: { name: string; level?: string; keywords?: string[] }[];
  languages: { language: string; fluency?: string }[];
  awards: { title: string; summary?: string }[];
  meta: { availability?: string; visibility: string; lastModified?: string };
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && !!v.trim()) : [];
/** Stored dates are 'YYYY-MM-DD' or longer; JSON Resume takes the ISO prefix. */
const date = (value: unknown) => text(value)?.slice(0, 10);
const byPosition = (a: Row, b: Row) => Number(a.position ?? 0) - Number(b.position ?? 0);

const IT_LEVELS: Record<number, string> = { 1: 'Basic', 2: 'Intermediate', 3: 'Advanced' };
const IT_GROUPS: Record<number, string> = { 201: 'Software', 202: 'Systems', 203: 'Coding' };
const FLUENCY = Object.fromEntries(
  Object.entries(LanguageLevel).map(([name, level]) => [
    level,
    name.replace(/([a-z])([A-Z])/g, '$1 $2'),
  ]),
) as Record<number, string>;

function basics(rows: ProfileRows): ResumeBasics {
  const talent = rows.talent ?? {};
  const location = {
    address:
      [text(talent.address_line1), text(talent.address_line2)].filter(Boolean).join(', ') ||
      undefined,
    postalCode: text(talent.postcode),
    city: text(talent.suburb),
    region: text(talent.state),
    countryCode: text(talent.country_iso2),
  };
  const hasLocation = Object.values(location).some(Boolean);
  const profiles = rows.links.sort(byPosition).map((link) => ({
    network: linkTypes.find((type) => type.id === Number(link.link_type_id))?.name ?? 'Other',
    url: String(link.link_url),
  }));
  return {
    name: text(talent.full_name) ?? text(rows.user.name),
    label: text(talent.current_role),
    email: text(rows.user.email),
    summary: text(talent.bio_message),
    ...(hasLocation ? { location } : {}),
    ...(profiles.length ? { profiles } : {}),
  };
}

function work(rows: Row[]): ResumeWork[] {
  return rows.sort(byPosition).map((role) => ({
    name: role.hide_company ? undefined : text(role.company),
    position: text(role.role_title),
    location: text(role.location_label),
    startDate: date(role.from_date),
    endDate: role.is_current ? undefined : date(role.to_date),
    current: role.is_current === true,
    summary: text(role.extended_job_desc),
    highlights: [...strings(role.responsibilities), ...strings(role.achievements_list)],
  }));
}

function yearOf(row: Row) {
  const year = Number(row.year_completed ?? 0);
  return year > 0 ? String(year) : undefined;
}

export function toJsonResume(rows: ProfileRows): JsonResume {
  const talent = rows.talent ?? {};
  const education = rows.qualifications.filter(
    (q) => Number(q.qualification_category) === QualificationCategory.Education,
  );
  const certificates = rows.qualifications.filter((q) => !education.includes(q));
  const availability = jobSearchStatuses.find((s) => s.id === Number(talent.job_search_status_id));
  return {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: basics(rows),
    work: work(rows.roles),
    education: education.map((q) => ({
      institution: text(q.institution),
      area: text(q.certification),
      endDate: yearOf(q),
    })),
    certificates: certificates.map((q) => ({
      name: String(q.certification),
      issuer: text(q.institution),
      date: yearOf(q),
    })),
    skills: [
      ...rows.skills.sort(byPosition).map((skill) => ({ name: String(skill.label) })),
      ...rows.itSkills.sort(byPosition).map((skill) => ({
        name: String(skill.label),
        level: IT_LEVELS[Number(skill.level)],
        keywords: [IT_GROUPS[Number(skill.skill_group)] ?? 'IT'],
      })),
    ],
    languages: rows.languages.map((language) => ({
      language: String(language.language_name),
      fluency: FLUENCY[Number(language.level)],
    })),
    awards: text(talent.achievements)
      ? [{ title: 'Achievements', summary: text(talent.achievements) }]
      : [],
    meta: {
      availability: availability?.name,
      visibility: Number(talent.profile_status) === 1 ? 'Public' : 'Connections only',
      lastModified: text(talent.updated_at),
    },
  };
}
