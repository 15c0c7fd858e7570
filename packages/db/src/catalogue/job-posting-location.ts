// Where a job is, from the first place of a posting's jobLocation: suburb, state, post code,
// country and coordinates, and the 'Suburb, STATE' line the advert shows.
import { isPlace, type JobPosting } from '@talent/contract';
import { countryCode, countryName } from './country-names';
import type { JobInsert } from './job-insert';

type LocationFields = Pick<
  JobInsert,
  | 'physicalLocation'
  | 'locationSuburb'
  | 'locationState'
  | 'locationPostCode'
  | 'locationCountryIso2'
  | 'countryName'
  | 'latitude'
  | 'longitude'
>;

export function locationFields(jobLocation: JobPosting['jobLocation']): LocationFields {
  // A job advertised in several places is shown (and found by radius) at the first that says
  // where ('Remote' says nowhere).
  const place = jobLocation?.find(isPlace);
  const address = place?.address;
  const country = address?.addressCountry;
  const iso2 = country?.iso2 ?? (country?.name ? countryCode(country.name) : undefined);
  const suburb = address?.addressLocality;
  const state = address?.addressRegion;
  // Australian post codes have four digits; a feed that sends them as numbers loses the
  // leading zero of the Northern Territory's (800 is 0800, Darwin).
  const postCode =
    iso2 === 'AU' && /^\d{3}$/.test(address?.postalCode ?? '')
      ? `0${address?.postalCode}`
      : address?.postalCode;
  return {
    physicalLocation: [suburb, state].filter(Boolean).join(', ') || null,
    locationSuburb: suburb ?? null,
    locationState: state ?? null,
    locationPostCode: postCode ?? null,
    locationCountryIso2: iso2 ?? null,
    countryName: country?.name ?? (iso2 ? countryName(iso2) : undefined) ?? null,
    latitude: place?.geo?.latitude ?? null,
    longitude: place?.geo?.longitude ?? null,
  };
}
