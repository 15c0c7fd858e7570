import { describe, expect, it } from 'vitest';
import {
  cleanFeedText,
  jobPostingSchema,
  JOB_POSTING_MESSAGES as M,
  parseAddressText,
  parseFeedDate,
} from './job-posting';

const base = {
  title: 'Barista',
  description: '<p>Coffee.</p>',
  datePosted: '2025-05-01',
  hiringOrganization: { name: 'Bean There' },
  identifier: 'b-1',
  jobLocation: { address: { addressLocality: 'Newtown', addressRegion: 'NSW' } },
};

/** 'path: message' of the first issue, as the import reports it. */
function firstIssue(input: unknown): string {
  const result = jobPostingSchema.safeParse(input);
  if (result.success) return 'valid';
  const [issue] = result.error.issues;
  return `${issue?.path.join('.') || 'record'}: ${issue?.message}`;
}

describe('jobPostingSchema', () => {
  it.each([
    [{ ...base, title: undefined }, `title: ${M.titleRequired}`],
    [{ ...base, title: 'x'.repeat(201) }, `title: ${M.titleTooLong}`],
    [{ ...base, description: 'x'.repeat(100_001) }, `description: ${M.descriptionTooLong}`],
    [{ ...base, datePosted: '01/05/2025' }, `datePosted: ${M.date}`],
    [{ ...base, validThrough: '2025-04-30' }, `validThrough: ${M.validThroughBeforePosted}`],
    [
      { ...base, hiringOrganization: undefined },
      `hiringOrganization: ${M.hiringOrganizationRequired}`,
    ],
    [
      { ...base, hiringOrganization: { name: ' ' } },
      `hiringOrganization.name: ${M.organizationNameRequired}`,
    ],
    [{ ...base, identifier: { name: 'no value' } }, `identifier: ${M.identifier}`],
    [{ ...base, jobLocation: undefined }, `jobLocation: ${M.placeRequired}`],
    [{ ...base, jobLocation: [{}, { address: {} }] }, `jobLocation: ${M.placeRequired}`],
    [{ ...base, jobLocationType: 'ONSITE' }, `jobLocationType: ${M.jobLocationType}`],
    [
      { ...base, occupationalCategory: { inCodeSet: 'ANZSCO' } },
      `occupationalCategory.0: ${M.occupationalCategory}`,
    ],
    [
      { ...base, jobLocation: { geo: { latitude: 200, longitude: 0 } } },
      `jobLocation.0.geo.latitude: ${M.latitude}`,
    ],
    [
      { ...base, jobLocation: [{}, { geo: { latitude: 0, longitude: '181' } }] },
      `jobLocation.1.geo.longitude: ${M.longitude}`,
    ],
    [
      { ...base, baseSalary: { currency: 'dollars', value: 1 } },
      `baseSalary.currency: ${M.currency}`,
    ],
    [
      { ...base, baseSalary: { currency: 'AUD', value: { minValue: 9, maxValue: 1 } } },
      `baseSalary.value.minValue: ${M.salaryRange}`,
    ],
    [{ ...base, url: 'javascript:alert(1)' }, `url: ${M.url}`],
    [
      { ...base, talentPortal: { keySellingPoints: ['a', 'b', 'c', 'd'] } },
      `talentPortal.keySellingPoints: ${M.keySellingPoints}`,
    ],
    [
      { ...base, talentPortal: { flexibleWorkOption: 'Anywhere' } },
      `talentPortal.flexibleWorkOption: ${M.flexibleWorkOption}`,
    ],
    [{ ...base, '@type': 'Organization' }, `@type: ${M.type}`],
    ['a string', `record: ${M.notAnObject}`],
  ])('reports %j as "%s"', (input, reason) => {
    expect(firstIssue(input)).toBe(reason);
  });

  it('reads the forms feeds commonly send, and ignores unknown properties', () => {
    const parsed = jobPostingSchema.parse({
      ...base,
      '@context': 'https://schema.org',
      identifier: { '@type': 'PropertyValue', name: 'Bean There', value: 1042 },
      employmentType: ' Full-time ',
      jobLocation: {
        address: { postalCode: 2000, addressCountry: 'au' },
        geo: { latitude: '-33.8', longitude: '151.2' },
      },
      baseSalary: {
        currency: 'aud',
        value: { minValue: '25', maxValue: '$1,030.50', unitText: 'hour' },
      },
      skills: 'Latte art, Customer service; Latte art',
      totalJobOpenings: '3',
      applicantLocationRequirements: { '@type': 'Country', name: 'AU' },
    });
    expect(parsed).toEqual({
      ...base,
      datePosted: new Date('2025-05-01T00:00:00Z'),
      identifier: '1042',
      employmentType: ['Full-time'],
      jobLocation: [
        {
          address: { postalCode: '2000', addressCountry: { iso2: 'AU' } },
          geo: { latitude: -33.8, longitude: 151.2 },
        },
      ],
      baseSalary: { currency: 'AUD', value: { minValue: 25, maxValue: 1030.5, unitText: 'HOUR' } },
      skills: ['Latte art', 'Customer service'],
      totalJobOpenings: 3,
    });
  });

  it('needs no description, date or identifier: a title, an employer and a place make a job', () => {
    const { description, datePosted, identifier, ...core } = base;
    expect(jobPostingSchema.parse(core)).toEqual({
      ...core,
      jobLocation: [core.jobLocation],
    });
  });

  it('reads a remote job without a place, and places and employers written as text', () => {
    const remote = { ...base, jobLocation: undefined };
    expect(jobPostingSchema.parse({ ...remote, jobLocationType: 'telecommute' })).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
    });
    expect(jobPostingSchema.parse({ ...remote, jobLocation: 'Remote' }).jobLocation).toEqual([
      { remote: true },
    ]);
    expect(
      jobPostingSchema.parse({
        ...base,
        hiringOrganization: 'Bean There &amp; Co',
        jobLocation: 'Parramatta NSW 2150',
      }),
    ).toMatchObject({
      hiringOrganization: { name: 'Bean There & Co' },
      jobLocation: [
        {
          address: {
            addressLocality: 'Parramatta',
            addressRegion: 'NSW',
            postalCode: '2150',
            addressCountry: { iso2: 'AU' },
          },
        },
      ],
    });
  });

  it('cleans titles and names: entities decoded, tags and zero-width characters gone, spaces collapsed', () => {
    const parsed = jobPostingSchema.parse({
      ...base,
      title: '  Chef&nbsp;&amp;amp;\u200b Cook <b>(Casual)</b>\n',
      hiringOrganization: { name: 'Caf&eacute;\u200d   Sol' },
      skills: ['Food&#32;safety\ufeff'],
    });
    expect(parsed).toMatchObject({
      title: 'Chef & Cook (Casual)',
      hiringOrganization: { name: 'Café Sol' },
      skills: ['Food safety'],
    });
  });

  it('reads occupationalCategory as text, paths or CategoryCodes', () => {
    const parsed = jobPostingSchema.parse({
      ...base,
      occupationalCategory: [
        'Healthcare &gt; Nursing',
        { '@type': 'CategoryCode', codeValue: 254412, inCodeSet: { name: 'ANZSCO' } },
      ],
    });
    expect(parsed.occupationalCategory).toEqual([
      { name: 'Healthcare > Nursing' },
      { code: '254412', codeSet: 'ANZSCO' },
    ]);
  });
});

describe('cleanFeedText', () => {
  it('decodes twice-encoded entities and keeps text that only looks like markup', () => {
    expect(cleanFeedText('R&amp;amp;D &lt;3 &#x2013; a < b')).toBe('R&D <3 – a < b');
    expect(cleanFeedText('\u200bNurse\u00ad\u200e')).toBe('Nurse');
  });
});

describe('parseAddressText', () => {
  it.each([
    [
      'Parramatta NSW 2150',
      {
        addressLocality: 'Parramatta',
        addressRegion: 'NSW',
        postalCode: '2150',
        addressCountry: 'AU',
      },
    ],
    [
      'Hobart, Tasmania, Australia',
      { addressLocality: 'Hobart', addressRegion: 'TAS', addressCountry: 'AU' },
    ],
    [
      'Level 3, 100 George St, Sydney NSW',
      { addressLocality: 'Sydney', addressRegion: 'NSW', addressCountry: 'AU' },
    ],
    ['Auckland', { addressLocality: 'Auckland' }],
  ])('reads %j', (text, parts) => {
    expect(parseAddressText(text)).toEqual(parts);
  });
});

describe('parseFeedDate', () => {
  it('reads dates and date-times, taking a missing zone as UTC', () => {
    expect(parseFeedDate('2025-05-01')?.toISOString()).toBe('2025-05-01T00:00:00.000Z');
    expect(parseFeedDate('2025-05-01T09:30')?.toISOString()).toBe('2025-05-01T09:30:00.000Z');
    expect(parseFeedDate('2025-05-01T09:30:00+10:00')?.toISOString()).toBe(
      '2025-04-30T23:30:00.000Z',
    );
  });

  it('refuses dates that do not exist or are not ISO 8601', () => {
    expect(parseFeedDate('2025-02-30')).toBeUndefined();
    expect(parseFeedDate('May 1, 2025')).toBeUndefined();
  });
});
