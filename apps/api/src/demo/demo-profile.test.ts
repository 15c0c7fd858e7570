// The demo profile refers to the lookups by id: every id it uses must be one the lookups know,
// or the demo would show blanks where labels belong.
import { generateDemoTalentProfile } from '@talent/db/demo';
import { industryEntries, occupationEntries } from '@talent/taxonomy';
import { describe, expect, it } from 'vitest';
import { itSkillsOf } from '../modules/qualifications/it-skill-lookup';
import {
  DRIVERS_LICENCE_TYPES,
  EDUCATION_LEVELS,
} from '../modules/qualifications/qualification-lookups';
import { referenceLanguages } from '../modules/qualifications/reference-languages';

const profile = generateDemoTalentProfile({ seed: 42, now: new Date('2026-06-01T00:00:00Z') });

describe('the demo profile', () => {
  it('uses IT skills of the catalogue, in their own group', () => {
    for (const skill of profile.itSkills) {
      const group = itSkillsOf(skill.skillGroup as 201 | 202 | 203).map(({ id, label }) => ({
        id,
        label,
      }));
      expect(group, skill.label).toContainEqual({ id: skill.skillId, label: skill.label });
    }
  });

  it('uses known education levels and licence types', () => {
    for (const q of profile.qualifications) {
      if (q.educationLevelId !== null && q.educationLevelId !== undefined) {
        expect(EDUCATION_LEVELS.map((l) => l.value)).toContain(q.educationLevelId);
      }
      if (q.qualificationTypeId < 0) {
        expect(DRIVERS_LICENCE_TYPES.map((t) => t.id)).toContain(q.qualificationTypeId);
      }
    }
  });

  it('uses professions and industries of the lookups', () => {
    const professions = occupationEntries.map((o) => [o.professionId, o.label]);
    const industries = industryEntries.map((i) => [i.id, i.label]);
    for (const role of profile.roles) {
      expect(professions).toContainEqual([role.professionId, role.professionLabel]);
      expect(industries).toContainEqual([role.industryId, role.industryLabel]);
    }
  });

  it('uses reference languages', () => {
    for (const language of profile.languages) {
      expect(referenceLanguages()).toContainEqual({
        id: language.languageId,
        name: language.languageName,
      });
    }
  });
});
