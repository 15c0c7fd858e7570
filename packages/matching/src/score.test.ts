// The score's rules, each on its own, and its calibration: a talent who has what a job asks for
// scores above 75, an unrelated job below 25.
import { describe, expect, it } from 'vitest';
import {
  type JobSignals,
  type MatchContext,
  occupationsOfRoles,
  relevanceOf,
  scoreMatch,
  seniorityOf,
  type TalentSignals,
} from '.';

const nurse = { id: 'registered-nurse', anzsco: '254411' };
const agedCareNurse = { id: 'registered-nurse-aged-care', anzsco: '254412' };
const midwife = { id: 'midwife', anzsco: '254111' };
const chef = { id: 'chef', anzsco: '351311' };

const now = new Date('2026-11-25T00:00:00Z');
const ctx: MatchContext = {
  // "customer-service" is in half the catalogue, the clinical skills are rare.
  jobsWithSkill: (id) => (id === 'customer-service' ? 5000 : 100),
  totalJobs: 10_000,
  usualSkills: (occupationId) =>
    new Set(occupationId === nurse.id ? ['wound-care', 'medication-administration'] : []),
  now,
};

const talent = (overrides: Partial<TalentSignals> = {}): TalentSignals => ({
  skills: new Map([
    ['wound-care', { id: 'wound-care', source: 'confirmed' }],
    [
      'medication-administration',
      { id: 'medication-administration', source: 'resume', evidence: 'Administered medications' },
    ],
    ['customer-service', { id: 'customer-service', source: 'role', evidence: 'Ward clerk' }],
  ]),
  wanted: [nurse],
  held: [],
  titleWords: ['registered', 'nurse'],
  location: { latitude: -37.81, longitude: 144.96, radiusKm: 20 },
  workType: 'all',
  seniority: 1,
  ...overrides,
});

const job = (overrides: Partial<JobSignals> = {}): JobSignals => ({
  skills: ['wound-care', 'medication-administration'],
  occupation: nurse,
  title: 'Registered Nurse',
  latitude: -37.85,
  longitude: 145.0,
  workType: 'Full Time',
  publishedAt: new Date('2026-11-20T00:00:00Z'),
  ...overrides,
});

describe('scoreMatch', () => {
  it('scores above 75 when the talent has what the job asks for, and explains each skill', () => {
    const match = scoreMatch(talent(), job(), ctx);
    expect(match.score).toBe(100);
    expect(match.parts).toMatchObject({ skills: 1, role: 1, distance: 1 });
    expect(match.skills).toEqual([
      { id: 'wound-care', has: true, source: 'confirmed', weight: 0.5 },
      {
        id: 'medication-administration',
        has: true,
        source: 'resume',
        evidence: 'Administered medications',
        weight: 0.5,
      },
    ]);
    // The skills alone (a job of another occupation) still make it a strong match.
    expect(
      scoreMatch(talent({ wanted: [] }), job({ occupation: chef }), ctx).score,
    ).toBeGreaterThan(75);
  });

  it('scores an unrelated job below 25, near and fresh as it may be', () => {
    const unrelated = job({
      skills: ['commercial-cooking', 'food-safety'],
      occupation: chef,
      title: 'Chef',
    });
    const match = scoreMatch(talent(), unrelated, ctx);
    expect(match.score).toBeLessThan(25);
    expect(match.skills.every((s) => !s.has)).toBe(true);
  });

  it('weighs rare and central skills more than common ones', () => {
    const asks = job({ skills: ['wound-care', 'customer-service'] });
    const onlyCommon = talent({
      skills: new Map([['customer-service', { id: 'customer-service', source: 'confirmed' }]]),
      wanted: [],
    });
    const onlyRare = talent({
      skills: new Map([['wound-care', { id: 'wound-care', source: 'confirmed' }]]),
      wanted: [],
    });
    const common = scoreMatch(onlyCommon, asks, ctx);
    const rare = scoreMatch(onlyRare, asks, ctx);
    expect(rare.score).toBeGreaterThan(common.score);
    expect(rare.skills[0]?.weight).toBeGreaterThan(0.75);
  });

  it('counts the role: the same occupation, a close one, one held', () => {
    const noSkills = job({ skills: [] });
    expect(scoreMatch(talent(), noSkills, ctx).parts.role).toBe(1);
    expect(scoreMatch(talent({ wanted: [agedCareNurse] }), noSkills, ctx).parts.role).toBe(0.8);
    expect(scoreMatch(talent({ wanted: [midwife] }), noSkills, ctx).parts.role).toBe(0.4);
    expect(scoreMatch(talent({ wanted: [], held: [nurse] }), noSkills, ctx).parts.role).toBe(0.8);
    // No occupation known: the title's words.
    const unknown = job({ skills: [], occupation: null, title: 'Nurse Unit Manager' });
    expect(scoreMatch(talent(), unknown, ctx).parts.role).toBeCloseTo(0.8 / 3);
  });

  it('counts a role that may mean several occupations less than one that names one', () => {
    // "Nurse" alone names the nurse; "Care" may mean the nurse, the aged care nurse or a chef.
    const wanted = occupationsOfRoles([[nurse], [nurse, agedCareNurse, chef]]);
    expect(wanted.find((o) => o.id === nurse.id)?.certainty).toBe(1);
    expect(wanted.find((o) => o.id === chef.id)?.certainty).toBeCloseTo(0.7);
    const noSkills = (occupation: typeof nurse) => job({ skills: [], occupation });
    expect(scoreMatch(talent({ wanted }), noSkills(nurse), ctx).parts.role).toBe(1);
    expect(scoreMatch(talent({ wanted }), noSkills(chef), ctx).parts.role).toBeCloseTo(0.7);
  });

  it('fits less past the radius, down to half at three times it', () => {
    const far = (km: number) => job({ latitude: -37.81 - km / 111.2, longitude: 144.96 });
    expect(scoreMatch(talent(), far(10), ctx).parts.distance).toBe(1);
    expect(scoreMatch(talent(), far(40), ctx).parts.distance).toBeCloseTo(0.75, 1);
    expect(scoreMatch(talent(), far(300), ctx).parts.distance).toBe(0.5);
    expect(scoreMatch(talent({ location: null }), far(300), ctx).parts.distance).toBe(1);
    expect(scoreMatch(talent(), job({ latitude: null, longitude: null }), ctx).parts).toMatchObject(
      { distance: 0.9, km: null },
    );
  });

  it('fits less for another work type, seniority far apart, and an old advert', () => {
    expect(scoreMatch(talent({ workType: 'part-time' }), job(), ctx).parts.workType).toBe(0.85);
    expect(scoreMatch(talent({ workType: 'full-time' }), job(), ctx).parts.workType).toBe(1);
    expect(
      scoreMatch(talent({ seniority: 0 }), job({ title: 'Nurse Unit Manager' }), ctx).parts
        .seniority,
    ).toBe(0.85);
    expect(
      scoreMatch(talent(), job({ publishedAt: new Date('2026-08-01T00:00:00Z') }), ctx).parts
        .freshness,
    ).toBe(0.9);
  });
});

describe('relevanceOf', () => {
  it('lets skills or role carry it, and adds them up', () => {
    expect(relevanceOf(1, 0)).toBe(1);
    expect(relevanceOf(0, 1)).toBeCloseTo(0.7);
    expect(relevanceOf(0.5, 1)).toBeCloseTo(0.85);
    expect(relevanceOf(0, 0)).toBe(0);
    expect(relevanceOf(null, 0.6)).toBe(0.6);
  });
});

describe('seniorityOf', () => {
  it('reads the level from the title', () => {
    expect(seniorityOf('Graduate Accountant')).toBe(0);
    expect(seniorityOf('Accountant')).toBe(1);
    expect(seniorityOf('Senior Accountant')).toBe(2);
    expect(seniorityOf('Finance Manager')).toBe(3);
  });
});
