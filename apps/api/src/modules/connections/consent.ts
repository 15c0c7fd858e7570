// Data consent rules (spec 3 section 4): a consent lasts its community's period from the day it
// is given or renewed; it is expired once the expiry has passed, and 'Expiring Soon' within
// CONSENT_EXPIRING_SOON_DAYS of it (and once passed). Pure: the clock is passed in.
import { CONSENT_EXPIRING_SOON_DAYS } from '@talent/contract';

const DAY_MS = 86_400_000;

/** The consent given at `now` ends `months` calendar months later (day clamped to the month). */
export function consentExpiryFrom(now: Date, months: number): Date {
  const end = new Date(now);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

export function consentExpired(expiry: Date | null, now: Date): boolean {
  return expiry !== null && expiry.getTime() <= now.getTime();
}

export function consentExpiresSoon(expiry: Date | null, now: Date): boolean {
  return expiry !== null && expiry.getTime() - now.getTime() <= CONSENT_EXPIRING_SOON_DAYS * DAY_MS;
}

const plural = (n: number, unit: string) => (n === 1 ? `a ${unit}` : `${n} ${unit}s`);

/** How far away a moment is, in words: '12 days', 'a month', '3 months', '2 years'. */
export function humanDuration(ms: number): string {
  const abs = Math.abs(ms);
  const minutes = Math.round(abs / 60_000);
  if (minutes < 45) return minutes <= 1 ? 'a minute' : `${minutes} minutes`;
  const hours = Math.round(abs / 3_600_000);
  if (hours < 22) return plural(Math.max(1, hours), 'hour').replace('a hour', 'an hour');
  const days = Math.round(abs / DAY_MS);
  if (days < 26) return plural(Math.max(1, days), 'day');
  const months = Math.round(days / 30.4375);
  if (days < 320) return plural(Math.max(1, months), 'month');
  return plural(Math.max(1, Math.round(days / 365.25)), 'year');
}

/** The connection's `consentExpiresHuman`: 'in 12 days' ahead, '2 months' once past. */
export function consentExpiresHuman(expiry: Date | null, now: Date): string | null {
  if (!expiry) return null;
  const ms = expiry.getTime() - now.getTime();
  return ms > 0 ? `in ${humanDuration(ms)}` : humanDuration(ms);
}
