import { describe, expect, it } from 'vitest';
import { createUrlCodes, createUuids, MAX_DEMO_JOBS } from './ids';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('createUuids', () => {
  it('makes v4-shaped ids, unique per kind, stable per seed', () => {
    const ids = createUuids(42, 'job');
    const all = Array.from({ length: 50_000 }, (_, i) => ids(i));
    expect(all.every((id) => UUID_V4.test(id))).toBe(true);
    expect(new Set(all).size).toBe(all.length);
    expect(createUuids(42, 'job')(123)).toBe(all[123]);
    expect(createUuids(43, 'job')(123)).not.toBe(all[123]);
    expect(createUuids(42, 'company')(123)).not.toBe(all[123]);
  });
});

describe('createUrlCodes', () => {
  const codeFor = createUrlCodes(42);

  it('gives six-digit codes first, then seven-digit ones', () => {
    expect(codeFor(0)).toMatch(/^\d{6}$/);
    expect(codeFor(899_999)).toMatch(/^\d{6}$/);
    expect(codeFor(900_000)).toMatch(/^\d{7}$/);
  });

  it('never repeats a code, including across the six/seven digit boundary', () => {
    const codes = new Set<string>();
    for (let i = 0; i < 200_000; i++) codes.add(codeFor(i));
    for (let i = 850_000; i < 950_000; i++) codes.add(codeFor(i));
    expect(codes.size).toBe(300_000);
  });

  it('scatters codes rather than counting up', () => {
    const diff = Number(codeFor(1)) - Number(codeFor(0));
    expect(Math.abs(diff)).toBeGreaterThan(1);
  });

  it('refuses indexes past the largest data set', () => {
    expect(() => codeFor(MAX_DEMO_JOBS)).toThrow(RangeError);
  });
});
