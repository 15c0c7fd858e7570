import { describe, expect, it } from 'vitest';
import { retrievalSkills } from '.';

const jobs: Record<string, number> = {
  'wound-care': 400,
  'medication-administration': 900,
  'customer-service': 30_000,
  'manual-handling': 5000,
  'aged-care': 2500,
  'unknown-skill': 0,
};
const jobsWithSkill = (id: string) => jobs[id] ?? 0;

describe('retrievalSkills', () => {
  it('takes the rarer skills first, within the postings budget, and never the common ones', () => {
    expect(retrievalSkills(Object.keys(jobs), jobsWithSkill, 100_000)).toEqual([
      'wound-care',
      'medication-administration',
      'aged-care',
    ]);
  });

  it('always takes the rarest skill, however many jobs ask for it', () => {
    expect(retrievalSkills(['manual-handling'], (id) => (id ? 7000 : 0), 100_000)).toEqual([
      'manual-handling',
    ]);
  });

  it('takes none that no job asks for, and none in a small catalogue that most jobs ask for', () => {
    expect(retrievalSkills(['unknown-skill'], jobsWithSkill, 100_000)).toEqual([]);
    expect(retrievalSkills(['customer-service'], () => 900, 1000)).toEqual([]);
  });
});
