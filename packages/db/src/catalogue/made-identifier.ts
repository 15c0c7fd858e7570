// The identifier of a posting that brings none: the same employer, title and place (and apply
// address) give the same identifier, so the feed's next import updates the job it made instead
// of adding another.
import { createHash } from 'node:crypto';
import type { JobPosting } from '@talent/contract';

export function madeIdentifier(posting: JobPosting): string {
  const place = posting.jobLocation?.find((p) => p.address || p.geo)?.address;
  const key = [
    posting.hiringOrganization.name,
    posting.title,
    place?.addressLocality,
    place?.addressRegion,
    place?.postalCode,
    posting.url,
  ]
    .map((part) => (part ?? '').toLowerCase())
    .join('|');
  return `made-${createHash('sha1').update(key).digest('hex').slice(0, 16)}`;
}

/** The posting's identifier, as given or made. */
export const identifierOf = (posting: JobPosting): string =>
  posting.identifier ?? madeIdentifier(posting);
