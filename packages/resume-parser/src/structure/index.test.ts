import { describe, expect, it } from 'vitest';
import { ResumeParseError } from '../types';
import { structureResume } from './index';
import * as resumes from './test-resumes';
import { toDocument } from './test-support';

const parse = (text: string) => structureResume(toDocument(text, { fontSize: 11 }));

describe('structureResume', () => {
  it('reads a nurse resume: basics, roles, education, registrations, skills and languages', () => {
    const { resume, sources } = parse(resumes.NURSE);
    expect(resume.basics).toEqual({
      name: 'Dr. Priya Raghavan',
      label: 'Registered Nurse',
      occupationId: 'registered-nurse',
      email: 'priya.raghavan@gmail.com',
      phone: '0412 345 678',
      location: { city: 'Parramatta', region: 'NSW', postalCode: '2150', countryCode: 'AU' },
      profiles: [
        {
          network: 'LinkedIn',
          username: 'priya-raghavan',
          url: 'https://linkedin.com/in/priya-raghavan',
        },
      ],
      summary:
        'Registered Nurse with 9 years in acute surgical and cardiac wards. Calm under pressure and committed to patient-centred care.',
    });
    expect(resume.work.map((w) => [w.position, w.name, w.startDate, w.endDate, w.current])).toEqual(
      [
        ['Senior Nurse', "St Vincent's Hospital", '2019-03', undefined, true],
        ['Registered Nurse', 'Royal Prince Alfred Hospital', '2015-02', '2019-02', undefined],
      ],
    );
    expect(resume.education).toEqual([
      {
        studyType: 'Bachelor',
        area: 'Nursing',
        institution: 'University of Technology Sydney',
        startDate: '2011',
        endDate: '2014',
      },
    ]);
    expect(resume.certificates.map((c) => c.taxonomyId)).toEqual([
      'ahpra-registration',
      'als1',
      'working-with-children-check',
    ]);
    expect(resume.skills.slice(0, 5).map((s) => s.name)).toEqual([
      'Wound care',
      'Medication administration',
      'Patient assessment',
      'Triage',
      'Epic (EMR)',
    ]);
    expect(resume.languages).toEqual([
      { language: 'English', fluency: 'Native' },
      { language: 'Tamil', fluency: 'Fluent' },
    ]);
    // The referee's phone and email are not the talent's.
    expect(JSON.stringify(resume)).not.toContain('0498 765 432');
    expect(sources).toMatchObject({
      'basics.name': 'Dr. Priya Raghavan',
      'basics.email': 'Parramatta NSW 2150 | 0412 345 678 | priya.raghavan@gmail.com',
      'basics.location.postalCode': 'Parramatta NSW 2150 | 0412 345 678 | priya.raghavan@gmail.com',
      'work[0].startDate': "Senior Nurse, St Vincent's Hospital | Mar 2019 – Present",
      'work[0].current': "Senior Nurse, St Vincent's Hospital | Mar 2019 – Present",
      'education[0].institution':
        'Bachelor of Nursing, University of Technology Sydney, 2011 – 2014',
      'skills[3].name':
        'Wound care, Medication administration, Patient assessment, Triage, Epic (EMR)',
      'languages[1].fluency': 'English (native), Tamil (fluent)',
    });
  });

  it('has a source for every value it sets', () => {
    for (const text of [
      resumes.NURSE,
      resumes.TRUCK_DRIVER,
      resumes.CHEF,
      resumes.SOFTWARE,
      resumes.ACCOUNTANT,
      resumes.TEACHER,
    ]) {
      const { resume, sources } = parse(text);
      const paths: string[] = [];
      const walk = (value: unknown, path: string) => {
        if (Array.isArray(value)) {
          value.forEach((v, i) => {
            walk(v, `${path}[${i}]`);
          });
        } else if (value && typeof value === 'object')
          for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k);
        else if (value !== false) paths.push(path);
      };
      walk(resume, '');
      for (const path of paths) expect(sources[path], path).toBeTruthy();
    }
  });

  it('reads a truck driver in capitals, with tickets and licences written in the header', () => {
    const { resume } = parse(resumes.TRUCK_DRIVER);
    expect(resume.basics).toMatchObject({
      name: "Mary-Jane O'Connor",
      label: 'HR Truck Driver',
      occupationId: 'truck-driver-general',
      phone: '0423 111 222',
      location: { city: 'Toowoomba', region: 'QLD', postalCode: '4350', countryCode: 'AU' },
    });
    expect(
      resume.work.map((w) => [w.position, w.name, w.location, w.startDate, w.current ?? false]),
    ).toEqual([
      ['Heavy Rigid Driver', 'Linfox Pty Ltd', 'Brisbane QLD', '2018-01', true],
      ['Forklift Operator', 'Toll Group', undefined, '2012', false],
    ]);
    expect(resume.certificates.map((c) => c.taxonomyId)).toEqual([
      'forklift-licence',
      'white-card',
      'first-aid-certificate',
      'c-class-driver-licence',
      'heavy-rigid-licence',
    ]);
    expect(resume.skills.map((s) => s.taxonomyId)).toContain('forklift-operation');
  });

  it('reads a New Zealand chef: "Where I\'ve worked", "Study", "What I bring"', () => {
    const { resume } = parse(resumes.CHEF);
    expect(resume.basics).toMatchObject({
      name: 'Aroha Te Rangi',
      label: 'Sous Chef',
      phone: '+64 21 234 5678',
      location: { city: 'Wellington', countryCode: 'NZ' },
    });
    expect(
      resume.work.map((w) => [w.position, w.name, w.startDate, w.endDate, w.current ?? false]),
    ).toEqual([
      ['Sous Chef', 'Logan Brown Restaurant', '2020', undefined, true],
      ['Chef de Partie', 'The Grounds of Alexandria', '2016', '2019', false],
    ]);
    expect(resume.education[0]).toMatchObject({
      studyType: 'Certificate IV',
      area: 'Commercial Cookery',
    });
    expect(resume.skills.slice(0, 4).map((s) => s.name)).toEqual([
      'Menu costing',
      'Food safety',
      'Stock control',
      'Team leadership',
    ]);
    expect(resume.languages).toEqual([
      { language: 'Māori', fluency: 'Conversational' },
      { language: 'English', fluency: 'Native' },
    ]);
  });

  it('reads a software engineer: profiles, a portfolio, sub-headed skills', () => {
    const { resume } = parse(resumes.SOFTWARE);
    expect(resume.basics).toMatchObject({
      name: 'Nguyen Thi Mai',
      url: 'https://mai.dev',
      profiles: [{ network: 'GitHub', username: 'nguyenmai', url: 'https://github.com/nguyenmai' }],
      location: { city: 'Melbourne', region: 'VIC', countryCode: 'AU' },
    });
    expect(resume.work.map((w) => [w.position, w.name, w.startDate, w.endDate])).toEqual([
      ['Senior Software Engineer', 'Atlassian', '2020-02', '2022-11'],
      ['Software Developer', 'Xero Limited', '2016', '2020'],
    ]);
    expect(resume.skills.slice(0, 4).map((s) => s.taxonomyId)).toEqual([
      'typescript',
      'javascript',
      'python',
      'sql',
    ]);
    expect(resume.languages).toEqual([]);
  });

  it('reads a table of roles and a name that holds a title word', () => {
    const { resume } = parse(resumes.RETAIL_TABLE);
    expect(resume.basics.name).toBe('Tom Baker');
    expect(resume.basics.label).toBeUndefined();
    expect(resume.work.map((w) => [w.name, w.position])).toEqual([
      ['Woolworths', 'Store Manager'],
      ['ALDI Stores', 'Store Assistant'],
    ]);
  });

  it('reads an accountant: letters after the name, dates in brackets, skill bars', () => {
    const { resume } = parse(resumes.ACCOUNTANT);
    expect(resume.basics.name).toBe('James McDonald');
    expect(resume.work.map((w) => [w.position, w.name, w.startDate])).toEqual([
      ['Senior Accountant', 'BDO Australia', '2019-03'],
      ['Accountant', 'Rio Tinto', '2015-07'],
    ]);
    expect(resume.certificates).toEqual([
      { name: 'CPA Australia', licence: true, taxonomyId: 'cpa', date: '2018' },
    ]);
    expect(resume.skills.slice(0, 4).map((s) => s.name)).toEqual([
      'Xero',
      'MYOB',
      'Excel',
      'Financial reporting',
    ]);
  });

  it('reads a teacher: employer and site before the title, languages in the profile', () => {
    const { resume } = parse(resumes.TEACHER);
    expect(resume.basics).toMatchObject({
      name: 'Ms. Fatima Al-Hassan',
      location: { city: 'Adelaide', region: 'SA' },
    });
    expect(resume.work[0]).toMatchObject({
      name: 'Department for Education',
      position: 'Mathematics Teacher',
      current: true,
    });
    expect(resume.education.map((e) => e.institution)).toEqual([
      'University of Adelaide',
      'Flinders University',
    ]);
    expect(resume.languages.map((l) => l.language)).toEqual(['Arabic', 'English']);
  });

  it('accepts a sparse but real resume', () => {
    const { resume } = parse(resumes.SPARSE);
    expect(resume.basics).toMatchObject({ name: 'Jack Wilson', phone: '0499 876 543' });
  });

  it.each([
    ['an invoice', resumes.INVOICE],
    ['a cover letter', resumes.LETTER],
    ['a thesis', resumes.THESIS],
    ['a shopping list', 'Milk\nBread\nEggs\nBananas'],
  ])('refuses %s as not a resume', (_, text) => {
    expect(() => parse(text)).toThrow(ResumeParseError);
    try {
      parse(text);
    } catch (error) {
      expect(error).toMatchObject({
        code: 'not-resume',
        message:
          "This doesn't look like a resume. Please upload your resume as a PDF, Word or text file.",
      });
    }
  });

  it('takes skills from the skills section only, and from highlights only when none is listed', () => {
    const listed = parse(`Tariq Osei
      tariq.osei@example.com | 0400 111 222
      # Experience
      Bookkeeper — Ledgerline Accounting
      Jan 2020 – Present
      - Moved twelve clients onto Xero and reconciled BAS each quarter
      # Skills
      - MYOB
      - accounts payable`);
    expect(listed.resume.skills.map((s) => s.name)).toEqual(['MYOB', 'accounts payable']);

    const unlisted = parse(`Tariq Osei
      tariq.osei@example.com | 0400 111 222
      # Experience
      Bookkeeper — Ledgerline Accounting
      Jan 2020 – Present
      - Moved twelve clients onto Xero and reconciled BAS each quarter`);
    expect(unlisted.resume.skills.map((s) => s.name)).toContain('Xero');
  });

  it('takes no skills from the highlights of a scanned resume, whose list OCR may have missed', () => {
    const doc = toDocument(
      `Tariq Osei
      tariq.osei@example.com | 0400 111 222
      # Experience
      Bookkeeper — Ledgerline Accounting
      Jan 2020 – Present
      - Moved twelve clients onto Xero and reconciled BAS each quarter`,
      { fontSize: 11 },
    );
    const scanned = { ...doc, lines: doc.lines.map((l) => ({ ...l, ocr: true })), ocrPages: 1 };
    expect(structureResume(scanned).resume.skills).toEqual([]);
  });

  it("leaves out a scan's skill OCR misread, and keeps the same item in a text file", () => {
    const doc = toDocument(
      `Mia Tane
      mia.tane@example.com | 0400 111 222
      # Experience
      Educator — Little Kiwis Childcare
      Jan 2020 – Present
      # Skills
      - family engagement, EYLE, conduit
      - time management\tmmm`,
      { fontSize: 11 },
    );
    const scanned = { ...doc, lines: doc.lines.map((l) => ({ ...l, ocr: true })), ocrPages: 1 };
    expect(structureResume(scanned).resume.skills.map((s) => s.name)).toEqual([
      'family engagement',
      'conduit',
      'time management',
    ]);
    expect(structureResume(doc).resume.skills.map((s) => s.name)).toEqual([
      'family engagement',
      'EYLE',
      'conduit',
      'time management',
      'mmm',
    ]);
  });

  it('says when pages were read with OCR', () => {
    const doc = { ...toDocument(resumes.SPARSE), ocrPages: 2, pages: 2 };
    expect(structureResume(doc).warnings).toEqual(['2 pages were read with OCR']);
  });
});
