/**
 * States (first-level regions) per country, for the manual address form and the state filter
 * (spec 2, sections 5 and 9). Source: country-region-data (MIT), whose codes are ISO 3166-2
 * subdivision codes without the country prefix (NSW, VIC, AUK).
 */
import { allCountries } from 'country-region-data';

export interface State {
  /** ISO 3166-2 style id such as 'AU-NSW'; the name in kebab-case when the data has no code. */
  id: string;
  name: string;
  /** Subdivision code without the country prefix ('NSW'), undefined when the data has none. */
  code?: string;
}

/** Spec 2, section 9: "State filter shown when a country has 10 or more states". */
const STATE_FILTER_MIN_STATES = 10;

let statesByCountry: Map<string, readonly State[]> | undefined;

const slug = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function buildStates(countryIso2: string, regions: readonly (readonly string[])[]): State[] {
  const states = regions.flatMap(([name, rawCode]) => {
    if (name === undefined) return [];
    // The package's ESM build writes a missing code as the string "undefined".
    const code = rawCode && rawCode !== 'undefined' ? rawCode : undefined;
    return [{ id: `${countryIso2}-${code ?? slug(name)}`, name, ...(code ? { code } : {}) }];
  });
  return states.sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

function loadStates(): Map<string, readonly State[]> {
  const map = new Map<string, readonly State[]>();
  for (const [countryName, iso2, regions] of allCountries) {
    // A lone region named after the country (Gibraltar, Aruba, ...) is not a list to pick from.
    const onlyTheCountry = regions.length === 1 && regions[0]?.[0] === countryName;
    map.set(iso2, onlyTheCountry ? [] : buildStates(iso2, regions));
  }
  return map;
}

/** The country's states sorted by name; empty when the country has no state list. */
export function states(countryIso2: string): readonly State[] {
  statesByCountry ??= loadStates();
  return statesByCountry.get(countryIso2.toUpperCase()) ?? [];
}

export function showStateFilter(countryIso2: string): boolean {
  return states(countryIso2).length >= STATE_FILTER_MIN_STATES;
}
