import { describe, expect, it } from 'vitest';
import { adminRegion } from './admin-regions';

const admin1Names = new Map([
  ['AU.02', 'New South Wales'],
  ['NZ.G1', 'Waikato Region'],
  ['NZ.F2', "Hawke's Bay Region"],
  ['GB.ENG', 'England'],
]);

describe('adminRegion', () => {
  it("takes the state's name and code from the country's state list", () => {
    expect(adminRegion(admin1Names, 'AU', '02')).toEqual({
      stateName: 'New South Wales',
      stateCode: 'NSW',
    });
  });

  it("matches names that differ by a word like 'Region'", () => {
    expect(adminRegion(admin1Names, 'NZ', 'G1')).toEqual({
      stateName: 'Waikato',
      stateCode: 'WKO',
    });
    expect(adminRegion(admin1Names, 'NZ', 'F2')).toEqual({
      stateName: "Hawke's Bay",
      stateCode: 'HKB',
    });
  });

  it('keeps the GeoNames name without a code when no state matches', () => {
    expect(adminRegion(admin1Names, 'GB', 'ENG')).toEqual({ stateName: 'England' });
  });

  it('has no state for an unknown code', () => {
    expect(adminRegion(admin1Names, 'AU', '99')).toEqual({});
  });
});
