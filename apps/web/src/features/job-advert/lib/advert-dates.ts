// How the advert shows its dates (spec 2 sections 4.1 and 9): the close date the viewer is
// given (advertCloseDate: employee or public, strict dates, internal destination), the
// highlight 'Closed {date}' / 'Closes {date}', and the spec's three formats.
import { type AdvertCloseDate, advertCloseDate, type CareersJobAdvert } from '@talent/contract';
import { format } from 'date-fns';

export { advertCloseDate };

export const DATE_FORMATS = {
  /** Highlights. */
  short: 'd MMM yyyy',
  /** Posted. */
  day: 'dd MMM yyyy',
  /** Applications close. */
  dayAndTime: 'dd MMM yyyy, h:mm a',
} as const;

export const formatDate = (iso: string, pattern: keyof typeof DATE_FORMATS) =>
  format(new Date(iso), DATE_FORMATS[pattern]);

/** 'Closed' when the close date is earlier than now, else 'Closes'. */
export function closingPrefix(closeAt: string, now: Date): 'closed' | 'closes' {
  return new Date(closeAt).getTime() < now.getTime() ? 'closed' : 'closes';
}

export function viewerCloseDate(job: CareersJobAdvert): AdvertCloseDate {
  return advertCloseDate(job, job.relationship);
}
