import { describe, expect, it } from 'vitest';
import { type CompletionSection, completionCallsToAction, completionLevel } from './home';

const section = (key: string, possible: number, completed: number): CompletionSection => ({
  key,
  label: key,
  description: `Add ${key}`,
  pointsPossible: possible,
  pointsCompleted: completed,
  isComplete: completed >= possible,
  subSections: [],
  navigationTarget: { ngxRoute: '/profile', state: null },
});

describe('profile completion', () => {
  it('is started under 50%, good from 50% to 99% and complete at 100%', () => {
    expect(completionLevel(0)).toBe('started');
    expect(completionLevel(49)).toBe('started');
    expect(completionLevel(50)).toBe('good');
    expect(completionLevel(99)).toBe('good');
    expect(completionLevel(100)).toBe('complete');
  });

  it('offers at most 5 calls to action, the incomplete sections with most points missing first', () => {
    const sections = [
      section('a', 10, 10),
      section('b', 10, 0),
      section('c', 25, 5),
      section('d', 5, 0),
      section('e', 5, 0),
      section('f', 5, 0),
      section('g', 20, 0),
      section('h', 5, 4),
    ];
    expect(completionCallsToAction(sections).map((s) => s.key)).toEqual(['c', 'g', 'b', 'd', 'e']);
  });

  it('offers none when every section is complete', () => {
    expect(completionCallsToAction([section('a', 10, 10)])).toEqual([]);
  });
});
