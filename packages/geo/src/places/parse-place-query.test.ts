import { describe, expect, it } from 'vitest';
import { type IsQualifier, parsePlaceQuery } from './parse-place-query';

const known = ['victoria', 'vic', 'new south wales', 'nsw', 'washington', 'australia', 'au'];
const isQualifier: IsQualifier = (text) =>
  known.some((name) => name === text || (text.length >= 3 && name.startsWith(text)));

describe('parsePlaceQuery', () => {
  it('reads a plain name as a name', () => {
    expect(parsePlaceQuery('Parramatta', isQualifier)).toEqual([
      { name: 'parramatta', qualifiers: [] },
    ]);
  });

  it('reads the parts after a comma as qualifiers', () => {
    expect(parsePlaceQuery('Richmond, Victoria', isQualifier)).toEqual([
      { name: 'richmond', qualifiers: ['victoria'] },
    ]);
    expect(parsePlaceQuery('Richmond, VIC, Australia', isQualifier)).toEqual([
      { name: 'richmond', qualifiers: ['vic', 'australia'] },
    ]);
  });

  it('leaves out a qualifier that names nothing known', () => {
    expect(parsePlaceQuery('Richmond, ', isQualifier)).toEqual([
      { name: 'richmond', qualifiers: [] },
    ]);
    expect(parsePlaceQuery('Richmond, Yorkshire', isQualifier)).toEqual([
      { name: 'richmond', qualifiers: [] },
    ]);
  });

  it('reads trailing state words both as part of the name and as a qualifier', () => {
    expect(parsePlaceQuery('Richmond VIC', isQualifier)).toEqual([
      { name: 'richmond vic', qualifiers: [] },
      { name: 'richmond', qualifiers: ['vic'] },
    ]);
    expect(parsePlaceQuery('Port Washington', isQualifier)).toEqual([
      { name: 'port washington', qualifiers: [] },
      { name: 'port', qualifiers: ['washington'] },
    ]);
  });

  it('splits a state followed by a country', () => {
    expect(parsePlaceQuery('Richmond VIC Australia', isQualifier)).toContainEqual({
      name: 'richmond',
      qualifiers: ['vic', 'australia'],
    });
  });

  it('reads nothing in an empty term', () => {
    expect(parsePlaceQuery('  ', isQualifier)).toEqual([]);
    expect(parsePlaceQuery(', VIC', isQualifier)).toEqual([]);
  });
});
