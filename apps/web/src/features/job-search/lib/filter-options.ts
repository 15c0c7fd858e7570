// Options of the bar's multi-select dropdowns as one flat list with depth, so a hierarchy
// (talent communities, categories with sub-categories) and a plain list share one component.
// Checking a parent checks everything below it; unchecking any node unchecks its ancestors; a
// parent whose children are all checked becomes checked.
import type { SearchFilters, TalentCommunityNode } from '@talent/contract';
import type { CategorySelection } from './search-model';

export interface DropdownOption {
  value: string;
  label: string;
  /** 0 for top-level options. */
  depth: number;
  parent: string | null;
}

export function plainOptions(options: SearchFilters['workTypes']): DropdownOption[] {
  return options.map((o) => ({ value: String(o.value), label: o.label, depth: 0, parent: null }));
}

export function communityOptions(tree: readonly TalentCommunityNode[]): DropdownOption[] {
  const out: DropdownOption[] = [];
  const walk = (nodes: readonly TalentCommunityNode[], depth: number, parent: string | null) => {
    for (const node of nodes) {
      out.push({ value: node.segmentCode, label: node.displayName, depth, parent });
      walk(node.children, depth + 1, node.segmentCode);
    }
  };
  walk(tree, 0, null);
  return out;
}

/** Every segment code in the tree: the search scope when no community is chosen (spec 1 s5). */
export function allSegmentCodes(tree: readonly TalentCommunityNode[]): string[] {
  return communityOptions(tree).map((o) => o.value);
}

const categoryValue = (category: number) => `c:${category}`;
const subCategoryValue = (category: number, sub: number) => `s:${category}:${sub}`;

export function categoryOptions(categories: SearchFilters['categories']): DropdownOption[] {
  return categories.flatMap(({ category, subCategories }) => {
    const id = Number(category.value);
    const parent = categoryValue(id);
    return [
      { value: parent, label: category.label, depth: 0, parent: null },
      ...subCategories.map((s) => ({
        value: subCategoryValue(id, Number(s.value)),
        label: s.label,
        depth: 1,
        parent,
      })),
    ];
  });
}

function childrenOf(options: readonly DropdownOption[], value: string): string[] {
  return options.filter((o) => o.parent === value).map((o) => o.value);
}

function descendantsOf(options: readonly DropdownOption[], value: string): string[] {
  return childrenOf(options, value).flatMap((child) => [child, ...descendantsOf(options, child)]);
}

function ancestorsOf(options: readonly DropdownOption[], value: string): string[] {
  const out: string[] = [];
  let parent = options.find((o) => o.value === value)?.parent ?? null;
  while (parent) {
    out.push(parent);
    const current: string = parent;
    parent = options.find((o) => o.value === current)?.parent ?? null;
  }
  return out;
}

/** The selection after the talent toggles `value`, in option order. */
export function toggleOption(
  options: readonly DropdownOption[],
  selected: readonly string[],
  value: string,
): string[] {
  const next = new Set(selected);
  if (next.has(value)) {
    for (const v of [value, ...descendantsOf(options, value), ...ancestorsOf(options, value)])
      next.delete(v);
  } else {
    for (const v of [value, ...descendantsOf(options, value)]) next.add(v);
    for (const ancestor of ancestorsOf(options, value)) {
      if (childrenOf(options, ancestor).every((child) => next.has(child))) next.add(ancestor);
    }
  }
  return options.filter((o) => next.has(o.value)).map((o) => o.value);
}

/** Checked options whose parent is not checked: what the summary names. */
export function topMostSelected(
  options: readonly DropdownOption[],
  selected: readonly string[],
): DropdownOption[] {
  const set = new Set(selected);
  return options.filter((o) => set.has(o.value) && !(o.parent && set.has(o.parent)));
}

/** Drops values the options no longer hold (a community the talent left, say). */
export function knownValues(options: readonly DropdownOption[], values: readonly string[]) {
  const known = new Set(options.map((o) => o.value));
  return values.filter((v) => known.has(v));
}

/** A consistent selection from stored values: unknown ones dropped, parents bring children. */
export function selectionFrom(
  options: readonly DropdownOption[],
  values: readonly string[],
): string[] {
  let selected: string[] = [];
  for (const value of knownValues(options, values)) {
    if (!selected.includes(value)) selected = toggleOption(options, selected, value);
  }
  return selected;
}

export function categoriesToValues(
  options: readonly DropdownOption[],
  categories: readonly CategorySelection[],
): string[] {
  return selectionFrom(
    options,
    categories.flatMap(({ category, subCategories }) =>
      subCategories.length
        ? subCategories.map((sub) => subCategoryValue(category, sub))
        : [categoryValue(category)],
    ),
  );
}

export function valuesToCategories(
  options: readonly DropdownOption[],
  values: readonly string[],
): CategorySelection[] {
  const selected = new Set(values);
  const out: CategorySelection[] = [];
  for (const option of options) {
    if (option.depth !== 0) continue;
    const category = Number(option.value.slice(2));
    if (selected.has(option.value)) {
      out.push({ category, subCategories: [] });
      continue;
    }
    const subCategories = childrenOf(options, option.value)
      .filter((v) => selected.has(v))
      .map((v) => Number(v.split(':')[2]));
    if (subCategories.length) out.push({ category, subCategories });
  }
  return out;
}
