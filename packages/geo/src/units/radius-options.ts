/**
 * Location radius options, exactly as spec 1 section 9 lists them. The value is always sent in
 * kilometres; miles options only change the label (the spec's own rounded km values are kept
 * as they are rather than recomputed, so saved searches compare equal).
 */
import type { DistanceUnit } from './distance-unit';

export interface RadiusOption {
  label: string;
  /** Radius in kilometres, as sent to job search. */
  value: number;
}

const KM_STEPS = [0, 5, 10, 20, 30, 50, 100, 150] as const;

/** [miles shown, km sent] pairs from the spec. */
const MILE_STEPS = [
  [0, 0],
  [3, 4.38],
  [6, 9.65],
  [12, 19.31],
  [20, 32.18],
  [30, 48.27],
  [50, 80.45],
  [80, 128.72],
] as const;

const DEFAULT_RADIUS: Record<DistanceUnit, number> = { km: 50, miles: 48.27 };

export function radiusOptions(unit: DistanceUnit): RadiusOption[] {
  if (unit === 'miles') {
    return MILE_STEPS.map(([miles, km]) => ({ label: `${miles} miles`, value: km }));
  }
  return KM_STEPS.map((km) => ({ label: `${km} km`, value: km }));
}

export function defaultRadius(unit: DistanceUnit): number {
  return DEFAULT_RADIUS[unit];
}

/** True only for one of the unit's listed values: any other radius is rejected, not rounded. */
export function isValidRadius(value: number, unit: DistanceUnit): boolean {
  return radiusOptions(unit).some((option) => option.value === value);
}
