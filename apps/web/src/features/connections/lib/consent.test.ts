// The consent rules (spec 3 section 4, "Consent"): Expired when the expiry is in the past;
// 'Expiring Soon' when consentExpiresSoon is true or the date has passed; the chip shows Expired
// (red) or Expiring Soon (yellow); the tooltip's words; dates in en-AU style.
import { describe, expect, it } from 'vitest';
import { buildConnection, day } from '../test-support';
import { CONSENT_CHIP_COLOURS, consentChip, consentState, consentTooltip } from './consent';
import { formatDate } from './format-date';

const now = new Date(day('2026-06-15'));

describe('consent state', () => {
  it('is expired when the expiry is in the past, and then expiring soon too', () => {
    const state = consentState(
      buildConnection({ consentExpiry: day('2026-06-14'), consentExpiresSoon: false }),
      now,
    );
    expect(state).toEqual({ expired: true, expiringSoon: true });
    expect(consentChip(state)).toBe('expired');
    expect(CONSENT_CHIP_COLOURS.expired).toBe('red');
  });

  it('is expiring soon (not expired) when the server says so of a date to come', () => {
    const state = consentState(
      buildConnection({ consentExpiry: day('2026-07-01'), consentExpiresSoon: true }),
      now,
    );
    expect(state).toEqual({ expired: false, expiringSoon: true });
    expect(consentChip(state)).toBe('expiringSoon');
    expect(CONSENT_CHIP_COLOURS.expiringSoon).toBe('yellow');
  });

  it('has no chip for a consent in date and not expiring soon, or for none at all', () => {
    const inDate = consentState(
      buildConnection({ consentExpiry: day('2027-01-01'), consentExpiresSoon: false }),
      now,
    );
    expect(inDate).toEqual({ expired: false, expiringSoon: false });
    expect(consentChip(inDate)).toBeNull();
    expect(consentState(buildConnection({ consentExpiry: null }), now).expired).toBe(false);
  });
});

describe('consent tooltip', () => {
  it("says 'Consent expired on {date} ({human} ago).' once past", () => {
    expect(
      consentTooltip(
        buildConnection({ consentExpiry: day('2026-04-10'), consentExpiresHuman: '2 months' }),
        now,
      ),
    ).toEqual({ key: 'consentExpiredOn', date: '10 Apr 2026', human: '2 months' });
  });

  it("says 'Consent will expire on {date} ({human}).' while in date", () => {
    expect(
      consentTooltip(
        buildConnection({ consentExpiry: day('2026-08-27'), consentExpiresHuman: 'in 2 months' }),
        now,
      ),
    ).toEqual({ key: 'consentWillExpireOn', date: '27 Aug 2026', human: 'in 2 months' });
  });

  it('leaves out the human part the server did not give, and has nothing without an expiry', () => {
    expect(
      consentTooltip(
        buildConnection({ consentExpiry: day('2026-06-27'), consentExpiresHuman: null }),
        now,
      )?.key,
    ).toBe('consentWillExpireOnDate');
    expect(consentTooltip(buildConnection({ consentExpiry: null }), now)).toBeNull();
  });
});

describe('dates in en-AU style', () => {
  it('shows day, short month and year', () => {
    expect(formatDate(day('2026-03-05'))).toBe('5 Mar 2026');
    expect(formatDate(day('2026-12-25'))).toBe('25 Dec 2026');
    expect(formatDate(day('2026-09-05'))).toBe(
      new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric' }).format(
        new Date(day('2026-09-05')),
      ),
    );
  });

  it('shows nothing for no date or one that does not parse', () => {
    expect(formatDate(null)).toBeNull();
    expect(formatDate('not a date')).toBeNull();
  });
});
