// Which talent communities a talent may search: the ones they are connected to (status
// Connected) and the communities below those in the tree. Internal-only jobs are visible
// where the talent's relationship is internal (an employee).
import { type Database, queryRows, sqlArray } from '@talent/db';
import { sql } from 'drizzle-orm';

export interface SearchableCommunity {
  id: string;
  segmentCode: string;
  displayName: string;
  parentId: string | null;
  companyName: string;
  internal: boolean;
}

export async function searchableCommunities(
  db: Database,
  talentId: string,
): Promise<SearchableCommunity[]> {
  return (await searchableCommunitiesOf(db, [talentId])).get(talentId) ?? [];
}

/** The searchable communities of several talents at once (the job alert digests'). */
export async function searchableCommunitiesOf(
  db: Database,
  talentIds: readonly string[],
): Promise<Map<string, SearchableCommunity[]>> {
  const rows = await queryRows<SearchableCommunity & { talentId: string }>(
    db,
    sql`WITH RECURSIVE reachable(talent_id, id, internal) AS (
          SELECT c.talent_id, c.community_id, c.relationship = 'internal'
          FROM talent_connection c
          WHERE c.talent_id = ANY(${sqlArray(talentIds)}::uuid[]) AND c.status_name = 'Connected'
          UNION
          SELECT r.talent_id, child.id, r.internal
          FROM talent_community child JOIN reachable r ON child.parent_id = r.id
        )
        SELECT r.talent_id AS "talentId", tc.id, tc.segment_code AS "segmentCode",
               tc.display_name AS "displayName", tc.parent_id AS "parentId",
               co.name AS "companyName", bool_or(r.internal) AS internal
        FROM reachable r
        JOIN talent_community tc ON tc.id = r.id
        JOIN company co ON co.id = tc.company_id
        GROUP BY r.talent_id, tc.id, co.name
        ORDER BY co.name, tc.display_name`,
  );
  const byTalent = new Map<string, SearchableCommunity[]>();
  for (const { talentId, ...community } of rows) {
    const list = byTalent.get(talentId);
    if (list) list.push(community);
    else byTalent.set(talentId, [community]);
  }
  return byTalent;
}
