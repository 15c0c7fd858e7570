// The company logos: SVG kept with the company.
import { type Database, schema } from '@talent/db';
import { eq } from 'drizzle-orm';

export async function companyLogo(db: Database, companyCode: string) {
  const [row] = await db
    .select({ logoSvg: schema.company.logoSvg })
    .from(schema.company)
    .where(eq(schema.company.code, companyCode));
  return row?.logoSvg ?? null;
}
