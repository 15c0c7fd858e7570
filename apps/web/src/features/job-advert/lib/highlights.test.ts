import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { buildAdvert } from '../test-support';
import { advertCloseDate } from './advert-dates';
import { advertHighlights } from './highlights';

const now = new Date(2026, 10, 20, 12, 0);
const t = i18next.t;

function texts(overrides: Parameters<typeof buildAdvert>[0], emptyHighlightsEnabled = true) {
  const job = buildAdvert(overrides);
  return advertHighlights(job, advertCloseDate(job, job.relationship), {
    emptyHighlightsEnabled,
    now,
    t,
  }).map((h) => h.text);
}

const EMPTY = {
  physicalLocation: null,
  workLocationName: null,
  workType: null,
  salaryRange: null,
  applicationsCloseAt: null,
};

describe('advert highlights', () => {
  it('shows location, work type, salary range, close date and positions', () => {
    expect(texts({ applicationsCloseAt: new Date(2026, 11, 5, 14, 0).toISOString() })).toEqual([
      'Sydney, NSW',
      'Full time',
      '$118,000 - $127,000 per year',
      'Closes 5 Dec 2026',
      '1 Position',
    ]);
  });

  it('shows the placeholders for missing values when empty highlights are enabled', () => {
    expect(texts(EMPTY)).toEqual([
      'Location not supplied',
      'Work type not supplied',
      'Salary range not supplied',
      'Close date not supplied',
      '1 Position',
    ]);
  });

  it('leaves missing values out when empty highlights are not enabled', () => {
    expect(texts(EMPTY, false)).toEqual(['1 Position']);
  });

  it('falls back to the work location name for the location', () => {
    expect(texts({ physicalLocation: null })[0]).toBe('Sydney Studio');
  });

  it.each([
    [1, '1 Position'],
    [2, '2 Positions'],
    [5, '5 Positions'],
    [0, '0 Positions'],
  ])("'Position(s)' is plural unless the number is 1 (%i)", (count, expected) => {
    expect(texts({ numberOfPositions: count })).toContain(expected);
  });

  it("says 'Closed' when the close date is earlier than now", () => {
    expect(texts({ applicationsCloseAt: new Date(2026, 10, 19, 12, 0).toISOString() })).toContain(
      'Closed 19 Nov 2026',
    );
  });

  it('uses the close date of the viewer: internal for an employee with strict dates', () => {
    const strict = {
      strictJobPostEndDates: true,
      internalApplicationsCloseAt: new Date(2026, 11, 1, 9, 0).toISOString(),
      publicApplicationsCloseAt: new Date(2026, 10, 18, 9, 0).toISOString(),
    };
    expect(texts({ ...strict, relationship: 'employee' })).toContain('Closes 1 Dec 2026');
    expect(texts({ ...strict, relationship: 'public' })).toContain('Closed 18 Nov 2026');
  });
});
