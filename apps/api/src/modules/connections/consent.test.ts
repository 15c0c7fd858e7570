import { describe, expect, it } from 'vitest';
import {
  consentExpired,
  consentExpiresHuman,
  consentExpiresSoon,
  consentExpiryFrom,
  humanDuration,
} from './consent';

const now = new Date('2026-03-15T10:00:00Z');
const days = (n: number) => new Date(now.getTime() + n * 86_400_000);

describe('consent', () => {
  it('lasts its period in calendar months, clamping the day to short months', () => {
    expect(consentExpiryFrom(now, 12).toISOString()).toBe('2027-03-15T10:00:00.000Z');
    expect(consentExpiryFrom(new Date('2026-01-31T00:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T00:00:00.000Z',
    );
    expect(consentExpiryFrom(new Date('2027-08-31T08:00:00Z'), 6).toISOString()).toBe(
      '2028-02-29T08:00:00.000Z',
    );
  });

  it('is expired once the expiry has passed', () => {
    expect(consentExpired(days(-1), now)).toBe(true);
    expect(consentExpired(now, now)).toBe(true);
    expect(consentExpired(days(1), now)).toBe(false);
    expect(consentExpired(null, now)).toBe(false);
  });

  it('expires soon within 30 days, and once passed', () => {
    expect(consentExpiresSoon(days(29), now)).toBe(true);
    expect(consentExpiresSoon(days(30), now)).toBe(true);
    expect(consentExpiresSoon(days(31), now)).toBe(false);
    expect(consentExpiresSoon(days(-5), now)).toBe(true);
    expect(consentExpiresSoon(null, now)).toBe(false);
  });

  it('says how far the expiry is in words, with "in" ahead and bare once past', () => {
    expect(consentExpiresHuman(days(12), now)).toBe('in 12 days');
    expect(consentExpiresHuman(days(1), now)).toBe('in a day');
    expect(consentExpiresHuman(days(-60), now)).toBe('2 months');
    expect(consentExpiresHuman(days(400), now)).toBe('in a year');
    expect(consentExpiresHuman(null, now)).toBeNull();
    expect(humanDuration(3 * 3_600_000)).toBe('3 hours');
    expect(humanDuration(3_600_000)).toBe('an hour');
    expect(humanDuration(30 * 60_000)).toBe('30 minutes');
    expect(humanDuration(45 * 86_400_000)).toBe('a month');
  });
});
