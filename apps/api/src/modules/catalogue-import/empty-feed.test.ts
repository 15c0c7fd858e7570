import { parseFeed } from '@talent/db/catalogue';
import { describe, expect, it } from 'vitest';
import { isEmptyFeed } from './empty-feed';

describe('isEmptyFeed', () => {
  const empty = ['', '\n', ' \r\n\t ', '\uFEFF\n', '[]', ' [ ] \n', '[\n,\n , ]', '\uFEFF[]'];
  const notEmpty = ['{}', '[{}]', '[1]', '[', '[] x', 'x', '[ , {"a":1} ]', '\n{"a":1}\n'];

  it.each(empty)('finds no record in %j, as parseFeed does', (text) => {
    expect(parseFeed(text)).toEqual([]);
    expect(isEmptyFeed(text)).toBe(true);
  });

  it.each(notEmpty)('leaves %j to the import, where parseFeed finds an entry', (text) => {
    expect(parseFeed(text).length).toBeGreaterThan(0);
    expect(isEmptyFeed(text)).toBe(false);
  });

  it('answers at once for 20 MB of blank lines or of an array of commas', () => {
    const started = performance.now();
    expect(isEmptyFeed('\n'.repeat(20 * 1024 * 1024))).toBe(true);
    expect(isEmptyFeed(`[${','.repeat(20 * 1024 * 1024)}x`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
