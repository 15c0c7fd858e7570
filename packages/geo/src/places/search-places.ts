/**
 * Place autocomplete over the offline gazetteer: 'Parr', 'Paramatta', 'Richmond VIC',
 * 'Richmond, Victoria'. Names match from their start or from a later word's start. Only when
 * nothing matches that way are small typos tolerated: otherwise near-miss names of other places
 * would pad every short list. The first letter must be right, which keeps the typo search to one
 * letter's names. Loops over the typed arrays are indexed: for-of over them is several times
 * slower here.
 */
import { letterCounts, missingLetters } from './letter-counts';
import { type PlaceQuery, parsePlaceQuery } from './parse-place-query';
import type { Place, PlaceSearchOptions } from './place';
import {
  keysByPopulation,
  LATER_WORD,
  type PlaceIndex,
  placeIndex,
  typoCandidates,
} from './place-index';
import { isKnownQualifier, regionMatchesQualifier } from './place-qualifiers';
import { prefixEditDistance, typoAllowance } from './prefix-edit-distance';
import { EXACT, NAME_START, PlaceMatches, WORD_START, withTypos } from './rank-places';
import { toPlace } from './to-place';

const DEFAULT_LIMIT = 10;
const NO_KEYS = new Int32Array(0);

interface Search {
  index: PlaceIndex;
  found: PlaceMatches;
  limit: number;
  biasCountry: string | undefined;
  inScope: (place: number, qualifiers: readonly string[]) => boolean;
}

let matches: PlaceMatches | undefined;

const tierOf = (search: Search, key: number, name: string): number => {
  if (search.index.keyKind[key] === LATER_WORD) return WORD_START;
  return search.index.keys[key]!.length === name.length ? EXACT : NAME_START;
};

/** Names of three letters or more: scan the bucket of keys sharing the first three letters. */
function matchNameStart(search: Search, { name, qualifiers }: PlaceQuery): void {
  const { index, found } = search;
  const bucket = index.byFirstThreeLetters.get(name.slice(0, 3)) ?? NO_KEYS;
  for (let at = 0; at < bucket.length; at++) {
    const key = bucket[at]!;
    if (!index.keys[key]!.startsWith(name)) continue;
    const place = index.keyPlace[key]!;
    if (search.inScope(place, qualifiers)) found.offer(place, tierOf(search, key, name));
  }
}

/**
 * One or two letters match thousands of keys. They are scanned most populous first, and the scan
 * stops once `limit` places have the best tier a later key could still reach: any later one has
 * a smaller population. Exact names ('Ba') come from their own bucket first.
 */
function matchShortName(search: Search, { name, qualifiers }: PlaceQuery): void {
  const { index, found, limit, biasCountry } = search;
  const exact = index.byFirstThreeLetters.get(name) ?? NO_KEYS;
  for (let at = 0; at < exact.length; at++) {
    const place = index.keyPlace[exact[at]!]!;
    if (search.inScope(place, qualifiers)) found.offer(place, tierOf(search, exact[at]!, name));
  }
  const keys = keysByPopulation(index, name);
  let settled = 0;
  for (let at = 0; at < keys.length && settled < limit; at++) {
    const key = keys[at]!;
    const place = index.keyPlace[key]!;
    if (!search.inScope(place, qualifiers)) continue;
    const tier = tierOf(search, key, name);
    const wasSettled = (found.bestTier(place) ?? WORD_START) <= NAME_START;
    found.offer(place, tier);
    const inBias = !biasCountry || index.places[place]!.region.countryIso2 === biasCountry;
    if (!wasSettled && tier <= NAME_START && inBias) settled++;
  }
}

function matchTypos(search: Search, { name, qualifiers }: PlaceQuery): void {
  const { index, found } = search;
  const allowance = typoAllowance(name.length);
  if (allowance === 0) return;
  const letters = letterCounts(name);
  const { keys, once, twice, thrice } = typoCandidates(index, name.charAt(0));
  for (let at = 0; at < keys.length; at++) {
    if (missingLetters(letters, once[at]!, twice[at]!, thrice[at]!) > allowance) continue;
    const key = keys[at]!;
    const place = index.keyPlace[key]!;
    if ((found.bestTier(place) ?? Number.POSITIVE_INFINITY) <= WORD_START) continue;
    const typos = prefixEditDistance(name, index.keys[key]!, allowance);
    if (typos === 0 || typos > allowance || !search.inScope(place, qualifiers)) continue;
    found.offer(place, withTypos(typos));
  }
}

/** The index and the match list a search needs: made on first use (about a second) and kept. */
function prepared(): { index: PlaceIndex; found: PlaceMatches } {
  const index = placeIndex();
  matches ??= new PlaceMatches(index.places);
  return { index, found: matches };
}

/** Makes what a place search needs now, so that no search has to wait for it. */
export function preparePlaceSearch(): void {
  prepared();
}

export function searchPlaces(term: string, options: PlaceSearchOptions = {}): Place[] {
  const limit = options.limit ?? DEFAULT_LIMIT;
  if (limit <= 0) return [];
  const { index, found } = prepared();
  const onlyCountry = options.countryIso2?.toUpperCase();
  found.reset();
  const search: Search = {
    index,
    found,
    limit,
    biasCountry: options.biasCountryIso2?.toUpperCase(),
    inScope: (place, qualifiers) => {
      const { region } = index.places[place]!;
      if (onlyCountry && region.countryIso2 !== onlyCountry) return false;
      return qualifiers.every((qualifier) => regionMatchesQualifier(region, qualifier));
    },
  };

  const readings = parsePlaceQuery(term, (text) => isKnownQualifier(index, text));
  for (const reading of readings) {
    if (reading.name.length >= 3) matchNameStart(search, reading);
    else matchShortName(search, reading);
  }
  if (search.found.size === 0) {
    for (const reading of readings) matchTypos(search, reading);
  }
  return search.found.top(limit, search.biasCountry).map(toPlace);
}

export function placeById(id: string): Place | undefined {
  const index = placeIndex();
  const place = index.byId.get(id);
  return place === undefined ? undefined : toPlace(index.places[place]!);
}
