// Search model <-> the talent's saved criteria (spec 1 section 3, "Saved search criteria"):
// locationBounds travels as JSON text, the radius in km, and the location's country as its
// ISO code, which gives back the radius unit on the next visit.
import {
  locationBoundsInputSchema,
  type SearchCriteriaInput,
  type SearchCriteriaResponse,
} from '@talent/contract';
import { type DistanceUnit, defaultRadius, isValidRadius, unitForCountry } from '@talent/geo/units';
import { emptySearchModel, type SearchLocation, type SearchModel } from './search-model';

type SavedCriteria = NonNullable<SearchCriteriaResponse['criteria']>;

/** A saved search's place (Find Jobs' criteria, the job alert's) as the location the bar edits. */
export function savedLocation(
  criteria: Pick<SavedCriteria, 'location' | 'locationBounds' | 'locationRadius'>,
  defaultUnit: DistanceUnit,
): SearchLocation | null {
  const location = criteria.location;
  if (!location?.address.trim()) return null;
  const country = location.country?.length === 2 ? location.country.toUpperCase() : null;
  const distanceUnit = country ? unitForCountry(country) : defaultUnit;
  const bounds = criteria.locationBounds
    ? locationBoundsInputSchema.safeParse(criteria.locationBounds)
    : null;
  const radius = criteria.locationRadius;
  return {
    address: location.address,
    country,
    suburb: location.suburb ?? null,
    distanceUnit,
    geometry:
      location.latitude == null || location.longitude == null
        ? null
        : {
            latitude: location.latitude,
            longitude: location.longitude,
            bounds: bounds?.success ? bounds.data : null,
            radius:
              radius != null && isValidRadius(radius, distanceUnit)
                ? radius
                : defaultRadius(distanceUnit),
          },
  };
}

/** The model the bar starts from: the saved search, or an empty one when none was saved. */
export function modelFromCriteria(
  criteria: SavedCriteria | null,
  defaultUnit: DistanceUnit,
): SearchModel {
  if (!criteria) return emptySearchModel();
  return {
    ...emptySearchModel(),
    keywords: criteria.keywords ?? '',
    categories: criteria.categories.map((c) => ({
      category: c.category,
      subCategories: [...c.subCategories],
    })),
    talentCommunities: [...criteria.talentCommunities],
    workTypes: [...criteria.workTypes],
    flexibleWorkOptions: [...criteria.flexibleWorkOptions],
    location: savedLocation(criteria, defaultUnit),
  };
}

export function criteriaFromModel(model: SearchModel): SearchCriteriaInput {
  const location = model.location;
  const geometry = location?.geometry ?? null;
  return {
    keywords: model.keywords.trim() || null,
    workTypes: model.workTypes,
    flexibleWorkOptions: model.flexibleWorkOptions,
    location: location
      ? {
          address: location.address,
          country: location.country,
          suburb: location.suburb,
          latitude: geometry?.latitude ?? null,
          longitude: geometry?.longitude ?? null,
        }
      : null,
    locationBounds: geometry?.bounds ? JSON.stringify(geometry.bounds) : null,
    locationRadius: geometry ? geometry.radius : null,
    talentCommunities: model.talentCommunities,
    categories: model.categories,
  };
}
