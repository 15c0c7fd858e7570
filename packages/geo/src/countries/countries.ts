/**
 * The country list: ISO 3166-1 codes and English names from i18n-iso-countries (MIT), with the
 * distance unit and whether a state list exists.
 */
import isoCountries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import { unitForCountry } from '../units/distance-unit';
import { states } from './states';

export interface Country {
  /** The ISO 3166-1 alpha-2 code, also used as the id. */
  id: string;
  name: string;
  iso2: string;
  iso3: string;
  usesMiles: boolean;
  hasStateList: boolean;
  /** 1-based place in the alphabetical list. */
  position: number;
}

// The package registers every locale itself under Node but none in the browser build.
isoCountries.registerLocale(english);

let countryList: readonly Country[] | undefined;
let countryByIso2: Map<string, Country> | undefined;

function loadCountries(): readonly Country[] {
  const names = isoCountries.getNames('en', { select: 'official' });
  return Object.entries(names)
    .sort(([, a], [, b]) => a.localeCompare(b, 'en'))
    .map(([iso2, name], index) => ({
      id: iso2,
      name,
      iso2,
      iso3: isoCountries.alpha2ToAlpha3(iso2) ?? '',
      usesMiles: unitForCountry(iso2) === 'miles',
      hasStateList: states(iso2).length > 0,
      position: index + 1,
    }));
}

/** Every country, alphabetical by English name. */
export function countries(): readonly Country[] {
  countryList ??= loadCountries();
  return countryList;
}

export function country(iso2: string): Country | undefined {
  countryByIso2 ??= new Map(countries().map((entry) => [entry.iso2, entry]));
  return countryByIso2.get(iso2.toUpperCase());
}

/** Every English name and abbreviation of the country ('United Kingdom', 'UK', 'Great Britain'). */
export function countryAliases(iso2: string): readonly string[] {
  const names = isoCountries.getName(iso2, 'en', { select: 'all' });
  return names ?? [];
}
