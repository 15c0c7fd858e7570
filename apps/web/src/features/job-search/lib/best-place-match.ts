// The place taken when the talent leaves the location box (or presses Enter) without choosing a
// suggestion: a place named exactly as typed, in the bias country first, else anywhere; then
// the first suggestion in the bias country; then the first suggestion. None: not found.
import type { Place } from '@talent/contract';

export function bestPlaceMatch(
  term: string,
  places: readonly Place[],
  biasCountry: string,
): Place | null {
  const typed = term.trim().toLowerCase();
  const inBias = (p: Place) => p.countryIso2.toUpperCase() === biasCountry.toUpperCase();
  const named = (p: Place) => p.name.toLowerCase() === typed || p.label.toLowerCase() === typed;
  return (
    places.find((p) => named(p) && inBias(p)) ??
    places.find(named) ??
    places.find(inBias) ??
    places[0] ??
    null
  );
}
