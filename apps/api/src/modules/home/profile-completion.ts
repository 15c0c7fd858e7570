// Profile completion (the home dashboard's progress, spec 3 sections 3 and 4): a pure function
// of a plain snapshot of the profile, so the points table is tested without a database. Each
// section says what it is worth, whether it is done, and where the talent goes to do it.
import type { CompletionSection, NavigationTarget } from '@talent/contract';

/** What the completion rules read from the profile; the repository fills it in. */
export interface ProfileSnapshot {
  hasResume: boolean;
  hasPhoto: boolean;
  currentRole: string | null;
  suburb: string | null;
  countryIso2: string | null;
  bioMessage: string | null;
  coreSkillCount: number;
  roleCount: number;
  noWorkHistory: boolean;
  careerSummary: string | null;
  /** Education and other qualifications that are not licences or tickets. */
  qualificationCount: number;
  noQualifications: boolean;
  itSkillCount: number;
  noItSkills: boolean;
  licenceCount: number;
  noLicences: boolean;
  achievements: string | null;
  languageCount: number;
  jobSearchStatusId: number | null;
}

/** The profile page's section anchors (apps/web/src/features/profile, `anchor=`). */
const route = (anchor: string): NavigationTarget => ({
  ngxRoute: `/profile#${anchor}`,
  state: null,
});
/** The business card is edited where the talent is (home has the editor), not on another page. */
const EDIT_BUSINESS_CARD: NavigationTarget = { ngxRoute: null, state: 'edit-business-card' };

type SectionKey =
  | 'resume'
  | 'business-card'
  | 'work-history'
  | 'career-summary'
  | 'qualifications'
  | 'it-skills'
  | 'licences'
  | 'achievements'
  | 'languages'
  | 'availability';

interface SectionDefinition {
  label: string;
  description: string;
  points: number;
  target: NavigationTarget;
}

/** The points table, in profile order: the points add up to 100. */
export const SECTIONS: Record<SectionKey, SectionDefinition> = {
  resume: {
    label: 'Resume',
    description: 'Upload your resume so employers can read your full history.',
    points: 10,
    target: route('resume'),
  },
  'business-card': {
    label: 'Business card',
    description: 'Complete your business card so employers know who you are at a glance.',
    points: 25,
    target: EDIT_BUSINESS_CARD,
  },
  'work-history': {
    label: 'Work history',
    description: 'Add your work history so employers can see your experience.',
    points: 20,
    target: route('work-history'),
  },
  'career-summary': {
    label: 'Career summary',
    description: 'Write a career summary that tells employers what you do best.',
    points: 10,
    target: route('career-summary'),
  },
  qualifications: {
    label: 'Education and qualifications',
    description: 'Add your education and qualifications.',
    points: 10,
    target: route('qualifications'),
  },
  'it-skills': {
    label: 'IT skills',
    description: 'Add the software and systems you know.',
    points: 5,
    target: route('it-skills'),
  },
  licences: {
    label: 'Licences and tickets',
    description: 'Add your licences and tickets.',
    points: 5,
    target: route('licences'),
  },
  achievements: {
    label: 'Achievements and awards',
    description: 'Tell employers about your achievements and awards.',
    points: 5,
    target: route('achievements-summary'),
  },
  languages: {
    label: 'Languages',
    description: 'Add the languages you speak.',
    points: 5,
    target: route('languages'),
  },
  availability: {
    label: 'Availability',
    description: 'Let employers know whether you are looking for work.',
    points: 5,
    // The availability choice sits under the business card on the profile page.
    target: route('business-card'),
  },
};

/** The business card's parts, 5 points each (the card's 25). */
export const BUSINESS_CARD_PARTS = [
  { label: 'Photo', points: 5, done: (p: ProfileSnapshot) => p.hasPhoto },
  { label: 'Role title', points: 5, done: (p: ProfileSnapshot) => filled(p.currentRole) },
  {
    label: 'Location',
    points: 5,
    done: (p: ProfileSnapshot) => filled(p.suburb) || filled(p.countryIso2),
  },
  { label: 'Bio', points: 5, done: (p: ProfileSnapshot) => filled(p.bioMessage) },
  { label: 'Core skills', points: 5, done: (p: ProfileSnapshot) => p.coreSkillCount > 0 },
] as const;

function filled(text: string | null): boolean {
  return (text ?? '').trim().length > 0;
}

/**
 * Whether each whole section is done. A section the talent marked 'Not relevant to me' counts
 * as complete: they have answered it.
 */
const DONE: Record<Exclude<SectionKey, 'business-card'>, (p: ProfileSnapshot) => boolean> = {
  resume: (p) => p.hasResume,
  'work-history': (p) => p.roleCount > 0 || p.noWorkHistory,
  'career-summary': (p) => filled(p.careerSummary),
  qualifications: (p) => p.qualificationCount > 0 || p.noQualifications,
  'it-skills': (p) => p.itSkillCount > 0 || p.noItSkills,
  licences: (p) => p.licenceCount > 0 || p.noLicences,
  achievements: (p) => filled(p.achievements),
  languages: (p) => p.languageCount > 0,
  availability: (p) => p.jobSearchStatusId !== null,
};

function section(
  key: SectionKey,
  completed: number,
  subSections: CompletionSection['subSections'],
) {
  const { label, description, points, target } = SECTIONS[key];
  return {
    key,
    label,
    description,
    pointsPossible: points,
    pointsCompleted: completed,
    isComplete: completed === points,
    subSections,
    navigationTarget: target,
  } satisfies CompletionSection;
}

export function profileCompletion(profile: ProfileSnapshot) {
  const sections = (Object.keys(SECTIONS) as SectionKey[]).map((key) => {
    if (key === 'business-card') {
      const parts = BUSINESS_CARD_PARTS.map((part) => ({
        label: part.label,
        pointsPossible: part.points,
        isComplete: part.done(profile),
      }));
      const completed = parts.reduce((sum, p) => sum + (p.isComplete ? p.pointsPossible : 0), 0);
      return section(key, completed, parts);
    }
    return section(key, DONE[key](profile) ? SECTIONS[key].points : 0, []);
  });
  const possible = sections.reduce((sum, s) => sum + s.pointsPossible, 0);
  const completed = sections.reduce((sum, s) => sum + s.pointsCompleted, 0);
  return { cvCompletion: Math.round((completed / possible) * 100), sections };
}
