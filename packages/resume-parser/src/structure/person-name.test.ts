import { describe, expect, it } from 'vitest';
import { displayName, nameWords } from './person-name';

describe('person names', () => {
  it.each([
    'Nguyen Thi Mai',
    'Aroha Te Rangi',
    "Mary-Jane O'Connor",
    'Dr. Priya Raghavan',
    'Jan van der Berg',
    'JOHN SMITH',
    'Maria del Carmen Garcia Lopez',
  ])('takes "%s" as a name', (text) => {
    expect(nameWords(text)).not.toBeNull();
  });

  it.each([
    'Jane',
    'Sydney NSW 2000',
    'jane@x.com',
    '0412 345 678',
    'The Quick Brown Fox Jumps',
    'Curriculum vitae 2024',
    'Smith & Sons',
  ])('does not take "%s" as a name', (text) => {
    expect(nameWords(text)).toBeNull();
  });

  it('writes a name in capitals in Title Case, carefully', () => {
    expect(displayName("MARY-JANE O'CONNOR")).toBe("Mary-Jane O'Connor");
    expect(displayName('NGUYEN THI MAI')).toBe('Nguyen Thi Mai');
    expect(displayName('DR. PRIYA RAGHAVAN')).toBe('Dr. Priya Raghavan');
    expect(displayName('JAMES MCDONALD')).toBe('James McDonald');
    expect(displayName('JAN VAN DER BERG')).toBe('Jan van der Berg');
    expect(displayName('Aroha Te Rangi')).toBe('Aroha Te Rangi');
  });
});
