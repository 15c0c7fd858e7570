import { describe, expect, it } from 'vitest';
import {
  normaliseCategoryName,
  readOccupationalCategory,
  referenceCategoryNamed,
  referenceCategoryOfCode,
} from './occupational-category';

const read = (...items: Parameters<typeof readOccupationalCategory>[0] & object) =>
  readOccupationalCategory(items);

describe('readOccupationalCategory', () => {
  it.each([
    ['29-1141.00', 'Healthcare & Medical'],
    ['15-1252.00 Software Developers', 'Information & Communication Technology'],
    ['254412', 'Healthcare & Medical'],
    ['ANZSCO 351311 - Chef', 'Hospitality & Tourism'],
    ['2544', 'Healthcare & Medical'],
    ['423111', 'Community Services & Development'],
    ['221111', 'Accounting'],
    ['733111', 'Manufacturing, Transport & Logistics'],
  ])('files the code in %j under %s', (name, category) => {
    const { reading, unknownCodes } = read({ name });
    expect(reading).toMatchObject({ kind: 'reference', category: { name: category } });
    expect(unknownCodes).toEqual([]);
  });

  it('reads a CategoryCode by its code set', () => {
    expect(read({ code: '2544', codeSet: 'ANZSCO' }).reading).toMatchObject({
      category: { id: 'healthcare-medical' },
    });
    expect(read({ code: '29-1141', codeSet: 'O*NET-SOC' }).reading).toMatchObject({
      category: { id: 'healthcare-medical' },
    });
  });

  it('reads paths as a category and its sub-category', () => {
    expect(read({ name: 'Healthcare > Nursing > Aged care' }).reading).toEqual({
      kind: 'path',
      category: 'Healthcare',
      subCategory: 'Nursing',
    });
    expect(read({ name: 'Trades » Electricians' }).reading).toEqual({
      kind: 'path',
      category: 'Trades',
      subCategory: 'Electricians',
    });
  });

  it('reads other text as a name, and reports codes it does not know', () => {
    expect(read({ name: 'Chefs/Cooks' }).reading).toEqual({ kind: 'name', name: 'Chefs/Cooks' });
    expect(read({ name: '99-9999.00' })).toEqual({ reading: null, unknownCodes: ['99-9999.00'] });
    expect(read({ code: '999999', name: 'Space Miner' })).toEqual({
      reading: { kind: 'name', name: 'Space Miner' },
      unknownCodes: ['999999'],
    });
    expect(read({ name: '99-9999' }, { name: 'Nursing' }).reading).toEqual({
      kind: 'name',
      name: 'Nursing',
    });
  });
});

describe('reference categories', () => {
  it('are found by name or alias, normalised', () => {
    expect(normaliseCategoryName(' Healthcare &amp Medical ')).toBe('healthcare and amp medical');
    expect(normaliseCategoryName('Healthcare + Medical')).toBe('healthcare and medical');
    expect(referenceCategoryNamed('healthcare and medical')?.id).toBe('healthcare-medical');
    expect(referenceCategoryNamed('IT')?.id).toBe('information-communication-technology');
    expect(referenceCategoryNamed('Underwater basket weaving')).toBeUndefined();
  });

  it('take the longest code prefix listed', () => {
    expect(referenceCategoryOfCode('11-9111.00')?.id).toBe('healthcare-medical');
    expect(referenceCategoryOfCode('11-1011.00')?.id).toBe('ceo-general-management');
    expect(referenceCategoryOfCode('13-2011.00')?.id).toBe('accounting');
    expect(referenceCategoryOfCode('13-2051.00')?.id).toBe('banking-financial-services');
  });
});
