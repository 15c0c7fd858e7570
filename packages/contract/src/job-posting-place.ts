// Where a JobPosting's job is: its places (`jobLocation`), each an address (or one line of
// text) and coordinates, and whether it is remote. A job needs one or the other.
import { z } from 'zod';
import { parseAddressText } from './feed-address';
import { feedNumber, JOB_POSTING_MESSAGES as M, optionalFeedText } from './job-posting-fields';

interface CountryRef {
  iso2?: string;
  name?: string;
}

/** schema.org allows a code, a name or a Country; we keep whichever was given. */
const country = z.union(
  [
    z
      .string()
      .trim()
      .min(2)
      .max(100)
      .transform(
        (text): CountryRef =>
          /^[A-Za-z]{2}$/.test(text) ? { iso2: text.toUpperCase() } : { name: text },
      ),
    z
      .object({ name: z.string().trim().min(1).max(100) })
      .transform(({ name }): CountryRef => ({ name })),
  ],
  { error: M.country },
);

/** An address written as one line ('Parramatta NSW 2150') is read into its parts. */
const postalAddressSchema = z.preprocess(
  (v) => (typeof v === 'string' ? parseAddressText(v) : v),
  z.object({
    streetAddress: optionalFeedText(300),
    addressLocality: optionalFeedText(150),
    addressRegion: optionalFeedText(150),
    postalCode: optionalFeedText(20),
    addressCountry: country.optional(),
  }),
);

/** 'Remote', 'Work from home': a place (or address) that says the job has none. */
const REMOTE_TEXT = /^\s*(remote|fully remote|work from home|wfh|telecommute|anywhere)\s*$/i;

const isRemoteText = (v: unknown) => typeof v === 'string' && REMOTE_TEXT.test(v);

/**
 * A Place; a feed may send its address alone, as text. 'Remote' for a place is read as
 * `{ remote: true }`: the job is done away from any workplace (as jobLocationType TELECOMMUTE).
 */
export const placeSchema = z.preprocess(
  (v) => {
    if (isRemoteText(v)) return { remote: true };
    if (typeof v === 'string') return { address: v };
    if (v && typeof v === 'object' && 'address' in v && isRemoteText(v.address)) {
      return { ...v, address: undefined, remote: true };
    }
    return v;
  },
  z.object({
    remote: z.literal(true).optional(),
    address: postalAddressSchema.optional(),
    geo: z
      .object({
        latitude: feedNumber(-90, 90, M.latitude),
        longitude: feedNumber(-180, 180, M.longitude),
      })
      .optional(),
  }),
);

export type Place = z.output<typeof placeSchema>;

/** A place that says where: any part of an address, or coordinates. */
export function isPlace(place: Place | undefined): boolean {
  const a = place?.address;
  return Boolean(
    place?.geo ||
      a?.streetAddress ||
      a?.addressLocality ||
      a?.addressRegion ||
      a?.postalCode ||
      a?.addressCountry,
  );
}

/** The job is remote: the TELECOMMUTE flag, or a place that says 'Remote'. */
export function isRemote(p: {
  jobLocationType?: 'TELECOMMUTE';
  jobLocation?: readonly Place[];
}): boolean {
  return p.jobLocationType === 'TELECOMMUTE' || (p.jobLocation ?? []).some((l) => l.remote);
}
