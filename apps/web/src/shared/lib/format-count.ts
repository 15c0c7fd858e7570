// A whole count as en-AU writes it: thousands grouped with commas ("12,345"). Without Intl: the
// first Intl number or date format of a page costs the browser 20-40 ms of start-up (its locale
// data), in the task that takes a server-drawn page over.
export function formatCount(count: number): string {
  if (!Number.isFinite(count)) return String(count);
  const whole = Math.trunc(count);
  const digits = groupThousands(String(Math.abs(whole)));
  return whole < 0 ? `-${digits}` : digits;
}

/**
 * A number as en-AU writes it by default (Intl's: thousands grouped, at most three decimals,
 * halves rounded away from zero), without Intl, for the same reason: the translations' `number`
 * format (i18n.ts).
 */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const rounded = Math.round(Math.abs(value) * 1000) / 1000;
  const [whole = '0', fraction] = String(rounded).split('.');
  const digits = groupThousands(whole);
  const sign = value < 0 ? '-' : '';
  return `${sign}${digits}${fraction ? `.${fraction}` : ''}`;
}

/** A run of digits with a comma before each group of three from the right ("1234567" -> "1,234,567"). */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
