// The country dropdown's options: the countries that have communities, and the country searched
// even when it has none (the talent's default, or one from a shared link), named in English so
// the dropdown never shows a blank.
export interface CountryOption {
  value: string;
  label: string;
}

const regionNames = new Intl.DisplayNames(['en-AU'], { type: 'region', fallback: 'code' });

export function countryOptions(
  countries: CountryOption[],
  selected: string | null,
): CountryOption[] {
  if (!selected || countries.some((country) => country.value === selected)) return countries;
  const label = regionNames.of(selected) ?? selected;
  return [...countries, { value: selected, label }].sort((a, b) => a.label.localeCompare(b.label));
}
