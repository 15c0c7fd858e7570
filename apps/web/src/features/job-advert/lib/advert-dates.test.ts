import { describe, expect, it } from 'vitest';
import { buildAdvert } from '../test-support';
import { advertCloseDate, closingPrefix, formatDate } from './advert-dates';

const INTERNAL_CLOSE = '2026-12-01T03:00:00.000Z';
const PUBLIC_CLOSE = '2026-11-25T03:00:00.000Z';
const GENERAL_CLOSE = '2026-12-10T03:00:00.000Z';

const strictJob = buildAdvert({
  strictJobPostEndDates: true,
  applicationsCloseAt: GENERAL_CLOSE,
  applicationsClosed: false,
  internalApplicationsCloseAt: INTERNAL_CLOSE,
  internalApplicationsClosed: false,
  publicApplicationsCloseAt: PUBLIC_CLOSE,
  publicApplicationsClosed: true,
});

describe('the close date an advert shows (spec 2 section 4.1)', () => {
  it('with strict post end dates, an employee gets the internal close date and closed flag', () => {
    expect(advertCloseDate(strictJob, 'employee')).toEqual({
      closeAt: INTERNAL_CLOSE,
      closed: false,
      descriptor: 'internal',
    });
  });

  it('with strict post end dates, the public gets the public close date and closed flag', () => {
    expect(advertCloseDate(strictJob, 'public')).toEqual({
      closeAt: PUBLIC_CLOSE,
      closed: true,
      descriptor: 'public',
    });
  });

  it('with strict dates but no known relationship (a visitor), the general close date', () => {
    expect(advertCloseDate(strictJob, null)).toMatchObject({
      closeAt: GENERAL_CLOSE,
      closed: false,
    });
  });

  it.each(['employee', 'public', null] as const)(
    'without strict dates everyone (%s) gets the general close date',
    (relationship) => {
      const job = { ...strictJob, strictJobPostEndDates: false };
      expect(advertCloseDate(job, relationship)).toMatchObject({
        closeAt: GENERAL_CLOSE,
        closed: false,
      });
    },
  );

  it("without strict dates the descriptor is internal for the platform's internal destination code", () => {
    const job = (destinationCode: string | null) => ({
      ...strictJob,
      strictJobPostEndDates: false,
      destinationCode,
    });
    expect(advertCloseDate(job('INTERNAL'), 'public').descriptor).toBe('internal');
    expect(advertCloseDate(job('PUBLIC'), 'employee').descriptor).toBe('public');
    expect(advertCloseDate(job(null), null).descriptor).toBe('public');
  });
});

describe('closingPrefix', () => {
  const now = new Date('2026-11-20T00:00:00.000Z');
  it("is 'closed' when the close date is earlier than now, else 'closes'", () => {
    expect(closingPrefix('2026-11-19T23:59:59.000Z', now)).toBe('closed');
    expect(closingPrefix('2026-11-20T00:00:00.000Z', now)).toBe('closes');
    expect(closingPrefix('2026-11-21T00:00:00.000Z', now)).toBe('closes');
  });
});

describe("the spec's date formats", () => {
  const iso = new Date(2026, 11, 5, 14, 30).toISOString();
  it.each([
    ['short', '5 Dec 2026'],
    ['day', '05 Dec 2026'],
    ['dayAndTime', '05 Dec 2026, 2:30 PM'],
  ] as const)('%s reads %s', (pattern, expected) => {
    expect(formatDate(iso, pattern)).toBe(expected);
  });
});
