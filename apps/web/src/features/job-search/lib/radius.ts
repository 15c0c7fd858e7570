// The radius around a chosen place (spec 1 sections 4 and 9): kept while the unit stays the
// same, and back to the unit's default when the place switches between kilometres and miles.
import type { Place } from '@talent/contract';
import { type DistanceUnit, defaultRadius, radiusOptions } from '@talent/geo/units';
import type { SearchLocation } from './search-model';

export function radiusAfterUnitChange(
  previousUnit: DistanceUnit,
  nextUnit: DistanceUnit,
  previousRadius: number | null | undefined,
): number {
  if (previousUnit !== nextUnit || previousRadius == null) return defaultRadius(nextUnit);
  return previousRadius;
}

export function locationFromPlace(
  place: Place,
  previous: SearchLocation | null,
  fallbackUnit: DistanceUnit,
): SearchLocation {
  return {
    address: place.label,
    country: place.countryIso2,
    suburb: place.name,
    distanceUnit: place.distanceUnit,
    geometry: {
      latitude: place.latitude,
      longitude: place.longitude,
      bounds: place.bounds,
      radius: radiusAfterUnitChange(
        previous?.distanceUnit ?? fallbackUnit,
        place.distanceUnit,
        previous?.geometry?.radius,
      ),
    },
  };
}

/** The radius dropdown's options: values as strings, as the select wants them. */
export function radiusSelectData(unit: DistanceUnit) {
  return radiusOptions(unit).map((o) => ({ value: String(o.value), label: o.label }));
}
