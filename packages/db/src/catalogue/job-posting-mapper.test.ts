import { type JobPostingInput, jobPostingSchema } from '@talent/contract';
import { describe, expect, it } from 'vitest';
import {
  derivedUrlCode,
  JobPostingMappingError,
  type JobReferences,
  mapJobPosting,
  summarise,
} from './job-posting-mapper';

const refs: JobReferences = {
  companyId: 'company-1',
  communityId: 'community-1',
  urlCode: '123456',
  categoryId: 10,
  subCategoryId: 1001,
  workLocationId: 'location-1',
};

const minimal: JobPostingInput = {
  title: 'Registered Nurse',
  description: '<p>Care for patients.</p>',
  datePosted: '2025-05-01',
  hiringOrganization: { name: 'Harbourline Health' },
  identifier: 'HH-1',
  // A place that names no suburb or country, so the defaults below stay empty.
  jobLocation: { geo: { latitude: -33.87, longitude: 151.21 } },
};

const map = (input: Partial<JobPostingInput>) =>
  mapJobPosting(jobPostingSchema.parse({ ...minimal, ...input }), refs);

describe('mapJobPosting', () => {
  it('maps every field of a full posting with the talentPortal extension', () => {
    const row = map({
      '@type': 'JobPosting',
      title: 'Senior Software Engineer (Platform)',
      description:
        '<h2>About us</h2><p>We build payments. You will too!</p><ul><li>TypeScript</li></ul>',
      datePosted: '2025-05-01T09:00:00+10:00',
      validThrough: '2025-06-01T23:00:00Z',
      employmentType: ['VOLUNTEER', 'FULL_TIME'],
      jobLocation: [
        {
          address: {
            streetAddress: '1 George St',
            addressLocality: 'Sydney',
            addressRegion: 'NSW',
            postalCode: '2000',
            addressCountry: 'AU',
          },
          geo: { latitude: '-33.86', longitude: 151.21 },
        },
        { address: { addressLocality: 'Melbourne' } },
      ],
      baseSalary: {
        currency: 'AUD',
        value: { minValue: 95000, maxValue: 110000, unitText: 'YEAR' },
      },
      hiringOrganization: { name: 'Tasman Digital', identifier: 'tasman' },
      identifier: { '@type': 'PropertyValue', name: 'Tasman', value: 'TD-42' },
      directApply: true,
      url: 'https://careers.tasman.example/jobs/42',
      skills: ['TypeScript', 'PostgreSQL'],
      totalJobOpenings: 2,
      talentPortal: {
        segmentCode: 'tasman-engineering',
        customCode: 'TDG-10042',
        urlCode: '654321',
        advertUrlCode: 'ab12c',
        summary: 'Build the platform.',
        keySellingPoints: ['Hybrid work', 'Learning budget', 'Share scheme'],
        internalOnly: true,
        isEoi: true,
        flexibleWorkOption: 'Hybrid',
        flexibleWorkDescription: '<p onclick="x()">Two days at home</p>',
        source: 1,
        matchingReferenceId: 'match-42',
        strictJobPostEndDates: true,
        destinationCode: 'INTERNAL',
        salaryDescription: '+ super',
        postedFrom: '2025-05-02T00:00:00Z',
        postedTo: '2025-05-30T00:00:00Z',
        internalPostedFrom: '2025-05-01T00:00:00Z',
        internalPostedTo: '2025-05-31T00:00:00Z',
        internalApplicationsCloseAt: '2025-05-31T00:00:00Z',
        publicPostedFrom: null,
        publicPostedTo: null,
        publicApplicationsCloseAt: null,
        youtubeUrl: 'https://www.youtube.com/watch?v=abc',
        heroImageUrl: 'https://cdn.tasman.example/hero.jpg',
        attachments: [{ url: '/talent/files/pd.pdf', name: 'PD.pdf', type: 'application/pdf' }],
        workLocationName: 'Sydney Office',
      },
    });
    expect(row).toEqual({
      externalId: 'TD-42',
      source: 1,
      matchingReferenceId: 'match-42',
      companyId: 'company-1',
      communityId: 'community-1',
      urlCode: '123456',
      advertUrlCode: 'ab12c',
      seoSlug: 'senior-software-engineer-platform',
      customCode: 'TDG-10042',
      roleName: 'Senior Software Engineer (Platform)',
      occupationId: 'software-engineer',
      summary: 'Build the platform.',
      description: 'About us\n\nWe build payments. You will too!\n\n- TypeScript',
      descriptionHtml:
        '<h2>About us</h2><p>We build payments. You will too!</p><ul><li>TypeScript</li></ul>',
      specialties: ['TypeScript', 'PostgreSQL'],
      keyPoint1: 'Hybrid work',
      keyPoint2: 'Learning budget',
      keyPoint3: 'Share scheme',
      categoryId: 10,
      subCategoryId: 1001,
      workTypeId: 1,
      flexibleWorkOptionId: 2,
      flexibleWorkDescription: '<p>Two days at home</p>',
      workLocationId: 'location-1',
      workLocationName: 'Sydney Office',
      physicalLocation: 'Sydney, NSW',
      locationSuburb: 'Sydney',
      locationState: 'NSW',
      locationPostCode: '2000',
      locationCountryIso2: 'AU',
      countryName: 'Australia',
      latitude: -33.86,
      longitude: 151.21,
      currencyIso3: 'AUD',
      salaryType: 'Annual',
      minSalary: 95000,
      maxSalary: 110000,
      salaryRange: '$95,000 - $110,000 per year',
      salaryDescription: '+ super',
      numberOfPositions: 2,
      internalOnly: true,
      isEoi: true,
      destinationCode: 'INTERNAL',
      strictJobPostEndDates: true,
      customApplyUrl: 'https://careers.tasman.example/jobs/42',
      youtubeUrl: 'https://www.youtube.com/watch?v=abc',
      videoUrl: null,
      videoType: 'youtube',
      heroImageUrl: 'https://cdn.tasman.example/hero.jpg',
      attachments: [{ url: '/talent/files/pd.pdf', name: 'PD.pdf', type: 'application/pdf' }],
      publishedAt: new Date('2025-04-30T23:00:00Z'),
      postedFrom: new Date('2025-05-02T00:00:00Z'),
      postedTo: new Date('2025-05-30T00:00:00Z'),
      applicationsCloseAt: new Date('2025-06-01T23:00:00Z'),
      internalPostedFrom: new Date('2025-05-01T00:00:00Z'),
      internalPostedTo: new Date('2025-05-31T00:00:00Z'),
      internalApplicationsCloseAt: new Date('2025-05-31T00:00:00Z'),
      publicPostedFrom: null,
      publicPostedTo: null,
      publicApplicationsCloseAt: null,
    });
  });

  it('fills the defaults of a plain schema.org posting', () => {
    const row = map({ validThrough: '2025-05-29' });
    expect(row).toMatchObject({
      source: 1,
      matchingReferenceId: 'ext-HH-1',
      seoSlug: 'registered-nurse',
      occupationId: 'registered-nurse',
      summary: 'Care for patients.',
      specialties: [],
      workTypeId: null,
      flexibleWorkOptionId: null,
      physicalLocation: null,
      countryName: null,
      currencyIso3: null,
      salaryRange: null,
      numberOfPositions: 1,
      internalOnly: false,
      isEoi: false,
      customApplyUrl: null,
      videoType: null,
      attachments: null,
      publishedAt: new Date('2025-05-01T00:00:00Z'),
      postedFrom: new Date('2025-05-01T00:00:00Z'),
      postedTo: new Date('2025-05-29T00:00:00Z'),
      applicationsCloseAt: new Date('2025-05-29T00:00:00Z'),
      internalPostedFrom: null,
      publicPostedFrom: null,
    });
    expect(row.advertUrlCode).toMatch(/^[0-9a-z]{5}$/);
    expect(map({}).advertUrlCode).toBe(row.advertUrlCode);
  });

  it('files the job under the occupation its title names, or none', () => {
    expect(map({ title: 'C++ Engineer – Trading Systems' }).occupationId).toBe('software-engineer');
    expect(map({ title: "Brickie's Labourer" }).occupationId).toBe('construction-labourer');
    expect(map({ title: 'Team Member' }).occupationId).toBeNull();
  });

  it('marks an external job (source 2) when it does not apply directly and has an apply URL', () => {
    expect(map({ directApply: false, url: 'https://ats.example/apply/1' })).toMatchObject({
      source: 2,
      customApplyUrl: 'https://ats.example/apply/1',
    });
    expect(map({ directApply: false }).source).toBe(1);
  });

  it.each([
    ['FULL_TIME', 1],
    ['PART_TIME', 2],
    ['CONTRACTOR', 3],
    ['TEMPORARY', 3],
    ['PER_DIEM', 4],
    ['INTERN', 4],
    ['VOLUNTEER', null],
    ['OTHER', null],
  ] as const)('files employment type %s under work type %s', (type, id) => {
    expect(map({ employmentType: type }).workTypeId).toBe(id);
  });

  it('reads TELECOMMUTE as Remote unless the extension names the option', () => {
    expect(map({ jobLocationType: 'TELECOMMUTE' }).flexibleWorkOptionId).toBe(3);
    expect(
      map({ jobLocationType: 'TELECOMMUTE', talentPortal: { flexibleWorkOption: 'On-site' } })
        .flexibleWorkOptionId,
    ).toBe(1);
  });

  it('writes hourly, single-figure and unit-less salaries as the advert shows them', () => {
    const hourly = map({
      baseSalary: { currency: 'NZD', value: { minValue: 45, maxValue: 55.5, unitText: 'HOUR' } },
    });
    expect(hourly).toMatchObject({ salaryType: 'Hourly', salaryRange: '$45 - $55.50 per hour' });
    expect(map({ baseSalary: { currency: 'GBP', value: 60000 } }).salaryRange).toBe('£60,000');
    expect(
      map({ baseSalary: { currency: 'CHF', value: { value: 120000, unitText: 'YEAR' } } })
        .salaryRange,
    ).toBe('CHF 120,000 per year');
    expect(map({ baseSalary: { currency: 'AUD' } })).toMatchObject({
      currencyIso3: 'AUD',
      minSalary: null,
      salaryRange: null,
    });
  });

  it('names the country from its code or finds the code from its name', () => {
    expect(map({ jobLocation: { address: { addressCountry: 'nz' } } })).toMatchObject({
      locationCountryIso2: 'NZ',
      countryName: 'New Zealand',
    });
    expect(
      map({ jobLocation: { address: { addressCountry: { name: 'Australia' } } } }),
    ).toMatchObject({ locationCountryIso2: 'AU', countryName: 'Australia' });
  });

  it('keeps a plain-text description as text, and a job whose description has no text without one', () => {
    expect(map({ description: 'Plain words.\n\nMore.' })).toMatchObject({
      description: 'Plain words.\n\nMore.',
      descriptionHtml: null,
    });
    expect(map({ description: '<script>alert(1)</script>' })).toMatchObject({
      description: null,
      descriptionHtml: null,
      summary: null,
    });
  });

  it('dates a posting without datePosted by its first import, and refuses none only then', () => {
    const first = new Date('2025-06-01T00:00:00Z');
    const posting = jobPostingSchema.parse({ ...minimal, datePosted: undefined });
    expect(mapJobPosting(posting, { ...refs, publishedAt: first })).toMatchObject({
      publishedAt: first,
      postedFrom: first,
    });
    expect(() => mapJobPosting(posting, refs)).toThrow(JobPostingMappingError);
  });
});

describe('summarise', () => {
  it('takes whole sentences up to 250 characters, skipping a heading line', () => {
    const sentence = 'This sentence is exactly sixty characters long, give or take.';
    const text = `About us\n\n${sentence} ${sentence} ${sentence} ${sentence} ${sentence}`;
    const summary = summarise(text) ?? '';
    expect(summary.length).toBeLessThanOrEqual(250);
    expect(summary).toBe(`${sentence} ${sentence} ${sentence} ${sentence}`);
  });

  it('cuts a long first sentence at a word', () => {
    const summary = summarise(`${'word '.repeat(80)}end.`) ?? '';
    expect(summary.length).toBeLessThanOrEqual(250);
    expect(summary).toMatch(/word…$/);
  });
});

describe('derivedUrlCode', () => {
  it('gives six digits, the same for the same identifier, other codes for other attempts', () => {
    expect(derivedUrlCode('HH-1')).toMatch(/^\d{6}$/);
    expect(derivedUrlCode('HH-1')).toBe(derivedUrlCode('HH-1'));
    expect(derivedUrlCode('HH-1', 1)).not.toBe(derivedUrlCode('HH-1'));
  });
});
