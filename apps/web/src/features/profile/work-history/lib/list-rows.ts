// The row rules of the responsibilities and achievements lists (spec 2 section 5): there is
// always one trailing empty row to type into, empty rows in the middle are dropped, and empty
// entries are removed on save.

const isBlank = (row: string) => row.trim().length === 0;

/** Adds the trailing empty row when the last row has text (applied as the candidate types). */
export function withTrailingRow(rows: readonly string[]): string[] {
  if (rows.length === 0 || !isBlank(rows[rows.length - 1] ?? '')) return [...rows, ''];
  return [...rows];
}

/** Drops every empty row, then adds the one trailing empty row (applied after a pause). */
export function normaliseRows(rows: readonly string[]): string[] {
  return [...rows.filter((row) => !isBlank(row)), ''];
}

/** The entries to save: trimmed, no empty ones. */
export function withoutEmptyEntries(rows: readonly string[]): string[] {
  return rows.map((row) => row.trim()).filter((row) => row.length > 0);
}

/** The rows to edit for saved entries. */
export const rowsOf = (entries: readonly string[]) => normaliseRows(entries);
