import type { TalentCommunityNode } from '@talent/contract';
import { describe, expect, it } from 'vitest';
import {
  allSegmentCodes,
  categoriesToValues,
  categoryOptions,
  communityOptions,
  selectionFrom,
  toggleOption,
  topMostSelected,
  valuesToCategories,
} from './filter-options';

const node = (code: string, children: TalentCommunityNode[] = []): TalentCommunityNode => ({
  id: `id-${code}`,
  displayName: `Community ${code}`,
  segmentCode: code,
  children,
});

// health -> (nursing -> (icu), admin); retail
const tree = [node('health', [node('nursing', [node('icu')]), node('admin')]), node('retail')];
const communities = communityOptions(tree);

const categories = categoryOptions([
  {
    category: { label: 'Accounting', value: 1 },
    subCategories: [
      { label: 'Payroll', value: 101 },
      { label: 'Tax', value: 102 },
    ],
  },
  { category: { label: 'Retail', value: 2 }, subCategories: [{ label: 'Sales', value: 201 }] },
]);

describe('talent community options', () => {
  it('flattens the hierarchy in order, with depth and parent', () => {
    expect(communities.map((o) => [o.value, o.depth, o.parent])).toEqual([
      ['health', 0, null],
      ['nursing', 1, 'health'],
      ['icu', 2, 'nursing'],
      ['admin', 1, 'health'],
      ['retail', 0, null],
    ]);
    expect(allSegmentCodes(tree)).toEqual(['health', 'nursing', 'icu', 'admin', 'retail']);
  });

  it('checking a parent checks everything below it', () => {
    expect(toggleOption(communities, [], 'health')).toEqual(['health', 'nursing', 'icu', 'admin']);
  });

  it('unchecking a child unchecks its ancestors but keeps its siblings', () => {
    const all = toggleOption(communities, [], 'health');
    expect(toggleOption(communities, all, 'icu')).toEqual(['admin']);
  });

  it('a parent whose children are all checked becomes checked', () => {
    const some = toggleOption(communities, ['nursing', 'icu'], 'admin');
    expect(some).toEqual(['health', 'nursing', 'icu', 'admin']);
  });

  it('names only the top-most checked options', () => {
    const all = toggleOption(communities, ['retail'], 'health');
    expect(topMostSelected(communities, all).map((o) => o.value)).toEqual(['health', 'retail']);
  });

  it('builds a consistent selection from stored values, dropping unknown ones', () => {
    expect(selectionFrom(communities, ['nursing', 'gone'])).toEqual(['nursing', 'icu']);
  });
});

describe('category options', () => {
  it('a whole category is sent with no sub-categories, a part with the chosen ones', () => {
    const values = toggleOption(categories, toggleOption(categories, [], 'c:1'), 's:2:201');
    expect(valuesToCategories(categories, values)).toEqual([
      { category: 1, subCategories: [] },
      { category: 2, subCategories: [] },
    ]);
    expect(valuesToCategories(categories, ['s:1:102'])).toEqual([
      { category: 1, subCategories: [102] },
    ]);
  });

  it('turns saved categories back into checked options', () => {
    expect(categoriesToValues(categories, [{ category: 1, subCategories: [] }])).toEqual([
      'c:1',
      's:1:101',
      's:1:102',
    ]);
    expect(categoriesToValues(categories, [{ category: 1, subCategories: [101] }])).toEqual([
      's:1:101',
    ]);
    expect(categoriesToValues(categories, [{ category: 9, subCategories: [] }])).toEqual([]);
  });
});
