import { describe, expect, it } from 'vitest';
import { normaliseRows, withoutEmptyEntries, withTrailingRow } from './list-rows';

describe('responsibilities and achievements rows', () => {
  it('always keeps one trailing empty row', () => {
    expect(normaliseRows([])).toEqual(['']);
    expect(normaliseRows(['Lead'])).toEqual(['Lead', '']);
    expect(normaliseRows(['Lead', '', ''])).toEqual(['Lead', '']);
    expect(withTrailingRow(['Lead'])).toEqual(['Lead', '']);
    expect(withTrailingRow(['Lead', ''])).toEqual(['Lead', '']);
    expect(withTrailingRow([])).toEqual(['']);
  });

  it('drops empty rows in the middle (blank counts as empty)', () => {
    expect(normaliseRows(['One', '', '  ', 'Two', ''])).toEqual(['One', 'Two', '']);
    // Typing into the last row only adds the trailing row; middle rows wait for the pause.
    expect(withTrailingRow(['One', '', 'Two'])).toEqual(['One', '', 'Two', '']);
  });

  it('saves only the entries with text, trimmed', () => {
    expect(withoutEmptyEntries([' One ', '', '   ', 'Two', ''])).toEqual(['One', 'Two']);
  });
});
