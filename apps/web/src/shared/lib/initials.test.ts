import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe("a company's initials", () => {
  it('takes the first letter of the first two words', () => {
    expect(initialsOf('Tasman Digital Engineering')).toBe('TD');
    expect(initialsOf('acme')).toBe('A');
  });

  it('skips punctuation and keeps letters of any script', () => {
    expect(initialsOf('  & Sons (Ōtaki) ')).toBe('SŌ');
    expect(initialsOf('3M Australia')).toBe('3A');
  });

  it('is empty for a name with no letters', () => {
    expect(initialsOf(' - ')).toBe('');
  });
});
