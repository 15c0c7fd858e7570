// The lookups an imported job is filed under: its category and sub-category, found by
// normalised name ('Healthcare and Medical' is 'Healthcare & Medical') and created when the feed
// names a new one, so a fresh catalogue's category filter lists them right after an import; and
// the fixed work type and flexible work option ids the mapper uses. The category tables are small
// (tens of rows): they are read once per import and kept in memory with what the import adds.
import { taxonomy } from '@talent/taxonomy';
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { FLEXIBLE_WORK_OPTIONS, WORK_TYPES } from '../demo/content/categories';
import * as schema from '../schema';
import {
  type CategoryReading,
  normaliseCategoryName,
  type ReferenceCategory,
  referenceCategoryNamed,
  referenceCategoryOfCode,
} from './occupational-category';

export interface FiledUnder {
  categoryId: number | null;
  subCategoryId: number | null;
}

const NOT_FILED: FiledUnder = { categoryId: null, subCategoryId: null };

export function createLookupResolver(db: Database) {
  let loaded: Promise<void> | undefined;
  /** Normalised name -> id. */
  const categories = new Map<string, number>();
  /** `${categoryId}|${normalised name}` -> id, and `*|${normalised name}` -> the first one. */
  const subCategories = new Map<string, { id: number; categoryId: number }>();

  function remember(sub: { id: number; categoryId: number; name: string }) {
    const name = normaliseCategoryName(sub.name);
    subCategories.set(`${sub.categoryId}|${name}`, sub);
    if (!subCategories.has(`*|${name}`)) subCategories.set(`*|${name}`, sub);
  }

  function load(): Promise<void> {
    loaded ??= (async () => {
      const [categoryRows, subRows] = await Promise.all([
        db.select().from(schema.category).orderBy(schema.category.id),
        db.select().from(schema.subCategory).orderBy(schema.subCategory.id),
      ]);
      for (const c of categoryRows) {
        const key = normaliseCategoryName(c.name);
        if (!categories.has(key)) categories.set(key, c.id);
      }
      for (const s of subRows) remember(s);
    })();
    return loaded;
  }

  /** Lookup ids are small integers (spec ids); a new one takes the next free id. */
  async function createCategory(name: string): Promise<number> {
    for (let attempt = 0; attempt < 5; attempt++) {
      await db
        .insert(schema.category)
        .values({ id: sql`(SELECT coalesce(max(id), 0) + 1 FROM category)`, name })
        .onConflictDoNothing();
      const [row] = await db
        .select({ id: schema.category.id })
        .from(schema.category)
        .where(sql`${schema.category.name} = ${name}`);
      if (row) {
        categories.set(normaliseCategoryName(name), row.id);
        return row.id;
      }
    }
    throw new Error(`Could not create the category '${name}'`);
  }

  async function createSubCategory(name: string, categoryId: number) {
    // Another import may take the same next id: try the next one then.
    for (let attempt = 0; attempt < 5; attempt++) {
      const [row] = await db
        .insert(schema.subCategory)
        .values({ id: sql`(SELECT coalesce(max(id), 0) + 1 FROM sub_category)`, categoryId, name })
        .onConflictDoNothing()
        .returning();
      if (row) {
        remember(row);
        return row;
      }
    }
    throw new Error(`Could not create the sub-category '${name}'`);
  }

  /** The category of this name, created as written when missing (the extension's category). */
  async function category(name: string | undefined): Promise<number | null> {
    if (!name) return null;
    await load();
    return categories.get(normaliseCategoryName(name)) ?? createCategory(name);
  }

  /** A category named in free text: ours by name, else a reference category by name or alias. */
  async function namedCategory(name: string): Promise<number> {
    await load();
    const found = categories.get(normaliseCategoryName(name));
    if (found !== undefined) return found;
    const reference = referenceCategoryNamed(name);
    return reference ? referenceCategory(reference) : createCategory(name);
  }

  async function referenceCategory(reference: ReferenceCategory): Promise<number> {
    await load();
    for (const name of [reference.name, ...reference.aliases]) {
      const found = categories.get(normaliseCategoryName(name));
      if (found !== undefined) return found;
    }
    return createCategory(reference.name);
  }

  /** A sub-category by name: under the category when given (created there when missing). */
  async function subCategory(name: string | undefined, categoryId: number | null) {
    if (!name) return null;
    await load();
    const key = normaliseCategoryName(name);
    const found = subCategories.get(`${categoryId ?? '*'}|${key}`);
    if (found) return found;
    // Without its category a sub-category is only looked up: it cannot be filed anywhere.
    return categoryId === null ? null : createSubCategory(name, categoryId);
  }

  /** What a posting's occupationalCategory files it under (see occupational-category.ts). */
  async function occupationalCategory(reading: CategoryReading | null): Promise<FiledUnder> {
    if (!reading) return NOT_FILED;
    if (reading.kind === 'reference') {
      return { categoryId: await referenceCategory(reading.category), subCategoryId: null };
    }
    if (reading.kind === 'path') {
      const categoryId = await namedCategory(reading.category);
      const sub = await subCategory(reading.subCategory, categoryId);
      return { categoryId, subCategoryId: sub?.id ?? null };
    }
    await load();
    const key = normaliseCategoryName(reading.name);
    const named = categories.get(key);
    if (named !== undefined) return { categoryId: named, subCategoryId: null };
    const sub = subCategories.get(`*|${key}`);
    if (sub) return { categoryId: sub.categoryId, subCategoryId: sub.id };
    // An occupation's name ('Registered Nurse'): the category of its ANZSCO code.
    const reference =
      referenceCategoryNamed(reading.name) ?? anzscoCategoryOfOccupation(reading.name);
    if (reference) return { categoryId: await referenceCategory(reference), subCategoryId: null };
    return { categoryId: await createCategory(reading.name), subCategoryId: null };
  }

  return {
    /** The work type and flexible work option ids the mapper uses must exist. */
    async ensureLookups(): Promise<void> {
      await db
        .insert(schema.workType)
        .values([...WORK_TYPES])
        .onConflictDoNothing();
      await db
        .insert(schema.flexibleWorkOption)
        .values([...FLEXIBLE_WORK_OPTIONS])
        .onConflictDoNothing();
    },
    category,
    subCategory,
    occupationalCategory,
  };
}

function anzscoCategoryOfOccupation(name: string): ReferenceCategory | undefined {
  const occupation = taxonomy.resolve(name, 'occupation');
  return occupation && 'anzsco' in occupation && typeof occupation.anzsco === 'string'
    ? referenceCategoryOfCode(occupation.anzsco, 'ANZSCO')
    : undefined;
}
