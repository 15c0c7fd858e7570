// The shapes of the pre-fill plan (prefill-plan.ts) and the text helpers its sections share.
import type {
  ItSkills,
  LanguageBody,
  PrefillCounts,
  QualificationBody,
  RoleInputParsed,
  WebResume,
} from '@talent/contract';
import { normaliseDate } from '@talent/contract';

/** The profile as the pre-fill finds it. */
export interface ProfileBefore {
  webResume: Pick<
    WebResume,
    'roles' | 'education' | 'licences' | 'itSkills' | 'languages' | 'careerSummary'
  >;
  currentRole: string | null;
  hasLocation: boolean;
}

export interface PlannedLocation {
  suburb: string;
  state: string | null;
  postcode: string | null;
  countryIso2: string;
}

export interface PrefillPlan {
  roles: RoleInputParsed[];
  qualifications: QualificationBody[];
  /** The talent's IT skills with the resume's added, or null when none is added. */
  itSkills: ItSkills | null;
  languages: LanguageBody[];
  careerSummary: string | null;
  currentRole: string | null;
  location: PlannedLocation | null;
  added: PrefillCounts;
  alreadyThere: PrefillCounts;
  skipped: PrefillCounts;
}

export const zeroCounts = (): PrefillCounts => ({
  roles: 0,
  education: 0,
  licences: 0,
  itSkills: 0,
  languages: 0,
  careerSummary: 0,
  currentRole: 0,
  location: 0,
});

/** Case, accents and spacing do not make two names different. */
export const key = (text: string | null | undefined) =>
  (text ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export const clean = (text: string | null | undefined) => text?.replace(/\s+/g, ' ').trim() ?? '';

/** "2019-03" or "2019-03-14" → "2019-03-01": the role form keeps months. A bare year is not a month. */
export function monthOf(date: string | undefined): string | null {
  const match = /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(date?.trim() ?? '');
  return match ? normaliseDate(`${match[1]}-${match[2]}-01`) : null;
}

export const yearOf = (date: string | undefined) => {
  const match = /^(\d{4})/.exec(date?.trim() ?? '');
  return match ? Number(match[1]) : null;
};
