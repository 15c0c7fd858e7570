import { describe, expect, it } from 'vitest';
import { createRandom, fmix32, isoDay, mixSeed } from './random';

const draw = (seed: number, n: number) => {
  const rnd = createRandom(seed);
  return Array.from({ length: n }, () => rnd.uint32());
};

describe('createRandom', () => {
  it('gives the same sequence for the same seed and a different one for another seed', () => {
    expect(draw(42, 50)).toEqual(draw(42, 50));
    expect(draw(42, 50)).not.toEqual(draw(43, 50));
  });

  it('keeps int() within its inclusive bounds and reaches both ends', () => {
    const rnd = createRandom(1);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) seen.add(rnd.int(3, 7));
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7]);
  });

  it('spreads next() evenly over [0, 1)', () => {
    const rnd = createRandom(7);
    const buckets = new Array<number>(10).fill(0);
    let min = 1;
    let max = 0;
    for (let i = 0; i < 100_000; i++) {
      const x = rnd.next();
      min = Math.min(min, x);
      max = Math.max(max, x);
      buckets[Math.floor(x * 10)] = (buckets[Math.floor(x * 10)] ?? 0) + 1;
    }
    expect(min).toBeGreaterThanOrEqual(0);
    expect(max).toBeLessThan(1);
    for (const count of buckets) expect(Math.abs(count - 10_000)).toBeLessThan(500);
  });

  it('picks by weight', () => {
    const rnd = createRandom(9);
    let heavy = 0;
    for (let i = 0; i < 10_000; i++)
      if (rnd.pickWeighted(['a', 'b'], (x) => (x === 'a' ? 3 : 1)) === 'a') heavy++;
    expect(heavy / 10_000).toBeGreaterThan(0.72);
    expect(heavy / 10_000).toBeLessThan(0.78);
  });

  it('samples distinct items and never more than there are', () => {
    const rnd = createRandom(11);
    const items = ['a', 'b', 'c', 'd', 'e', 'f'];
    const sample = rnd.sample(items, 4);
    expect(new Set(sample).size).toBe(4);
    expect(sample.every((x) => items.includes(x))).toBe(true);
    expect(rnd.sample(items, 10)).toHaveLength(6);
    expect(items).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('refuses to pick from an empty list', () => {
    expect(() => createRandom(1).pick([])).toThrow('empty');
  });

  it('draws dates inside the range', () => {
    const rnd = createRandom(5);
    const from = new Date('2025-01-01T00:00:00Z');
    const to = new Date('2025-02-01T00:00:00Z');
    for (let i = 0; i < 100; i++) {
      const d = rnd.dateBetween(from, to).getTime();
      expect(d).toBeGreaterThanOrEqual(from.getTime());
      expect(d).toBeLessThan(to.getTime());
    }
  });
});

describe('seed helpers', () => {
  it('fmix32 never maps two inputs to one output', () => {
    const outputs = new Set<number>();
    for (let i = 0; i < 100_000; i++) outputs.add(fmix32(i));
    expect(outputs.size).toBe(100_000);
  });

  it('mixSeed depends on every part and on their order', () => {
    expect(mixSeed(1, 'job', 2)).toBe(mixSeed(1, 'job', 2));
    expect(mixSeed(1, 'job', 2)).not.toBe(mixSeed(1, 'job', 3));
    expect(mixSeed(1, 2)).not.toBe(mixSeed(2, 1));
  });

  it('formats days as YYYY-MM-DD', () => {
    expect(isoDay(new Date('2024-03-09T23:00:00Z'))).toBe('2024-03-09');
  });
});
