import { describe, expect, it } from 'vitest';
import { countryOptions } from './country-options';

const withCommunities = [
  { value: 'AU', label: 'Australia' },
  { value: 'NZ', label: 'New Zealand' },
];

describe('the country options', () => {
  it('are the countries that have communities', () => {
    expect(countryOptions(withCommunities, 'AU')).toEqual(withCommunities);
    expect(countryOptions(withCommunities, null)).toEqual(withCommunities);
  });

  it('add the country searched when it has none, by its English name, in order', () => {
    expect(countryOptions(withCommunities, 'GB').map((option) => option.label)).toEqual([
      'Australia',
      'New Zealand',
      'United Kingdom',
    ]);
    expect(countryOptions([], 'FJ')).toEqual([{ value: 'FJ', label: 'Fiji' }]);
  });
});
