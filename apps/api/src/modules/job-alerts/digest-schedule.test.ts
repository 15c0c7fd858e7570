import { describe, expect, it } from 'vitest';
import { firstDigestAt, nextDigestAt, windowDays, zonedInstant } from './digest-schedule';

describe('digest schedule', () => {
  it('finds 7 am in the talent’s time zone, in and out of daylight saving', () => {
    // Sydney: AEDT (UTC+11) in January, AEST (UTC+10) in July.
    expect(
      zonedInstant({ year: 2027, month: 1, day: 10 }, 7, 'Australia/Sydney').toISOString(),
    ).toBe('2027-01-09T20:00:00.000Z');
    expect(
      zonedInstant({ year: 2027, month: 7, day: 10 }, 7, 'Australia/Sydney').toISOString(),
    ).toBe('2027-07-09T21:00:00.000Z');
    expect(
      zonedInstant({ year: 2027, month: 7, day: 10 }, 7, 'Pacific/Auckland').toISOString(),
    ).toBe('2027-07-09T19:00:00.000Z');
    expect(zonedInstant({ year: 2027, month: 7, day: 10 }, 7, 'Europe/London').toISOString()).toBe(
      '2027-07-10T06:00:00.000Z',
    );
  });

  it('sends the first digest the next morning: today if it is still early, else tomorrow', () => {
    // 05:00 in Sydney on 10 January: 7 am the same day.
    expect(firstDigestAt(new Date('2027-01-09T18:00:00Z'), 'Australia/Sydney').toISOString()).toBe(
      '2027-01-09T20:00:00.000Z',
    );
    // 09:00 in Sydney: 7 am the next day.
    expect(firstDigestAt(new Date('2027-01-09T22:00:00Z'), 'Australia/Sydney').toISOString()).toBe(
      '2027-01-10T20:00:00.000Z',
    );
  });

  it('spaces digests daily, weekly and monthly by local days, across a daylight saving change', () => {
    const sent = new Date('2027-04-01T20:00:00Z'); // 7 am AEDT on 2 April
    expect(nextDigestAt(sent, 1, 'Australia/Sydney').toISOString()).toBe(
      '2027-04-02T20:00:00.000Z',
    );
    // Daylight saving ends on 4 April 2027: 7 am on 9 April is AEST.
    expect(nextDigestAt(sent, 7, 'Australia/Sydney').toISOString()).toBe(
      '2027-04-08T21:00:00.000Z',
    );
    expect(nextDigestAt(sent, 30, 'Australia/Sydney').toISOString()).toBe(
      '2027-05-01T21:00:00.000Z',
    );
  });
});

describe('the days of a digest window', () => {
  it('lists each UTC day from the start to the end', () => {
    expect(windowDays(new Date('2026-11-29T21:00:00Z'), new Date('2026-12-01T20:59:00Z'))).toEqual([
      '20261129',
      '20261130',
      '20261201',
    ]);
    expect(windowDays(new Date('2026-12-01T00:00:00Z'), new Date('2026-12-01T23:59:59Z'))).toEqual([
      '20261201',
    ]);
  });

  it('crosses a month and a year end', () => {
    expect(windowDays(new Date('2026-12-31T10:00:00Z'), new Date('2027-01-01T10:00:00Z'))).toEqual([
      '20261231',
      '20270101',
    ]);
  });

  it('names no days for a window over 62 days or one ending before it starts', () => {
    const start = new Date('2026-01-01T07:00:00Z');
    expect(windowDays(start, new Date('2026-03-03T07:00:00Z'))).toHaveLength(62);
    expect(windowDays(start, new Date('2026-03-04T07:00:00Z'))).toBeNull();
    expect(windowDays(start, new Date('2025-12-31T07:00:00Z'))).toBeNull();
  });
});
