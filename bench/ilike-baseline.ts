// The same queries answered the plain way: every keyword matched with ILIKE over title,
// skills, summary and description (no index can help), newest first, plus the count.
import type { JobSearchArgs } from '@talent/contract';
import { type Database, queryRows, sqlArray } from '@talent/db';
import { type SQL, sql } from 'drizzle-orm';

export async function ilikeSearch(db: Database, communityIds: string[], args: JobSearchArgs) {
  const parts: SQL[] = [sql`j.community_id = ANY(${sqlArray(communityIds)}::uuid[])`];
  for (const word of (args.keywords ?? '').split(/\s+/).filter(Boolean)) {
    const like = `%${word.replace(/[%_\\]/g, '\\$&')}%`;
    parts.push(
      sql`(j.role_name ILIKE ${like} OR talent_immutable_join(j.specialties) ILIKE ${like} OR j.summary ILIKE ${like} OR j.description ILIKE ${like} OR j.custom_code ILIKE ${like})`,
    );
  }
  if (args.workTypes?.length)
    parts.push(sql`j.work_type_id = ANY(${sqlArray(args.workTypes)}::int[])`);
  if (args.categories?.length)
    parts.push(
      sql`j.category_id = ANY(${sqlArray(args.categories.map((c) => c.category))}::int[])`,
    );
  if (args.latitude != null && args.longitude != null && args.radius) {
    // Haversine in SQL, row by row.
    parts.push(sql`6371 * 2 * asin(sqrt(power(sin(radians(j.latitude - ${args.latitude}) / 2), 2) +
      cos(radians(${args.latitude})) * cos(radians(j.latitude)) * power(sin(radians(j.longitude - ${args.longitude}) / 2), 2))) <= ${args.radius}`);
  }
  const where = sql.join(parts, sql` AND `);
  const [rows, count] = await Promise.all([
    queryRows(
      db,
      sql`SELECT j.id, j.role_name FROM job j WHERE ${where} ORDER BY j.published_at DESC, j.id DESC LIMIT 10`,
    ),
    queryRows<{ count: string }>(db, sql`SELECT count(*) AS count FROM job j WHERE ${where}`),
  ]);
  return { rows, count: Number(count[0]?.count ?? 0) };
}
