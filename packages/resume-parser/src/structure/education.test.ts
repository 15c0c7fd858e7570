import { describe, expect, it } from 'vitest';
import { structureEducation } from './education';
import { toLines } from './test-support';

const education = (text: string) => {
  const sources = {};
  return { entries: structureEducation(toLines(text), sources), sources };
};

describe('education', () => {
  it('reads a degree, its field, institution and dates from one line', () => {
    const { entries, sources } = education(
      'Bachelor of Nursing, University of Technology Sydney, 2014 – 2016',
    );
    expect(entries).toEqual([
      {
        studyType: 'Bachelor',
        area: 'Nursing',
        institution: 'University of Technology Sydney',
        startDate: '2014',
        endDate: '2016',
      },
    ]);
    expect(sources).toMatchObject({
      'education[0].area': 'Bachelor of Nursing, University of Technology Sydney, 2014 – 2016',
    });
  });

  it('groups lines into entries and takes a lone year as the year finished', () => {
    const { entries } = education(`Certificate III in Commercial Cookery
      TAFE NSW — Ultimo
      2019
      Year 12 (HSC)
      Parramatta High School, 2016`);
    expect(entries).toEqual([
      {
        studyType: 'Certificate III',
        area: 'Commercial Cookery',
        institution: 'TAFE NSW',
        endDate: '2019',
      },
      { studyType: 'Year 12', institution: 'Parramatta High School', endDate: '2016' },
    ]);
  });

  it.each([
    [
      'Master of Business Administration (MBA) – Monash University 2020',
      {
        studyType: 'Master',
        area: 'Business Administration',
        institution: 'Monash University',
        endDate: '2020',
      },
    ],
    [
      'Advanced Diploma of Accounting | Box Hill Institute | 2018',
      {
        studyType: 'Advanced Diploma',
        area: 'Accounting',
        institution: 'Box Hill Institute',
        endDate: '2018',
      },
    ],
    [
      'Diploma of Early Childhood Education and Care',
      { studyType: 'Diploma', area: 'Early Childhood Education and Care' },
    ],
    [
      'Cert IV in Training and Assessment',
      { studyType: 'Certificate IV', area: 'Training and Assessment' },
    ],
    [
      'Bachelor of Commerce in Finance, RMIT, Mar 2015 - Nov 2018, GPA 3.6',
      {
        studyType: 'Bachelor',
        area: 'Commerce in Finance',
        institution: 'RMIT',
        startDate: '2015-03',
        endDate: '2018-11',
        score: 'GPA 3.6',
      },
    ],
    [
      'NCEA Level 3, Rangitoto College',
      { studyType: 'NCEA Level 3', institution: 'Rangitoto College' },
    ],
  ])('reads "%s"', (text, expected) => {
    expect(education(text).entries).toEqual([expected]);
  });
});

describe('education, more', () => {
  it('reads dates first and parts set apart by wide spaces', () => {
    expect(education('2011 – 2014  Bachelor of Midwifery  University of Tasmania').entries).toEqual(
      [
        {
          studyType: 'Bachelor',
          area: 'Midwifery',
          institution: 'University of Tasmania',
          startDate: '2011',
          endDate: '2014',
        },
      ],
    );
  });

  it('reads the field up to the institution without a separator', () => {
    expect(education('Diploma of Nursing Holmesglen Institute 2019').entries).toEqual([
      {
        studyType: 'Diploma',
        area: 'Nursing',
        institution: 'Holmesglen Institute',
        endDate: '2019',
      },
    ]);
  });

  it('reads an institution glued to its kind word ("BayTAFE")', () => {
    expect(education('Diploma of Nursing\nBayTAFE 2016').entries).toEqual([
      { studyType: 'Diploma', area: 'Nursing', institution: 'BayTAFE', endDate: '2016' },
    ]);
  });

  it('takes the name-like line right after a qualification as its institution', () => {
    expect(
      education(`Bachelor of Design
        Northland Design Collective – Whangārei, 2011
        Certificate III in Hospitality
        Coastal Skills Hub`).entries,
    ).toEqual([
      {
        studyType: 'Bachelor',
        area: 'Design',
        institution: 'Northland Design Collective – Whangārei',
        endDate: '2011',
      },
      { studyType: 'Certificate III', area: 'Hospitality', institution: 'Coastal Skills Hub' },
    ]);
  });

  it('takes no line about the study as its institution', () => {
    expect(
      education(`Bachelor of Arts
        Major in History
        University of Newcastle
        Diploma of Business
        Completed with a credit average
        Diploma of Music
        studied part time while working`).entries,
    ).toEqual([
      { studyType: 'Bachelor', area: 'Arts', institution: 'University of Newcastle' },
      { studyType: 'Diploma', area: 'Business' },
      { studyType: 'Diploma', area: 'Music' },
    ]);
  });

  it('makes no entry of dates alone', () => {
    expect(education('Ongoing learning, 2015 – 2018').entries).toEqual([]);
  });
});

describe('education read by OCR', () => {
  it('gives an institution named before a qualification on one line to the entry above without one', () => {
    const lines = toLines(`Certificate Ill in Retail
      Chisholm Institute 2021 Year 12 Certificate\t2023
      Perth Modern School Completed 2020`).map((l) => ({ ...l, ocr: true as const }));
    expect(structureEducation(lines, {})).toEqual([
      expect.objectContaining({ studyType: 'Certificate III', institution: 'Chisholm Institute' }),
      expect.objectContaining({ studyType: 'Year 12', institution: 'Perth Modern School' }),
    ]);
  });
});

describe('education, a qualification whose first word OCR lost', () => {
  it('takes no name ending in a qualification\'s word for an institution ("School Certificate")', () => {
    const { entries } = education(`Certificate III in Individual Support
      TAFE NSW Completed 2013
      School Certificate (HSC)
      Rangitoto College 2008`);
    expect(entries).toEqual([
      expect.objectContaining({ studyType: 'Certificate III', institution: 'TAFE NSW' }),
      expect.objectContaining({ studyType: 'HSC', institution: 'Rangitoto College' }),
    ]);
  });

  it('takes no cell without letters beside a qualification for its institution (OCR\'s "5")', () => {
    const { entries } = education(`Higher School Certificate (HSC)\t5\t.
      Hamilton Girls’ High School 2014`);
    expect(entries).toEqual([
      expect.objectContaining({
        studyType: 'Higher School Certificate',
        institution: 'Hamilton Girls’ High School',
      }),
    ]);
  });
});
