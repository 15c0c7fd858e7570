/** A populated place (suburb, town or city) as search and lookups return it. */
import type { Bounds } from '../units/bounds';

export interface Place {
  /** The GeoNames id ('2147714') when known, else a slug of country, admin1 code and name. */
  id: string;
  name: string;
  stateName?: string;
  /** The state's code from the country's state list ('NSW'); undefined when it has none. */
  stateCode?: string;
  countryIso2: string;
  countryName: string;
  /** Undefined: neither gazetteer carries postcodes, and none are made up. */
  postcode?: string;
  latitude: number;
  longitude: number;
  /** Approximate: see place-extent.ts. */
  bounds: Bounds;
  /** Undefined when the data has no population. */
  population?: number;
  /** 'Parramatta, NSW, Australia'. */
  label: string;
}

export interface PlaceSearchOptions {
  /** Only places in this country. */
  countryIso2?: string;
  /** At most this many results; 10 unless given. */
  limit?: number;
  /** Among equally good matches, places in this country come first. */
  biasCountryIso2?: string;
}
