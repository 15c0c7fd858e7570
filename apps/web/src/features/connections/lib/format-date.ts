// Dates on My Communities in en-AU style: day, short month, year ('5 Mar 2026', spec 3 section 4).
const EN_AU_DATE = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** The date of an ISO timestamp, or null for none or one that does not parse. */
export function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : EN_AU_DATE.format(date);
}
