// The lookups an imported job is filed under: category and sub-category found by name (and
// created when the feed names a new one), and the fixed work type and flexible work option
// ids the mapper uses. Cached per import like the other references.
import { type AnyColumn, and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { FLEXIBLE_WORK_OPTIONS, WORK_TYPES } from '../demo/content/categories';
import * as schema from '../schema';

const lower = (column: AnyColumn) => sql`lower(${column})`;

export function createLookupResolver(db: Database) {
  const categories = new Map<string, number | null>();
  const subCategories = new Map<string, { id: number; categoryId: number } | null>();

  /** Lookup ids are small integers (spec ids); a new one takes the next free id. */
  async function category(name: string | undefined, create: boolean): Promise<number | null> {
    if (!name) return null;
    const key = name.toLowerCase();
    if (categories.has(key)) return categories.get(key) ?? null;
    const find = async () => {
      const [row] = await db
        .select({ id: schema.category.id })
        .from(schema.category)
        .where(sql`${lower(schema.category.name)} = ${key}`);
      return row?.id;
    };
    let id = await find();
    for (let attempt = 0; id === undefined && create && attempt < 5; attempt++) {
      await db
        .insert(schema.category)
        .values({ id: sql`(SELECT coalesce(max(id), 0) + 1 FROM category)`, name })
        .onConflictDoNothing();
      id = await find();
    }
    categories.set(key, id ?? null);
    return id ?? null;
  }

  async function subCategory(name: string | undefined, categoryId: number | null) {
    if (!name) return null;
    const key = `${categoryId ?? '*'}|${name.toLowerCase()}`;
    if (subCategories.has(key)) return subCategories.get(key) ?? null;
    const find = async () => {
      const [row] = await db
        .select({ id: schema.subCategory.id, categoryId: schema.subCategory.categoryId })
        .from(schema.subCategory)
        .where(
          and(
            sql`${lower(schema.subCategory.name)} = ${name.toLowerCase()}`,
            categoryId === null ? undefined : eq(schema.subCategory.categoryId, categoryId),
          ),
        )
        .orderBy(asc(schema.subCategory.id))
        .limit(1);
      return row;
    };
    let row = await find();
    // Without its category a sub-category is only looked up: it cannot be filed anywhere.
    for (let attempt = 0; !row && categoryId !== null && attempt < 5; attempt++) {
      await db
        .insert(schema.subCategory)
        .values({ id: sql`(SELECT coalesce(max(id), 0) + 1 FROM sub_category)`, categoryId, name })
        .onConflictDoNothing();
      row = await find();
    }
    subCategories.set(key, row ?? null);
    return row ?? null;
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
  };
}
