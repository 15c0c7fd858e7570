import { describe, expect, it } from 'vitest';
import { formatCount, formatNumber } from './format-count';

describe('formatCount', () => {
  it('groups thousands with commas, as en-AU does', () => {
    for (const n of [0, 7, 999, 1000, 12345, 1234567, -4500]) {
      expect(formatCount(n)).toBe(n.toLocaleString('en-AU'));
    }
  });
});

describe('formatNumber', () => {
  it('writes a number as en-AU’s default number format does', () => {
    const format = new Intl.NumberFormat('en-AU');
    for (const n of [
      0, 7, 0.5, 12.25, 87.5, 999.9994, 999.9995, 1000, 12345.678, 1234567.1, -4500.25, -0.0001,
      62.5,
    ]) {
      expect(formatNumber(n)).toBe(format.format(n));
    }
  });
});
