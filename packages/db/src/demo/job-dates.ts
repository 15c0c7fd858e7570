// Advert dates of a demo job, relative to the data set's "now". Adverts run 2-6 weeks, so a job
// published more than six weeks ago is necessarily closed; most demo jobs are open, and a few
// closed ones exercise the 'Closed' highlight and the close-date filters.
import type { Random } from './random';
import { MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE, roundTime } from './random';
import type { JobRow } from './types';

export const CLOSED_SHARE = 0.06;
export const STRICT_DATES_SHARE = 0.15;
export const MIN_ADVERT_DAYS = 14;
export const MAX_ADVERT_DAYS = 42;

type DateFields = Pick<
  JobRow,
  | 'publishedAt'
  | 'postedFrom'
  | 'postedTo'
  | 'applicationsCloseAt'
  | 'internalPostedFrom'
  | 'internalPostedTo'
  | 'internalApplicationsCloseAt'
  | 'publicPostedFrom'
  | 'publicPostedTo'
  | 'publicApplicationsCloseAt'
  | 'strictJobPostEndDates'
  | 'createdAt'
  | 'updatedAt'
>;

function offset(date: Date, days: number): Date {
  return new Date(date.getTime() + days * MS_PER_DAY);
}

export function jobDates(rnd: Random, now: Date, internalOnly: boolean): DateFields {
  let ageDays: number;
  let advertDays: number;
  if (rnd.chance(CLOSED_SHARE)) {
    // Closed: the advert ran out at least six hours before now.
    ageDays = rnd.float(MIN_ADVERT_DAYS + 1, 60);
    advertDays = rnd.float(MIN_ADVERT_DAYS, Math.min(MAX_ADVERT_DAYS, ageDays - 0.25));
  } else {
    // Open: closes at least twelve hours after now.
    ageDays = rnd.float(0, MAX_ADVERT_DAYS - 2);
    advertDays = rnd.float(Math.max(MIN_ADVERT_DAYS, ageDays + 0.5), MAX_ADVERT_DAYS);
  }
  const publishedAt = roundTime(offset(now, -ageDays), MS_PER_MINUTE);
  // Rounding to the hour moves the close by at most 30 minutes, inside both margins above.
  const closeAt = roundTime(offset(publishedAt, advertDays), MS_PER_HOUR);

  // With strict dates the advert goes to employees first and to the public a few days later;
  // both close together. Without them the internal and public windows equal the general one.
  const strict = rnd.chance(STRICT_DATES_SHARE);
  const publicFrom = strict ? offset(publishedAt, rnd.int(1, 5)) : publishedAt;

  return {
    publishedAt,
    postedFrom: publishedAt,
    postedTo: closeAt,
    applicationsCloseAt: closeAt,
    internalPostedFrom: publishedAt,
    internalPostedTo: closeAt,
    internalApplicationsCloseAt: closeAt,
    publicPostedFrom: internalOnly ? null : publicFrom,
    publicPostedTo: internalOnly ? null : closeAt,
    publicApplicationsCloseAt: internalOnly ? null : closeAt,
    strictJobPostEndDates: strict,
    createdAt: publishedAt,
    updatedAt: publishedAt,
  };
}
