// Business card with its action bar: visibility, availability, preview link, last updated.
export function BusinessCardSection() {
  return null;
}
