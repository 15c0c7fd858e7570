// Where the talent lives, from a header or contact line: "Parramatta NSW 2150", "Bendigo, VIC",
// "Brisbane, Queensland", "Auckland, New Zealand", or a bare place name the gazetteer knows.
import { searchPlaces } from '@talent/geo';
import type { ResumeLocation } from '../types';
import { fold } from './text';

const AU_STATES: Record<string, string> = {
  nsw: 'NSW',
  vic: 'VIC',
  qld: 'QLD',
  wa: 'WA',
  sa: 'SA',
  tas: 'TAS',
  act: 'ACT',
  nt: 'NT',
  'new south wales': 'NSW',
  victoria: 'VIC',
  queensland: 'QLD',
  'western australia': 'WA',
  'south australia': 'SA',
  tasmania: 'TAS',
  'australian capital territory': 'ACT',
  'northern territory': 'NT',
};
const STATE_NAMES = Object.keys(AU_STATES)
  .filter((k) => k.length > 3)
  .map((k) => k.replace(/\b\w/g, (c) => c.toUpperCase()))
  .join('|');
const PLACE_WORDS = String.raw`[\p{Lu}][\p{L}'’.-]*(?:\s+[\p{Lu}][\p{L}'’.-]*){0,3}`;
// "Parramatta NSW 2150", "Bendigo, VIC", "Hobart, Tasmania 7000": the state in capitals. A
// state that a capitalised word follows on (not "Australia") is the start of a name, not a
// place: "Queensland Health", "Victoria Police", "NSW Health" (OCR may lose the separator before
// it: "Service Desk Analyst Queensland Health").
const AU_PLACE = new RegExp(
  String.raw`(${PLACE_WORDS})[,\s]+(NSW|VIC|QLD|WA|SA|TAS|ACT|NT|${STATE_NAMES})\b(?! +(?!Australia\b)\p{Lu}\p{Ll})\.?(?:[,\s]+(\d{4}))?(?:[,\s]+Australia)?`,
  'gu',
);
// "Department of Education Victoria", "Transport for NSW": words joined by "of", "for" or
// "and" run on into one name, and a state at its end is that name's, not a place.
const NAME_GOES_ON = /(?:^|\s)(?:of|for|and|&)\s+$/i;

/** The first state-written place in the text that is not the end of a longer name. */
function auPlace(text: string): RegExpExecArray | null {
  AU_PLACE.lastIndex = 0;
  for (let m = AU_PLACE.exec(text); m; m = AU_PLACE.exec(text)) {
    if (!NAME_GOES_ON.test(text.slice(0, m.index))) return m;
    AU_PLACE.lastIndex = m.index + (m[1] as string).length;
  }
  return null;
}
const COUNTRY_PLACE = new RegExp(
  String.raw`(${PLACE_WORDS}),\s*(Australia|New Zealand|Aotearoa|NZ|AU)\b`,
  'u',
);
const LABEL = /^(?:location|address|based in|lives in|home|residence)\s*[:-]?\s*/i;
const COUNTRIES: Record<string, string> = {
  australia: 'AU',
  au: 'AU',
  'new zealand': 'NZ',
  aotearoa: 'NZ',
  nz: 'NZ',
};

export interface FoundLocation {
  location: ResumeLocation;
  text: string;
}

/** A location written with its state or country: needs no gazetteer. */
export function findWrittenLocation(line: string): FoundLocation | null {
  const text = line.replace(LABEL, '');
  const au = auPlace(text);
  if (au) {
    const state = AU_STATES[fold(au[2] as string)];
    // "12 Smith St, Parramatta": the place is the words after the last comma.
    const city = (au[1] as string).split(',').pop()?.trim() ?? '';
    const cityWords = city.split(/\s+/);
    // Street names before the suburb ("George St Sydney"): keep the words after a street word.
    const street = cityWords.findIndex((w) =>
      /^(?:st|street|rd|road|ave|avenue|dr|drive|pl|place|ct|court|cres|hwy|lane|ln|tce|terrace|pde|parade|way|blvd)\.?$/i.test(
        w,
      ),
    );
    const place = street >= 0 ? cityWords.slice(street + 1).join(' ') : city;
    const location: ResumeLocation = {
      ...(place ? { city: place } : {}),
      ...(state ? { region: state } : {}),
      ...(au[3] ? { postalCode: au[3] } : {}),
      countryCode: 'AU',
    };
    const before = text.slice(0, au.index).trim().replace(/,$/, '');
    if (/\d/.test(before) || street >= 0)
      location.address = text.slice(0, au.index + au[0].length).trim();
    return { location, text: au[0].trim() };
  }
  const country = COUNTRY_PLACE.exec(text);
  if (country) {
    const code = COUNTRIES[fold(country[2] as string)] as string;
    return { location: { city: country[1] as string, countryCode: code }, text: country[0].trim() };
  }
  return null;
}

const BARE_PLACE = /^[\p{Lu}][\p{L}'’.-]+(?:\s+[\p{Lu}][\p{L}'’.-]+){0,2}$/u;

/**
 * A bare place name ("Townsville", "Wagga Wagga") the gazetteer names exactly, in Australia or
 * New Zealand first. Exact only: a near miss is some other word.
 */
export function findPlace(text: string): FoundLocation | null {
  const written = text.replace(LABEL, '').trim();
  // "Tauranga 3110", "Wollongong 2500": a post code after the name (four digits in both
  // countries) is kept, the name looked up without it.
  const post = /^(.*?)[,\s]+(\d{4})$/.exec(written);
  const candidate = post ? (post[1] as string) : written;
  if (!BARE_PLACE.test(candidate)) return null;
  const wanted = fold(candidate);
  for (const countryIso2 of ['AU', 'NZ']) {
    const place = searchPlaces(candidate, { countryIso2, limit: 3 }).find(
      (p) => fold(p.name) === wanted,
    );
    if (place) {
      return {
        location: {
          city: place.name,
          ...(place.stateCode ? { region: place.stateCode } : {}),
          ...(post ? { postalCode: post[2] as string } : {}),
          countryCode: place.countryIso2,
        },
        text: written,
      };
    }
  }
  return null;
}
