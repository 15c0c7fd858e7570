/**
 * The one rule for a state or country qualifier ('VIC', 'Victoria', 'Vict', 'Australia', 'AU'):
 * codes must match whole, names from their first three letters. Shorter starts are too
 * ambiguous ('wa' would find Wales as well as Western Australia).
 */
import type { PlaceIndex, PlaceRegion } from './place-index';

const MIN_NAME_START = 3;

const namesMatch = (names: readonly string[], text: string): boolean =>
  names.some((name) => name === text || (text.length >= MIN_NAME_START && name.startsWith(text)));

export function isKnownQualifier(index: PlaceIndex, text: string): boolean {
  return index.qualifierCodes.has(text) || namesMatch(index.qualifierNames, text);
}

export function regionMatchesQualifier(region: PlaceRegion, text: string): boolean {
  return region.qualifierCodes.includes(text) || namesMatch(region.qualifierNames, text);
}
