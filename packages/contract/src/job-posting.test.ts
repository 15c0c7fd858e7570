import { describe, expect, it } from 'vitest';
import { jobPostingSchema, JOB_POSTING_MESSAGES as M, parseFeedDate } from './job-posting';

const base = {
  title: 'Barista',
  description: '<p>Coffee.</p>',
  datePosted: '2025-05-01',
  hiringOrganization: { name: 'Bean There' },
  identifier: 'b-1',
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
    [{ ...base, description: undefined }, `description: ${M.descriptionRequired}`],
    [{ ...base, description: 'x'.repeat(100_001) }, `description: ${M.descriptionTooLong}`],
    [{ ...base, datePosted: undefined }, `datePosted: ${M.datePostedRequired}`],
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
    [{ ...base, identifier: undefined }, `identifier: ${M.identifierRequired}`],
    [{ ...base, identifier: { name: 'no value' } }, `identifier: ${M.identifier}`],
    [{ ...base, employmentType: 'SOMETIMES' }, `employmentType.0: ${M.employmentType}`],
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
      employmentType: 'full-time',
      jobLocation: {
        address: { postalCode: 2000, addressCountry: 'au' },
        geo: { latitude: '-33.8', longitude: '151.2' },
      },
      baseSalary: { currency: 'aud', value: { minValue: '25', maxValue: 30, unitText: 'hour' } },
      skills: 'Latte art, Customer service; Latte art',
      totalJobOpenings: '3',
      applicantLocationRequirements: { '@type': 'Country', name: 'AU' },
    });
    expect(parsed).toEqual({
      ...base,
      datePosted: new Date('2025-05-01T00:00:00Z'),
      identifier: '1042',
      employmentType: ['FULL_TIME'],
      jobLocation: [
        {
          address: { postalCode: '2000', addressCountry: { iso2: 'AU' } },
          geo: { latitude: -33.8, longitude: 151.2 },
        },
      ],
      baseSalary: { currency: 'AUD', value: { minValue: 25, maxValue: 30, unitText: 'HOUR' } },
      skills: ['Latte art', 'Customer service'],
      totalJobOpenings: 3,
    });
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
