import { describe, expect, it } from 'vitest';
import { readWorkType, workTypeOfValue } from './work-type';

const FULL_TIME = 1;
const PART_TIME = 2;
const CONTRACT = 3;
const CASUAL = 4;

describe('workTypeOfValue', () => {
  it.each([
    ['FULL_TIME', FULL_TIME],
    ['Full-time', FULL_TIME],
    ['full time', FULL_TIME],
    ['Permanent Full Time', FULL_TIME],
    ['Permanent', FULL_TIME],
    ['PART_TIME', PART_TIME],
    ['Permanent Part Time', PART_TIME],
    ['CONTRACTOR', CONTRACT],
    ['CONTRACT', CONTRACT],
    ['TEMPORARY', CONTRACT],
    ['Temp', CONTRACT],
    ['Locum', CONTRACT],
    ['Fixed-term contract (12 months)', CONTRACT],
    ['CASUAL', CASUAL],
    ['Casual', CASUAL],
    ['casual', CASUAL],
    ['PER_DIEM', CASUAL],
    ['Vacation', CASUAL],
    ['INTERN', CASUAL],
    ['Casual / Part-time', CASUAL],
  ])('reads %j as work type %i', (value, id) => {
    expect(workTypeOfValue(value)).toBe(id);
  });

  it('knows values that name no work type of ours, and does not know others', () => {
    expect(workTypeOfValue('VOLUNTEER')).toBeNull();
    expect(workTypeOfValue('OTHER')).toBeNull();
    expect(workTypeOfValue('Sometimes')).toBeUndefined();
    expect(workTypeOfValue('Temporary-ish arrangement')).toBe(CONTRACT);
  });
});

describe('readWorkType', () => {
  it('takes the first value we know, and lists the ones we do not', () => {
    expect(readWorkType(['FULL_TIME', 'CONTRACT'])).toEqual({ workTypeId: FULL_TIME, unknown: [] });
    expect(readWorkType(['VOLUNTEER', 'Casual'])).toEqual({ workTypeId: CASUAL, unknown: [] });
    expect(readWorkType(['Sometimes', 'Temp'])).toEqual({
      workTypeId: CONTRACT,
      unknown: ['Sometimes'],
    });
    expect(readWorkType(['Zero hours'])).toEqual({ workTypeId: null, unknown: ['Zero hours'] });
    expect(readWorkType(undefined)).toEqual({ workTypeId: null, unknown: [] });
  });
});
