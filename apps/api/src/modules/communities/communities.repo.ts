// Talent communities as Find Communities lists them: by country, industry and text, with
// whether the talent is connected to each.
import { type Database, queryRows, sqlArray } from '@talent/db';
import { type SQL, sql } from 'drizzle-orm';

export interface CommunityFilter {
  countryIso2?: string;
  industries: readonly string[];
  text?: string;
}

export interface CommunityRow {
  id: string;
  name: string;
  segmentCode: string;
  companyName: string;
  companyCode: string;
  hasLogoSvg: boolean;
  logoUrl: string | null;
  industry: string | null;
  roleTypes: string | null;
  backgroundUrl: string | null;
  isConnected: boolean;
}

/** A LIKE pattern that matches the text anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(filter: CommunityFilter): SQL {
  const parts: SQL[] = [sql`TRUE`];
  if (filter.countryIso2) parts.push(sql`tc.country_iso2 = ${filter.countryIso2}`);
  if (filter.industries.length > 0) {
    parts.push(
      sql`coalesce(tc.industry, co.industry) = ANY(${sqlArray(filter.industries)}::text[])`,
    );
  }
  if (filter.text) {
    // Every word somewhere in the community's name, company, industry or role types.
    for (const word of filter.text.split(/\s+/).filter(Boolean).slice(0, 10)) {
      const pattern = containing(word);
      parts.push(sql`(tc.display_name ILIKE ${pattern} OR co.name ILIKE ${pattern}
                      OR coalesce(tc.industry, co.industry, '') ILIKE ${pattern}
                      OR coalesce(tc.role_types, '') ILIKE ${pattern})`);
    }
  }
  return sql.join(parts, sql` AND `);
}

export async function countCommunities(db: Database, filter: CommunityFilter): Promise<number> {
  const [row] = await queryRows<{ count: number | string }>(
    db,
    sql`SELECT count(*) AS count FROM talent_community tc JOIN company co ON co.id = tc.company_id
        WHERE ${whereOf(filter)}`,
  );
  return Number(row?.count ?? 0);
}

export function listCommunities(
  db: Database,
  talentId: string,
  filter: CommunityFilter,
  page: { offset: number; limit: number },
): Promise<CommunityRow[]> {
  return queryRows(
    db,
    sql`SELECT tc.id, tc.display_name AS name, tc.segment_code AS "segmentCode",
               co.name AS "companyName", co.code AS "companyCode",
               co.logo_svg IS NOT NULL AS "hasLogoSvg", co.logo_url AS "logoUrl",
               coalesce(tc.industry, co.industry) AS industry, tc.role_types AS "roleTypes",
               tc.background_url AS "backgroundUrl",
               EXISTS (SELECT 1 FROM talent_connection c
                       WHERE c.community_id = tc.id AND c.talent_id = ${talentId}
                         AND c.status_name = 'Connected') AS "isConnected"
        FROM talent_community tc JOIN company co ON co.id = tc.company_id
        WHERE ${whereOf(filter)}
        ORDER BY lower(tc.display_name), tc.segment_code
        LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
}

/** The industries communities are in (a community without one takes its company's). */
export async function communityIndustries(db: Database): Promise<string[]> {
  const rows = await queryRows<{ industry: string }>(
    db,
    sql`SELECT DISTINCT coalesce(tc.industry, co.industry) AS industry
        FROM talent_community tc JOIN company co ON co.id = tc.company_id
        WHERE coalesce(tc.industry, co.industry) IS NOT NULL
        ORDER BY 1`,
  );
  return rows.map((r) => r.industry);
}

export async function communityCountryCodes(db: Database): Promise<string[]> {
  const rows = await queryRows<{ iso2: string }>(
    db,
    sql`SELECT DISTINCT country_iso2 AS iso2 FROM talent_community
        WHERE country_iso2 IS NOT NULL ORDER BY 1`,
  );
  return rows.map((r) => r.iso2);
}

export async function findCommunity(
  db: Database,
  segmentCode: string,
): Promise<{ id: string; consentPeriodMonths: number } | undefined> {
  const [row] = await queryRows<{ id: string; consentPeriodMonths: number }>(
    db,
    sql`SELECT id, consent_period_months AS "consentPeriodMonths"
        FROM talent_community WHERE segment_code = ${segmentCode}`,
  );
  return row;
}

export async function talentCountry(db: Database, talentId: string): Promise<string | null> {
  const [row] = await queryRows<{ iso2: string | null }>(
    db,
    sql`SELECT country_iso2 AS iso2 FROM talent WHERE id = ${talentId}`,
  );
  return row?.iso2 ?? null;
}
