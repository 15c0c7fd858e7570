// Languages table and form (spec 2 sections 2.3, 3, 5).
export function LanguagesSection() {
  return null;
}
