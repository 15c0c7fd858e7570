import { describe, expect, it } from 'vitest';
import { buildPlace, LONDON } from '../test-support';
import { bestPlaceMatch } from './best-place-match';

const surryMaine = buildPlace({ id: '1', name: 'Surry', label: 'Surry, ME', countryIso2: 'US' });
const surryHills = buildPlace({ id: '2', name: 'Surry Hills', label: 'Surry Hills, NSW' });
const londonderry = buildPlace({ id: '3', name: 'Londonderry', label: 'Londonderry, NSW' });

describe('best place match for a typed term', () => {
  it('takes a place named as typed, in the bias country first', () => {
    const surryAu = buildPlace({ id: '4', name: 'Surry', label: 'Surry, NSW' });
    expect(bestPlaceMatch('surry', [surryMaine, surryAu, surryHills], 'AU')).toBe(surryAu);
  });

  it('takes a place named as typed anywhere before a partial match at home', () => {
    expect(bestPlaceMatch('London', [londonderry, LONDON], 'AU')).toBe(LONDON);
  });

  it('otherwise the first suggestion in the bias country, else the first', () => {
    expect(bestPlaceMatch('surr', [surryMaine, surryHills], 'AU')).toBe(surryHills);
    expect(bestPlaceMatch('surr', [surryMaine], 'AU')).toBe(surryMaine);
  });

  it('finds nothing when there are no suggestions', () => {
    expect(bestPlaceMatch('Qwxzv', [], 'AU')).toBeNull();
  });
});
