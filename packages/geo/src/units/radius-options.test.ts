import { describe, expect, it } from 'vitest';
import { defaultRadius, isValidRadius, radiusOptions } from './radius-options';

describe('radius options (spec 1, section 9)', () => {
  it('offers 0, 5, 10, 20, 30, 50, 100 and 150 km, labelled in km', () => {
    expect(radiusOptions('km')).toEqual([
      { label: '0 km', value: 0 },
      { label: '5 km', value: 5 },
      { label: '10 km', value: 10 },
      { label: '20 km', value: 20 },
      { label: '30 km', value: 30 },
      { label: '50 km', value: 50 },
      { label: '100 km', value: 100 },
      { label: '150 km', value: 150 },
    ]);
  });

  it('labels miles options in miles and sends their values in km', () => {
    expect(radiusOptions('miles')).toEqual([
      { label: '0 miles', value: 0 },
      { label: '3 miles', value: 4.38 },
      { label: '6 miles', value: 9.65 },
      { label: '12 miles', value: 19.31 },
      { label: '20 miles', value: 32.18 },
      { label: '30 miles', value: 48.27 },
      { label: '50 miles', value: 80.45 },
      { label: '80 miles', value: 128.72 },
    ]);
  });

  it('defaults to 50 km, and to 48.27 km (30 miles) for miles', () => {
    expect(defaultRadius('km')).toBe(50);
    expect(defaultRadius('miles')).toBe(48.27);
  });

  it('has each default among its own options', () => {
    for (const unit of ['km', 'miles'] as const) {
      expect(radiusOptions(unit).map((option) => option.value)).toContain(defaultRadius(unit));
    }
  });

  it('accepts only the listed values of the unit', () => {
    expect(isValidRadius(50, 'km')).toBe(true);
    expect(isValidRadius(0, 'km')).toBe(true);
    expect(isValidRadius(48.27, 'miles')).toBe(true);
    expect(isValidRadius(48.27, 'km')).toBe(false);
    expect(isValidRadius(50, 'miles')).toBe(false);
    expect(isValidRadius(25, 'km')).toBe(false);
    expect(isValidRadius(-5, 'km')).toBe(false);
  });

  it('hands out a fresh list each time, so a caller cannot change the options', () => {
    const options = radiusOptions('km');
    options.pop();
    expect(radiusOptions('km')).toHaveLength(8);
  });
});
