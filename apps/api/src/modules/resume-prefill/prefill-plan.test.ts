import { emptyItSkills, LanguageLevel, QualificationTypeId, type Role } from '@talent/contract';
import type { ParsedResume, Resume } from '@talent/resume-parser';
import { describe, expect, it } from 'vitest';
import { holdsProfileContent, type ProfileBefore, planPrefill } from './prefill-plan';

const NOW = new Date('2026-11-20T10:00:00Z');

function parsed(resume: Partial<Resume>): ParsedResume {
  return {
    resume: {
      basics: {},
      work: [],
      education: [],
      certificates: [],
      skills: [],
      languages: [],
      ...resume,
    },
    sources: {},
    kind: 'text',
    pages: 1,
    ocrPages: 0,
    warnings: [],
  };
}

const emptyProfile = (): ProfileBefore => ({
  webResume: {
    roles: [],
    education: { qualifications: [] },
    licences: { qualifications: [] },
    itSkills: emptyItSkills(),
    languages: [],
    careerSummary: '',
  },
  currentRole: null,
  hasLocation: false,
});

const plan = (resume: Partial<Resume>, before = emptyProfile()) =>
  planPrefill(parsed(resume), before, NOW, '2026-11-20');

describe('the pre-fill plan', () => {
  describe('work history', () => {
    it('keeps a role with its company, title, start month, end month, duties and skills', () => {
      const { roles, added } = plan({
        work: [
          {
            name: 'Westmead Health Services',
            position: 'Senior Data Analyst',
            location: 'Westmead NSW',
            startDate: '2021-03',
            current: true,
            highlights: ['Built Power BI dashboards', 'Automated reporting with SQL'],
          },
          {
            name: 'Harbour Retail Group',
            position: 'Data Analyst',
            startDate: '2018-02-14',
            endDate: '2021-02',
          },
        ],
      });
      expect(added.roles).toBe(2);
      expect(roles[0]).toMatchObject({
        company: 'Westmead Health Services',
        roleTitle: 'Senior Data Analyst',
        fromDate: '2021-03-01',
        toDate: null,
        isCurrent: true,
        locationGroup: { label: 'Westmead NSW' },
        responsibilitiesList: ['Built Power BI dashboards', 'Automated reporting with SQL'],
      });
      expect(roles[0]?.specialities.map((s) => s.label)).toEqual(
        expect.arrayContaining(['Power BI', 'SQL']),
      );
      expect(roles[1]).toMatchObject({
        fromDate: '2018-02-01',
        toDate: '2021-02-01',
        isCurrent: false,
        specialities: [],
      });
    });

    it('skips and counts a role the profile cannot hold, never making up a date', () => {
      const { roles, skipped } = plan({
        work: [
          { name: 'No Start Pty Ltd', position: 'Clerk' },
          { name: 'Year Only Ltd', position: 'Clerk', startDate: '2019', endDate: '2020' },
          { name: 'Open Ended Ltd', position: 'Clerk', startDate: '2019-05' },
          { name: '', position: 'No company', startDate: '2019-05', current: true },
          { name: 'Future Ltd', position: 'Clerk', startDate: '2027-05', current: true },
          { name: 'Backwards Ltd', position: 'Clerk', startDate: '2020-05', endDate: '2019-01' },
        ],
      });
      expect(roles).toEqual([]);
      expect(skipped.roles).toBe(6);
    });

    it('does not add a role the talent has (same company, title and start month)', () => {
      const before = emptyProfile();
      before.webResume.roles = [
        {
          company: 'harbour retail group',
          roleTitle: 'DATA ANALYST',
          fromDate: '2018-02-01',
        } as Role,
      ];
      const result = plan(
        {
          work: [
            {
              name: 'Harbour Retail Group',
              position: 'Data Analyst',
              startDate: '2018-02',
              endDate: '2021-02',
            },
            {
              name: 'Harbour Retail Group',
              position: 'Data Analyst',
              startDate: '2018-02',
              endDate: '2021-02',
            },
          ],
        },
        before,
      );
      expect(result.roles).toEqual([]);
      expect(result.alreadyThere.roles).toBe(2);
    });
  });

  describe('education, certificates and licences', () => {
    it('maps a degree with its level, institution and year; skips one without an institution', () => {
      const { qualifications, added, skipped } = plan({
        education: [
          {
            institution: 'University of Sydney',
            studyType: 'Bachelor',
            area: 'Science',
            endDate: '2017',
          },
          { studyType: 'Master of Data Science', area: 'Data Science' },
        ],
      });
      expect(added.education).toBe(1);
      expect(skipped.education).toBe(1);
      expect(qualifications[0]).toMatchObject({
        certification: 'Bachelor of Science',
        institution: 'University of Sydney',
        qualificationTypeId: QualificationTypeId.Education,
        fifoEducationLevel: { id: 11 },
        yearCompleted: 2017,
      });
    });

    it('files certificates as courses and licences as licences or tickets, each once', () => {
      const before = emptyProfile();
      before.webResume.licences.qualifications = [{ certification: 'Forklift licence' } as never];
      const result = plan(
        {
          certificates: [
            { name: 'AWS Cloud Practitioner', licence: false, issuer: 'Amazon', date: '2023-04' },
            { name: 'White Card', licence: true, issuer: 'SafeWork NSW' },
            { name: 'Forklift Licence', licence: true, issuer: 'SafeWork NSW' },
            { name: 'Driver licence', licence: true },
          ],
        },
        before,
      );
      expect(result.qualifications.map((q) => [q.certification, q.qualificationTypeId])).toEqual([
        ['AWS Cloud Practitioner', QualificationTypeId.Certificate],
        ['White Card', QualificationTypeId.Ticket],
      ]);
      expect(result.added).toMatchObject({ education: 1, licences: 1 });
      expect(result.alreadyThere.licences).toBe(1);
      // No issuer: the form's Institution is required and the resume does not say it.
      expect(result.skipped.licences).toBe(1);
    });
  });

  describe('IT skills and languages', () => {
    it('adds the IT skills of the taxonomy to their group, once, and leaves other skills', () => {
      const before = emptyProfile();
      before.webResume.itSkills.codingSkillsAdvanced = [{ id: 'sql', label: 'SQL' }];
      const { itSkills, added, alreadyThere } = plan(
        {
          skills: [
            { name: 'SQL', taxonomyId: 'sql' },
            { name: 'Python' },
            { name: 'Microsoft Excel', category: 'Advanced' },
            { name: 'Customer service' },
          ],
        },
        before,
      );
      expect(added.itSkills).toBe(2);
      expect(alreadyThere.itSkills).toBe(1);
      expect(itSkills?.codingSkillsAdvanced).toEqual([{ id: 'sql', label: 'SQL' }]);
      expect(itSkills?.codingSkillsBasic).toEqual([{ id: 'python', label: 'Python' }]);
      expect(itSkills?.softwareSkillsAdvanced).toEqual([
        { id: 'microsoft-excel', label: 'Microsoft Excel' },
      ]);
    });

    it('maps languages by name with their fluency, Unknown when the resume does not say', () => {
      const before = emptyProfile();
      before.webResume.languages = [
        { id: 'x', languageId: 'en', languageName: 'English', level: 5 },
      ];
      const result = plan(
        {
          languages: [
            { language: 'English', fluency: 'Native' },
            { language: 'Tamil', fluency: 'fluent' },
            { language: 'French' },
            { language: 'Klingon' },
          ],
        },
        before,
      );
      expect(result.languages).toEqual([
        { languageId: 'ta', level: LanguageLevel.FluentOrNative },
        { languageId: 'fr', level: LanguageLevel.Unknown },
      ]);
      expect(result.alreadyThere.languages).toBe(1);
      expect(result.skipped.languages).toBe(1);
    });
  });

  describe('career summary and the card', () => {
    it('fills an empty summary, role title and place, and keeps what the talent wrote', () => {
      const basics = {
        label: 'Data Analyst',
        summary: 'Data analyst with six years of experience.',
        location: { city: 'Parramatta', region: 'NSW', postalCode: '2150', countryCode: 'AU' },
      };
      const filled = plan({ basics });
      expect(filled).toMatchObject({
        careerSummary: basics.summary,
        currentRole: 'Data Analyst',
        location: { suburb: 'Parramatta', state: 'NSW', postcode: '2150', countryIso2: 'AU' },
      });

      const before = emptyProfile();
      before.webResume.careerSummary = 'My own words';
      before.currentRole = 'Analyst';
      before.hasLocation = true;
      const kept = plan({ basics }, before);
      expect([kept.careerSummary, kept.currentRole, kept.location]).toEqual([null, null, null]);
      expect(kept.alreadyThere).toMatchObject({ careerSummary: 1, currentRole: 1, location: 1 });
    });

    it('needs a country for the place, and skips a summary longer than the section holds', () => {
      const result = plan({
        basics: { summary: 'x'.repeat(2001), location: { city: 'Parramatta' } },
      });
      expect(result.location).toBeNull();
      expect(result.careerSummary).toBeNull();
      expect(result.skipped.careerSummary).toBe(1);
    });
  });

  it('tells a resume with something to fill from one with nothing', () => {
    expect(holdsProfileContent(parsed({}))).toBe(false);
    expect(holdsProfileContent(parsed({ work: [{ name: 'Acme', position: 'Clerk' }] }))).toBe(
      false,
    );
    expect(holdsProfileContent(parsed({ languages: [{ language: 'French' }] }))).toBe(true);
  });
});
