import { JOB_POSTING_MESSAGES as M } from '@talent/contract';
import { describe, expect, it } from 'vitest';
import { madeIdentifier } from './made-identifier';
import { type ReadPosting, readJobPosting } from './read-job-posting';

const job = {
  identifier: 'R-1',
  title: 'Barista',
  description: '<p>Coffee, made well.</p>',
  datePosted: '2025-05-01',
  hiringOrganization: { name: 'Bean There' },
  jobLocation: { address: { addressLocality: 'Newtown', addressRegion: 'NSW' } },
};

function read(record: unknown): ReadPosting {
  const reading = readJobPosting(record);
  if ('reason' in reading) throw new Error(reading.reason);
  return reading;
}

describe('readJobPosting', () => {
  it.each([
    [{ ...job, title: undefined }, `title: ${M.titleRequired}`],
    [{ ...job, title: '&nbsp;\u200b' }, `title: ${M.titleRequired}`],
    [
      { ...job, hiringOrganization: undefined },
      `hiringOrganization: ${M.hiringOrganizationRequired}`,
    ],
    [
      { ...job, hiringOrganization: { name: '' } },
      `hiringOrganization.name: ${M.organizationNameRequired}`,
    ],
    [{ ...job, jobLocation: undefined }, `jobLocation: ${M.placeRequired}`],
    [{ ...job, jobLocation: [{ address: {} }] }, `jobLocation: ${M.placeRequired}`],
    ['not a posting', `record: ${M.notAnObject}`],
  ])('refuses a record that cannot be a job: %j', (record, reason) => {
    expect(readJobPosting(record)).toEqual({
      reason,
      ...(typeof record === 'object' ? { identifier: 'R-1' } : {}),
    });
  });

  it('keeps a remote job without a place', () => {
    const remote = read({ ...job, jobLocation: undefined, jobLocationType: 'TELECOMMUTE' });
    expect(remote.warnings).toEqual([]);
    expect(read({ ...job, jobLocation: 'Remote' }).posting.jobLocation).toEqual([{ remote: true }]);
  });

  it('leaves out any other field it cannot read, with a warning, and keeps the job', () => {
    const { posting, warnings } = read({
      ...job,
      validThrough: '2025-04-01',
      baseSalary: { currency: 'dollars', value: 50000 },
      url: 'javascript:alert(1)',
      totalJobOpenings: 0,
      jobLocation: [
        { address: { addressLocality: 'Newtown' }, geo: { latitude: 200, longitude: 151.2 } },
      ],
      hiringOrganization: { name: 'Bean There', sameAs: 'not a url' },
      talentPortal: { flexibleWorkOption: 'Anywhere', customCode: 'BT-1' },
    });
    expect(posting).toMatchObject({
      title: 'Barista',
      hiringOrganization: { name: 'Bean There' },
      jobLocation: [{ address: { addressLocality: 'Newtown' } }],
      talentPortal: { customCode: 'BT-1' },
    });
    for (const field of ['validThrough', 'baseSalary', 'url', 'totalJobOpenings']) {
      expect(posting).not.toHaveProperty(field);
    }
    expect(warnings.map((w) => w.field).sort()).toEqual([
      'baseSalary.currency',
      'hiringOrganization.sameAs',
      'jobLocation.0.geo.latitude',
      'talentPortal.flexibleWorkOption',
      'totalJobOpenings',
      'url',
      'validThrough',
    ]);
    expect(warnings).toContainEqual({
      field: 'baseSalary.currency',
      message: `${M.currency}: baseSalary left out`,
    });
    expect(warnings).toContainEqual({
      field: 'jobLocation.0.geo.latitude',
      message: `${M.latitude}: jobLocation.0.geo left out`,
    });
  });

  it('cuts a title or description that is too long instead of losing the job', () => {
    const title = `Senior ${'very '.repeat(60)}important nurse`;
    const { posting, warnings } = read({ ...job, title, description: 'x'.repeat(100_050) });
    expect(posting.title.length).toBeLessThanOrEqual(200);
    expect(title.startsWith(posting.title)).toBe(true);
    expect(posting.description).toHaveLength(100_000);
    expect(warnings.map((w) => w.field)).toEqual(['title', 'description']);
  });

  it('makes an identifier from employer, title and place when the feed has none', () => {
    const { identifier, ...noId } = job;
    const first = read(noId);
    expect(first.posting.identifier).toMatch(/^made-[0-9a-f]{16}$/);
    expect(read({ ...noId, description: 'Changed' }).posting.identifier).toBe(
      first.posting.identifier,
    );
    expect(read({ ...noId, title: 'Cook' }).posting.identifier).not.toBe(first.posting.identifier);
    expect(first.posting.identifier).toBe(madeIdentifier(first.posting));
    expect(first.warnings).toEqual([
      {
        field: 'identifier',
        message: `No identifier: the job is known as '${first.posting.identifier}', made from its employer, title and place`,
      },
    ]);
  });

  it('warns about work types and occupational codes it does not know, and a missing date or description', () => {
    const { warnings, posting } = read({
      ...job,
      description: undefined,
      datePosted: undefined,
      employmentType: ['Zero hours', 'Casual'],
      occupationalCategory: '99-9999.00',
    });
    expect(posting.employmentType).toEqual(['Zero hours', 'Casual']);
    expect(warnings).toEqual([
      {
        field: 'employmentType',
        message:
          "'Zero hours' is not a work type we know (the job is Casual/Vacation from another value)",
      },
      {
        field: 'occupationalCategory',
        message: "'99-9999.00' is not an O*NET-SOC or ANZSCO code we know",
      },
      { field: 'description', message: 'No description' },
      { field: 'datePosted', message: 'No date posted: the job is dated by its first import' },
    ]);
  });

  it('cleans the description of zero-width characters, keeping its sanitised HTML', () => {
    const { description } = read({
      ...job,
      description: '<p>Make\u200b coffee &amp; cake.<script>x()</script></p>',
    });
    expect(description).toEqual({
      description: 'Make coffee & cake.',
      descriptionHtml: '<p>Make coffee &amp; cake.</p>',
    });
  });
});
