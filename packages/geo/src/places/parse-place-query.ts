/**
 * Reads what a person typed into the ways it can be meant. 'Richmond, Victoria' is a name and a
 * qualifier; 'Richmond VIC' may be the same or a place called 'Richmond Vic'; 'Port Washington'
 * may be a place or 'Port' in Washington. Every reading is searched and the best match wins.
 */
import { normaliseName } from './normalise-name';

export interface PlaceQuery {
  /** The normalised place name, or its start. */
  name: string;
  /** Normalised state or country names or codes that the place must be in, all of them. */
  qualifiers: string[];
}

/** True when the text is a state or country code, or a name or the start of one. */
export type IsQualifier = (text: string) => boolean;

/** Longest trailing run of words tried as qualifiers ('new south wales australia'). */
const MAX_QUALIFIER_WORDS = 5;

/** Splits words into one or two qualifiers ('vic australia' → ['vic', 'australia']). */
function qualifierSplits(words: string[], isQualifier: IsQualifier): string[][] {
  const splits: string[][] = [];
  const whole = words.join(' ');
  if (isQualifier(whole)) splits.push([whole]);
  for (let at = 1; at < words.length; at++) {
    const first = words.slice(0, at).join(' ');
    const second = words.slice(at).join(' ');
    if (isQualifier(first) && isQualifier(second)) splits.push([first, second]);
  }
  return splits;
}

export function parsePlaceQuery(term: string, isQualifier: IsQualifier): PlaceQuery[] {
  if (term.includes(',')) {
    const [name, ...rest] = term.split(',').map(normaliseName);
    if (!name) return [];
    // A part that names nothing we know (still being typed, or a county) is left out.
    const qualifiers = rest.flatMap(
      (part) => (part ? qualifierSplits(part.split(' '), isQualifier)[0] : undefined) ?? [],
    );
    return [{ name, qualifiers }];
  }

  const words = normaliseName(term).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const readings: PlaceQuery[] = [{ name: words.join(' '), qualifiers: [] }];
  const firstQualifierWord = Math.max(1, words.length - MAX_QUALIFIER_WORDS);
  for (let at = words.length - 1; at >= firstQualifierWord; at--) {
    const name = words.slice(0, at).join(' ');
    for (const qualifiers of qualifierSplits(words.slice(at), isQualifier)) {
      readings.push({ name, qualifiers });
    }
  }
  return readings;
}
