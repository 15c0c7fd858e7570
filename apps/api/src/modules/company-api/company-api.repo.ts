// The companies, talent and profile views the employer side's calls read and write.
import { type Database, queryRows } from '@talent/db';
import { sql } from 'drizzle-orm';

export async function companyByCode(
  db: Database,
  code: string,
): Promise<{ id: string; name: string } | undefined> {
  const [row] = await queryRows<{ id: string; name: string }>(
    db,
    sql`SELECT id, name FROM company WHERE code = ${code}`,
  );
  return row;
}

export async function companyById(db: Database, id: string) {
  const [row] = await queryRows<{ id: string; name: string }>(
    db,
    sql`SELECT id, name FROM company WHERE id = ${id}`,
  );
  return row;
}

export async function talentIdOfProfile(db: Database, profileCode: string) {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM talent WHERE profile_code = ${profileCode}`,
  );
  return row?.id;
}

export async function recordProfileView(
  db: Database,
  talentId: string,
  companyId: string,
  now: Date,
): Promise<void> {
  await db.execute(
    sql`INSERT INTO profile_view (talent_id, company_id, viewed_at)
        VALUES (${talentId}, ${companyId}, ${now.toISOString()})`,
  );
}
