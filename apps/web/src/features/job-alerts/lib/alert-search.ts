// The search the job alert results and the home listing run (spec 3 sections 3 and 4): no
// criteria is the AlertPreferencesMissing state; otherwise the criteria become job search args
// as Find Jobs makes them from its saved criteria, restricted to the searchable communities.
import {
  type AlertSearchCriteria,
  type JobSearchArgs,
  locationBoundsInputSchema,
} from '@talent/contract';

export type AlertSearch =
  | { state: 'AlertPreferencesMissing' }
  /** args null: no community the talent may search is left, so nothing can match. */
  | { state: 'Search'; args: JobSearchArgs | null };

export function alertSearchOf(response: AlertSearchCriteria): AlertSearch {
  const { criteria, searchableSegmentCodes } = response;
  if (!criteria) return { state: 'AlertPreferencesMissing' };
  const searchable = new Set(searchableSegmentCodes);
  const segmentCodes = criteria.talentCommunities.length
    ? criteria.talentCommunities.filter((code) => searchable.has(code))
    : [...searchableSegmentCodes];
  // The job search reads no segment codes as every community: an empty scope is no search.
  if (!segmentCodes.length) return { state: 'Search', args: null };

  const args: JobSearchArgs = { segmentCodes };
  const keywords = criteria.keywords.trim();
  if (keywords) args.keywords = keywords;
  if (criteria.workTypes.length) args.workTypes = [...criteria.workTypes];
  if (criteria.flexibleWorkOptions.length)
    args.flexibleWorkOptions = [...criteria.flexibleWorkOptions];
  const { latitude, longitude } = criteria.location ?? {};
  if (latitude != null && longitude != null) {
    args.latitude = latitude;
    args.longitude = longitude;
    if (criteria.locationRadius != null) args.radius = criteria.locationRadius;
    const bounds = criteria.locationBounds
      ? locationBoundsInputSchema.safeParse(criteria.locationBounds)
      : null;
    if (bounds?.success) args.locationBounds = bounds.data;
  }
  return { state: 'Search', args };
}

/** The home listing and the results link each job to its advert with this source. */
export const JOB_ALERTS_SOURCE = 'talent-job-alerts';
