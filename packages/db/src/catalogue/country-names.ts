// Country names for ISO 3166-1 codes and back, from the runtime's own region names (Node ships
// full ICU), so the import needs no country list of its own.
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** Codes ICU names that are not countries: user-assigned, unions, 'Unknown Region'. */
const NOT_COUNTRIES = /^(AA|Q[M-Z]|X[A-Z]|ZZ|EU|EZ|UN)$/;

let codesByName: Map<string, string> | undefined;

function isRegion(code: string): boolean {
  try {
    return regionNames.of(code) !== undefined;
  } catch {
    return false;
  }
}

/** 'AU' -> 'Australia'; undefined for a code that is not a country. */
export function countryName(iso2: string): string | undefined {
  const code = iso2.toUpperCase();
  if (!/^[A-Z]{2}$/.test(code) || NOT_COUNTRIES.test(code) || !isRegion(code)) return undefined;
  return regionNames.of(code);
}

/** 'australia' -> 'AU', by the English name; undefined when no country has that name. */
export function countryCode(name: string): string | undefined {
  if (!codesByName) {
    codesByName = new Map();
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (const a of letters) {
      for (const b of letters) {
        const english = countryName(a + b);
        if (english) codesByName.set(english.toLowerCase(), a + b);
      }
    }
  }
  return codesByName.get(name.trim().toLowerCase());
}
