/**
 * The in-memory gazetteer: every place once, and its searchable name keys bucketed by their
 * first three letters, in typed arrays to keep the heap small; lists for one- and two-letter
 * prefixes are made when first asked for. Built on first use and kept for the process's life.
 */
import { states } from '../countries/states';
import { type GazetteerPlace, loadAdmin1Names, loadGazetteerPlaces } from './gazetteer-sources';
import { type LetterCountTable, letterCountTable } from './letter-counts';
import { nameVariants, normaliseName } from './normalise-name';
import { type PlaceRegion, placeRegions } from './place-regions';

export type { PlaceRegion } from './place-regions';

export interface IndexedPlace {
  id: string;
  name: string;
  region: PlaceRegion;
  latitude: number;
  longitude: number;
  population?: number;
}

/** The whole name, or a spelling variant of it ('mt eden'). */
export const WHOLE_NAME = 0;
/** The name from a later word on ('hills' of 'surry hills'). */
export const LATER_WORD = 1;

export interface PlaceIndex {
  places: IndexedPlace[];
  byId: Map<string, number>;
  keys: string[];
  keyPlace: Int32Array;
  keyKind: Uint8Array;
  /** Key numbers by the key's first three letters (or the whole key, when shorter). */
  byFirstThreeLetters: Map<string, Int32Array>;
  /** Filled on first use by keysByPopulation and typoCandidates. */
  byShortPrefix: Map<string, Int32Array>;
  typoCandidatesByLetter: Map<string, TypoCandidates>;
  /** Every state and country name and code, to tell 'Richmond VIC' from 'Port Washington'. */
  qualifierNames: readonly string[];
  qualifierCodes: ReadonlySet<string>;
}

let index: PlaceIndex | undefined;

export function placeIndex(): PlaceIndex {
  index ??= buildPlaceIndex(loadGazetteerPlaces(), loadAdmin1Names());
  return index;
}

/**
 * Key numbers of every key starting with a one- or two-letter prefix, most populous place first,
 * so short queries can stop scanning once the list is settled. Made on first use and kept.
 */
export function keysByPopulation(index: PlaceIndex, prefix: string): Int32Array {
  let keys = index.byShortPrefix.get(prefix);
  if (!keys) {
    const found: number[] = [];
    for (const [start, bucketKeys] of index.byFirstThreeLetters) {
      if (start.startsWith(prefix)) for (const key of bucketKeys) found.push(key);
    }
    const population = (key: number) => index.places[index.keyPlace[key]!]!.population ?? -1;
    keys = Int32Array.from(found.sort((a, b) => population(b) - population(a)));
    index.byShortPrefix.set(prefix, keys);
  }
  return keys;
}

/** Whole-name keys starting with one letter, with their letter counts (see letter-counts.ts). */
export interface TypoCandidates extends LetterCountTable {
  keys: Int32Array;
}

/** The candidates for typo matching: whole names with the query's first letter. */
export function typoCandidates(index: PlaceIndex, letter: string): TypoCandidates {
  let candidates = index.typoCandidatesByLetter.get(letter);
  if (!candidates) {
    const keys = keysByPopulation(index, letter).filter((key) => index.keyKind[key] === WHOLE_NAME);
    const words = Array.from(keys, (key) => index.keys[key]!);
    candidates = { keys, ...letterCountTable(words) };
    index.typoCandidatesByLetter.set(letter, candidates);
  }
  return candidates;
}

function bucket(map: Map<string, number[]>, key: string, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const toTyped = (map: Map<string, number[]>): Map<string, Int32Array> =>
  new Map([...map].map(([key, list]) => [key, Int32Array.from(list)]));

/** A GeoNames id when there is one; else country, admin1 and name, numbered if repeated. */
function placeId(
  source: GazetteerPlace,
  normalisedName: string,
  taken: Map<string, number>,
): string {
  if (source.geonameId !== undefined) {
    const geonameId = String(source.geonameId);
    if (!taken.has(geonameId)) return geonameId;
  }
  const name = normalisedName.replace(/ /g, '-');
  const base = `${source.countryIso2}-${source.admin1 || 'x'}-${name}`.toLowerCase();
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

export function buildPlaceIndex(
  gazetteer: readonly GazetteerPlace[],
  admin1Names: Map<string, string>,
): PlaceIndex {
  const regions = placeRegions(admin1Names);
  const places: IndexedPlace[] = [];
  const byId = new Map<string, number>();
  const keys: string[] = [];
  const keyPlace: number[] = [];
  const keyKind: number[] = [];
  const byFirstThreeLetters = new Map<string, number[]>();

  const addKey = (key: string, place: number, kind: number) => {
    const keyNumber = keys.push(key) - 1;
    keyPlace.push(place);
    keyKind.push(kind);
    bucket(byFirstThreeLetters, key.slice(0, 3), keyNumber);
  };

  for (const source of gazetteer) {
    // A few names lost their letters to '?' in an encoding mishap upstream ('Mar?S?').
    if (source.name.includes('?')) continue;
    const normalised = normaliseName(source.name);
    if (!normalised) continue;
    const id = placeId(source, normalised, byId);
    const place =
      places.push({
        id,
        name: source.name,
        region: regions.regionOf(source.countryIso2, source.admin1),
        latitude: source.latitude,
        longitude: source.longitude,
        // Always present, even when undefined: one object shape keeps property reads fast.
        population: source.population,
      }) - 1;
    byId.set(id, place);
    addKey(normalised, place, WHOLE_NAME);
    for (const variant of nameVariants(normalised)) addKey(variant, place, WHOLE_NAME);
    for (let at = normalised.indexOf(' '); at >= 0; at = normalised.indexOf(' ', at + 1)) {
      addKey(normalised.slice(at + 1), place, LATER_WORD);
    }
  }

  const qualifierNames = new Set<string>();
  const qualifierCodes = new Set<string>();
  for (const region of regions.all()) {
    for (const name of region.qualifierNames) qualifierNames.add(name);
    for (const code of region.qualifierCodes) qualifierCodes.add(code);
    for (const state of states(region.countryIso2)) qualifierNames.add(normaliseName(state.name));
  }

  return {
    places,
    byId,
    keys,
    keyPlace: Int32Array.from(keyPlace),
    keyKind: Uint8Array.from(keyKind),
    byFirstThreeLetters: toTyped(byFirstThreeLetters),
    byShortPrefix: new Map(),
    typoCandidatesByLetter: new Map(),
    qualifierNames: [...qualifierNames],
    qualifierCodes,
  };
}
