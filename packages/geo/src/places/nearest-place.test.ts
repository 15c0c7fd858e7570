import { describe, expect, it } from 'vitest';
import { nearestPlace } from './nearest-place';

describe('nearestPlace', () => {
  it('names the place nearest a point', () => {
    expect(nearestPlace(-33.8179, 151.0035)?.label).toBe('Parramatta, NSW, Australia');
  });

  it('names nothing for a point far out at sea', () => {
    expect(nearestPlace(0, -30)).toBeUndefined();
  });
});
