import { describe, expect, it } from 'vitest';
import { cookieValue } from './cookies';

describe('a cookie in a Cookie header', () => {
  it('is found by its exact name and decoded', () => {
    expect(cookieValue('a=1; talent-x=%7B%7D; b=2', 'talent-x')).toBe('{}');
    expect(cookieValue('xtalent-x=1', 'talent-x')).toBeNull();
    expect(cookieValue('talent-x=%E0%A4%A', 'talent-x')).toBeNull();
    expect(cookieValue('', 'talent-x')).toBeNull();
  });
});
