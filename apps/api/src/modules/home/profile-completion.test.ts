import { describe, expect, it } from 'vitest';
import {
  BUSINESS_CARD_PARTS,
  type ProfileSnapshot,
  profileCompletion,
  SECTIONS,
} from './profile-completion';

const EMPTY: ProfileSnapshot = {
  hasResume: false,
  hasPhoto: false,
  currentRole: null,
  suburb: null,
  countryIso2: null,
  bioMessage: null,
  coreSkillCount: 0,
  roleCount: 0,
  noWorkHistory: false,
  careerSummary: null,
  qualificationCount: 0,
  noQualifications: false,
  itSkillCount: 0,
  noItSkills: false,
  licenceCount: 0,
  noLicences: false,
  achievements: null,
  languageCount: 0,
  jobSearchStatusId: null,
};

const FULL: ProfileSnapshot = {
  hasResume: true,
  hasPhoto: true,
  currentRole: 'Fitter',
  suburb: 'Perth',
  countryIso2: 'AU',
  bioMessage: 'I fix things.',
  coreSkillCount: 3,
  roleCount: 2,
  noWorkHistory: false,
  careerSummary: 'Ten years in mining.',
  qualificationCount: 1,
  noQualifications: false,
  itSkillCount: 1,
  noItSkills: false,
  licenceCount: 1,
  noLicences: false,
  achievements: 'Zero incidents',
  languageCount: 1,
  jobSearchStatusId: 1,
};

describe('profile completion', () => {
  it('has points that add up to 100, the business card’s parts to its 25', () => {
    const total = Object.values(SECTIONS).reduce((sum, s) => sum + s.points, 0);
    expect(total).toBe(100);
    expect(BUSINESS_CARD_PARTS.reduce((sum, p) => sum + p.points, 0)).toBe(
      SECTIONS['business-card'].points,
    );
  });

  it('is 0 for an empty profile, with every section a call to action', () => {
    const { cvCompletion, sections } = profileCompletion(EMPTY);
    expect(cvCompletion).toBe(0);
    expect(sections.every((s) => !s.isComplete && s.pointsCompleted === 0)).toBe(true);
    expect(sections.map((s) => s.description).every((d) => d.length > 0)).toBe(true);
  });

  it('is 100 for a full profile', () => {
    const { cvCompletion, sections } = profileCompletion(FULL);
    expect(cvCompletion).toBe(100);
    expect(sections.every((s) => s.isComplete && s.pointsCompleted === s.pointsPossible)).toBe(
      true,
    );
  });

  it('counts a section marked not relevant as complete', () => {
    const { sections, cvCompletion } = profileCompletion({
      ...EMPTY,
      noWorkHistory: true,
      noQualifications: true,
      noItSkills: true,
      noLicences: true,
    });
    const done = sections.filter((s) => s.isComplete).map((s) => s.key);
    expect(done).toEqual(['work-history', 'qualifications', 'it-skills', 'licences']);
    expect(cvCompletion).toBe(20 + 10 + 5 + 5);
  });

  it.each([
    ['resume', { hasResume: true }, 10],
    ['work-history', { roleCount: 1 }, 20],
    ['career-summary', { careerSummary: 'Summary' }, 10],
    ['qualifications', { qualificationCount: 1 }, 10],
    ['it-skills', { itSkillCount: 1 }, 5],
    ['licences', { licenceCount: 1 }, 5],
    ['achievements', { achievements: 'Awards' }, 5],
    ['languages', { languageCount: 1 }, 5],
    ['availability', { jobSearchStatusId: 3 }, 5],
  ] as const)('completes %s alone, worth its points', (key, change, points) => {
    const { sections, cvCompletion } = profileCompletion({ ...EMPTY, ...change });
    expect(sections.find((s) => s.key === key)).toMatchObject({
      isComplete: true,
      pointsCompleted: points,
    });
    expect(sections.filter((s) => s.isComplete)).toHaveLength(1);
    expect(cvCompletion).toBe(points);
  });

  it('does not count blank text as written', () => {
    const { cvCompletion } = profileCompletion({
      ...EMPTY,
      careerSummary: '   ',
      achievements: '',
      currentRole: ' ',
    });
    expect(cvCompletion).toBe(0);
  });

  it.each([
    ['Photo', { hasPhoto: true }],
    ['Role title', { currentRole: 'Fitter' }],
    ['Location', { suburb: 'Perth' }],
    ['Location', { countryIso2: 'AU' }],
    ['Bio', { bioMessage: 'Hello' }],
    ['Core skills', { coreSkillCount: 1 }],
  ] as const)('gives the business card 5 points for its %s', (label, change) => {
    const card = profileCompletion({ ...EMPTY, ...change }).sections.find(
      (s) => s.key === 'business-card',
    );
    expect(card).toMatchObject({ pointsCompleted: 5, pointsPossible: 25, isComplete: false });
    expect(card?.subSections.filter((p) => p.isComplete).map((p) => p.label)).toEqual([label]);
  });

  it('sends the talent to the section on the profile, or opens the business card editor', () => {
    const targets = Object.fromEntries(
      profileCompletion(EMPTY).sections.map((s) => [s.key, s.navigationTarget]),
    );
    expect(targets['business-card']).toEqual({ ngxRoute: null, state: 'edit-business-card' });
    expect(targets['work-history']).toEqual({ ngxRoute: '/profile#work-history', state: null });
    expect(targets.resume?.ngxRoute).toBe('/profile#resume');
    expect(targets.achievements?.ngxRoute).toBe('/profile#achievements-summary');
  });
});
