// A posting's occupationalCategory -> what to file the job under, before the database is asked:
// a known code (O*NET-SOC, ANZSCO) names a category of the reference data in
// data/occupational-categories.json, an 'A > B' path names a category and its sub-category, and
// other text is a name to match (see import-lookups.ts). Pure.
import type { OccupationalCategory } from '@talent/contract';
import table from './data/occupational-categories.json' with { type: 'json' };

export interface ReferenceCategory {
  /** Stable id of the reference entry. */
  id: string;
  name: string;
  aliases: readonly string[];
}

export type CategoryReading =
  /** A code we know: its reference category. */
  | { kind: 'reference'; category: ReferenceCategory }
  /** 'Healthcare > Nursing': a category by name and a sub-category under it. */
  | { kind: 'path'; category: string; subCategory: string }
  /** A name: a category, a sub-category or an occupation of that name. */
  | { kind: 'name'; name: string };

export interface OccupationalCategoryReading {
  reading: CategoryReading | null;
  /** Codes we do not know, for the import summary's warnings. */
  unknownCodes: string[];
}

const categories: readonly (ReferenceCategory & { onet: string[]; anzsco: string[] })[] =
  table.categories;

/** Lower case, '&' and '+' as 'and', punctuation as spaces: 'Healthcare & Medical' and 'healthcare and medical' alike. */
export function normaliseCategoryName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[&+]/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const byName = new Map<string, ReferenceCategory>();
for (const category of categories) {
  for (const name of [category.name, ...category.aliases]) {
    byName.set(normaliseCategoryName(name), category);
  }
}

/** The reference category a name or alias stands for. */
export function referenceCategoryNamed(name: string): ReferenceCategory | undefined {
  return byName.get(normaliseCategoryName(name));
}

function longestPrefix(code: string, set: 'onet' | 'anzsco'): ReferenceCategory | undefined {
  let best: { category: ReferenceCategory; length: number } | undefined;
  for (const category of categories) {
    for (const prefix of category[set]) {
      if (code.startsWith(prefix) && prefix.length > (best?.length ?? 0)) {
        best = { category, length: prefix.length };
      }
    }
  }
  return best?.category;
}

const ONET_CODE = /^(\d{2}-\d{4})(?:\.\d{2})?$/;
const ANZSCO_CODE = /^\d{2,6}$/;

/** The reference category of a code: O*NET-SOC ('29-1141.00') or ANZSCO ('254412'). */
export function referenceCategoryOfCode(
  code: string,
  codeSet?: string,
): ReferenceCategory | undefined {
  const text = code.replace(/\s+/g, '');
  const onet = ONET_CODE.exec(text);
  if (onet?.[1] && !/anzsco/i.test(codeSet ?? '')) return longestPrefix(onet[1], 'onet');
  if (ANZSCO_CODE.test(text) && !/o\*?net|soc/i.test(codeSet ?? '')) {
    return longestPrefix(text, 'anzsco');
  }
  return undefined;
}

/** 'ANZSCO 254412 - Registered Nurse', '29-1141.00 Registered Nurses': a code, then a name. */
const LEADING_CODE =
  /^(?:(?:anzsco|o\*?net(?:-soc)?|soc)\s*(?:code)?\s*[:#]?\s*)?(\d{2}-\d{4}(?:\.\d{2})?|\d+)(?:\s*[-–:|]\s*|\s+|$)(.*)$/i;
const PATH_SEPARATOR = /\s*(?:>|»|›|→|::|\|)\s*/;

function readItem(item: OccupationalCategory, unknownCodes: string[]): CategoryReading | null {
  let code = item.code;
  let name = item.name;
  if (!code && name) {
    const leading = LEADING_CODE.exec(name);
    if (leading?.[1]) {
      code = leading[1];
      name = leading[2]?.trim() || undefined;
    }
  }
  if (code) {
    const category = referenceCategoryOfCode(code, item.codeSet);
    if (category) return { kind: 'reference', category };
    unknownCodes.push(code);
  }
  if (!name) return null;
  const [first, second] = name
    .split(PATH_SEPARATOR)
    .map((part) => part.trim())
    .filter(Boolean);
  if (!first) return null;
  return second
    ? { kind: 'path', category: first, subCategory: second }
    : { kind: 'name', name: first };
}

/** The first item of the posting's occupationalCategory that names something. */
export function readOccupationalCategory(
  items: readonly OccupationalCategory[] | undefined,
): OccupationalCategoryReading {
  const unknownCodes: string[] = [];
  for (const item of items ?? []) {
    const reading = readItem(item, unknownCodes);
    if (reading) return { reading, unknownCodes };
  }
  return { reading: null, unknownCodes };
}
