import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it('groups thousands with commas, as en-AU does', () => {
    for (const n of [0, 7, 999, 1000, 12345, 1234567, -4500]) {
      expect(formatCount(n)).toBe(n.toLocaleString('en-AU'));
    }
  });
});
