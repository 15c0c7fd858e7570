// When a talent's next job alert digest is due: JOB_ALERT_DIGEST_HOUR in the morning of the
// talent's time zone, `frequency` days after the last digest (the first one: the next such
// morning). Pure: the clock is passed in, and time zones are read with Intl.
import { JOB_ALERT_DIGEST_HOUR } from '@talent/contract';

export const DEFAULT_TIME_ZONE = 'Australia/Sydney';

interface LocalDate {
  year: number;
  month: number;
  day: number;
}

/** One formatter a time zone: making one costs far more than using it. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

function localParts(instant: Date, timeZone: string) {
  const parts = formatterOf(timeZone).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** The instant a local date and hour happen in a time zone (the later one in a DST overlap). */
export function zonedInstant(date: LocalDate, hour: number, timeZone: string): Date {
  const wanted = Date.UTC(date.year, date.month - 1, date.day, hour);
  let guess = wanted;
  // Two rounds settle the zone's offset, also across a daylight saving change.
  for (let round = 0; round < 2; round++) {
    const p = localParts(new Date(guess), timeZone);
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
    guess += wanted - shown;
  }
  return new Date(guess);
}

function addDays(date: LocalDate, days: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The first digest morning strictly after `now`. */
export function firstDigestAt(now: Date, timeZone: string): Date {
  const today = localParts(now, timeZone);
  const morning = zonedInstant(today, JOB_ALERT_DIGEST_HOUR, timeZone);
  return morning > now ? morning : zonedInstant(addDays(today, 1), JOB_ALERT_DIGEST_HOUR, timeZone);
}

/** The digest morning `frequency` days after the local day of the digest sent at `sentAt`. */
export function nextDigestAt(sentAt: Date, frequencyDays: number, timeZone: string): Date {
  const day = localParts(sentAt, timeZone);
  return zonedInstant(addDays(day, frequencyDays), JOB_ALERT_DIGEST_HOUR, timeZone);
}

/** A window longer than this is searched without naming its days (a long pause between runs). */
const MAX_WINDOW_DAYS = 62;
const DAY_MS = 24 * 60 * 60_000;

/**
 * The UTC days ('20261201') a digest window touches, from the day of its start to the day of
 * its end; null for a window over MAX_WINDOW_DAYS, or one that ends before it starts.
 */
export function windowDays(start: Date, end: Date): string[] | null {
  const first = Math.floor(start.getTime() / DAY_MS);
  const last = Math.floor(end.getTime() / DAY_MS);
  if (!(last >= first) || last - first >= MAX_WINDOW_DAYS) return null;
  return Array.from({ length: last - first + 1 }, (_, i) =>
    new Date((first + i) * DAY_MS).toISOString().slice(0, 10).replaceAll('-', ''),
  );
}
