// Search model <-> URL query, so a search can be bookmarked, shared and restored with the back
// button. `keywords` is always written (empty for "everything"): its presence says the URL
// holds a search, so the saved criteria are not laid over a search the talent cleared.
import { type DistanceUnit, defaultRadius, isValidRadius, unitForCountry } from '@talent/geo/units';
import type { CategorySelection, SearchLocation, SearchModel } from './search-model';

const KEYS = {
  keywords: 'keywords',
  category: 'category',
  community: 'community',
  workType: 'workType',
  workOption: 'workOption',
  workLocation: 'workLocation',
  location: 'location',
  country: 'country',
  suburb: 'suburb',
  latitude: 'lat',
  longitude: 'lng',
  radius: 'radius',
  bounds: 'bounds',
} as const;

export function hasSearchParams(params: URLSearchParams): boolean {
  return Object.values(KEYS).some((key) => params.has(key));
}

function finite(text: string | null, min: number, max: number): number | null {
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= min && value <= max ? value : null;
}

const ids = (values: string[]) =>
  values.map((v) => finite(v, 0, Number.MAX_SAFE_INTEGER)).filter((v) => v !== null);

function parseCategory(text: string): CategorySelection | null {
  const [category, sub] = text.split(':').map((part) => finite(part, 0, Number.MAX_SAFE_INTEGER));
  if (category == null) return null;
  return { category, subCategories: sub == null ? [] : [sub] };
}

/** "1", "1:101", "1:102" -> [{ category: 1, subCategories: [101, 102] }]. */
function parseCategories(values: string[]): CategorySelection[] {
  const byCategory = new Map<number, CategorySelection>();
  for (const selection of values.map(parseCategory)) {
    if (!selection) continue;
    const existing = byCategory.get(selection.category);
    if (!existing) byCategory.set(selection.category, selection);
    else if (existing.subCategories.length && selection.subCategories.length)
      existing.subCategories.push(...selection.subCategories);
    else existing.subCategories = [];
  }
  return [...byCategory.values()];
}

function parseBounds(text: string | null) {
  const parts = text?.split(',') ?? [];
  if (parts.length !== 4) return null;
  const [north, south, east, west] = parts.map((part, i) =>
    i < 2 ? finite(part, -90, 90) : finite(part, -180, 180),
  );
  if (north == null || south == null || east == null || west == null) return null;
  return { north, south, east, west };
}

function parseLocation(params: URLSearchParams, defaultUnit: DistanceUnit): SearchLocation | null {
  const address = params.get(KEYS.location)?.trim();
  if (!address) return null;
  const country = params.get(KEYS.country)?.toUpperCase() || null;
  const distanceUnit = country ? unitForCountry(country) : defaultUnit;
  const latitude = finite(params.get(KEYS.latitude), -90, 90);
  const longitude = finite(params.get(KEYS.longitude), -180, 180);
  const radius = finite(params.get(KEYS.radius), 0, 500);
  return {
    address,
    country,
    suburb: params.get(KEYS.suburb) || null,
    distanceUnit,
    geometry:
      latitude == null || longitude == null
        ? null
        : {
            latitude,
            longitude,
            bounds: parseBounds(params.get(KEYS.bounds)),
            radius:
              radius != null && isValidRadius(radius, distanceUnit)
                ? radius
                : defaultRadius(distanceUnit),
          },
  };
}

/** The search the URL holds, or null when it holds none. */
export function modelFromParams(
  params: URLSearchParams,
  defaultUnit: DistanceUnit,
): SearchModel | null {
  if (!hasSearchParams(params)) return null;
  return {
    keywords: params.get(KEYS.keywords) ?? '',
    categories: parseCategories(params.getAll(KEYS.category)),
    talentCommunities: params.getAll(KEYS.community).filter(Boolean),
    workTypes: ids(params.getAll(KEYS.workType)),
    flexibleWorkOptions: ids(params.getAll(KEYS.workOption)),
    location: parseLocation(params, defaultUnit),
    workLocations: params.getAll(KEYS.workLocation).filter(Boolean),
  };
}

export function paramsFromModel(model: SearchModel): URLSearchParams {
  const params = new URLSearchParams();
  params.set(KEYS.keywords, model.keywords);
  for (const { category, subCategories } of model.categories) {
    if (!subCategories.length) params.append(KEYS.category, String(category));
    for (const sub of subCategories) params.append(KEYS.category, `${category}:${sub}`);
  }
  for (const code of model.talentCommunities) params.append(KEYS.community, code);
  for (const id of model.workTypes) params.append(KEYS.workType, String(id));
  for (const id of model.flexibleWorkOptions) params.append(KEYS.workOption, String(id));
  for (const id of model.workLocations) params.append(KEYS.workLocation, id);
  const location = model.location;
  if (location?.address.trim()) {
    params.set(KEYS.location, location.address);
    if (location.country) params.set(KEYS.country, location.country);
    if (location.suburb) params.set(KEYS.suburb, location.suburb);
    const geometry = location.geometry;
    if (geometry) {
      params.set(KEYS.latitude, String(geometry.latitude));
      params.set(KEYS.longitude, String(geometry.longitude));
      params.set(KEYS.radius, String(geometry.radius));
      const b = geometry.bounds;
      if (b) params.set(KEYS.bounds, [b.north, b.south, b.east, b.west].join(','));
    }
  }
  return params;
}
