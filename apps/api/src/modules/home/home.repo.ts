// The home dashboard's reads: arrival messages, stats and the profile snapshot the completion is
// worked out from. Every statement is limited to the talent's own rows.
import { type Database, queryRows } from '@talent/db';
import { sql } from 'drizzle-orm';

export interface InvitationRow {
  requestId: string;
  requestedAt: Date | string;
  companyName: string;
}

/**
 * New or Pending connections whose latest request arrived since `since`: one message per
 * connection, dated by its latest request, so a company asking again is a new message.
 */
export function listInvitations(db: Database, talentId: string, since: Date) {
  return queryRows<InvitationRow>(
    db,
    sql`SELECT * FROM (
          SELECT DISTINCT ON (c.id) r.id AS "requestId", r.created_at AS "requestedAt",
                 co.name AS "companyName"
          FROM talent_connection c
          JOIN connection_request r ON r.connection_id = c.id
          JOIN talent_community tc ON tc.id = c.community_id
          JOIN company co ON co.id = tc.company_id
          WHERE c.talent_id = ${talentId} AND c.status_name IN ('New', 'Pending')
          ORDER BY c.id, r.created_at DESC, r.id DESC
        ) latest
        WHERE "requestedAt" >= ${since.toISOString()}::timestamptz
        ORDER BY "requestedAt", "requestId"`,
  );
}

export interface SubmittedApplicationRow {
  id: string;
  roleName: string;
  companyName: string;
}

/**
 * Applications submitted since `since`, newest first. The table keeps no submission date of its
 * own: updated_at is set when the talent submits (and re-submits after a withdrawal).
 */
export function listSubmittedApplications(db: Database, talentId: string, since: Date) {
  return queryRows<SubmittedApplicationRow>(
    db,
    sql`SELECT a.id, j.role_name AS "roleName", co.name AS "companyName"
        FROM job_application a
        JOIN job j ON j.id = a.job_id
        JOIN company co ON co.id = j.company_id
        WHERE a.talent_id = ${talentId}
          AND a.state IN ('SubmittedAwaitingProcessing', 'AllDone')
          AND a.updated_at >= ${since.toISOString()}::timestamptz
        ORDER BY a.updated_at DESC, a.id`,
  );
}

export interface ConnectedCompanyRow {
  companyName: string;
  companyCode: string;
  hasLogoSvg: boolean;
  logoUrl: string | null;
}

/** The company of the talent's most recently connected Connected connection, if any. */
export async function latestConnectedCompany(db: Database, talentId: string) {
  const [row] = await queryRows<ConnectedCompanyRow>(
    db,
    sql`SELECT co.name AS "companyName", co.code AS "companyCode",
               co.logo_svg IS NOT NULL AS "hasLogoSvg", co.logo_url AS "logoUrl"
        FROM talent_connection c
        JOIN talent_community tc ON tc.id = c.community_id
        JOIN company co ON co.id = tc.company_id
        WHERE c.talent_id = ${talentId} AND c.status_name = 'Connected'
        ORDER BY c.initially_connected_at DESC NULLS LAST, c.created_at DESC, c.id
        LIMIT 1`,
  );
  return row ?? null;
}

export async function talentCreatedAt(db: Database, talentId: string): Promise<Date | null> {
  const [row] = await queryRows<{ createdAt: Date | string }>(
    db,
    sql`SELECT created_at AS "createdAt" FROM talent WHERE id = ${talentId}`,
  );
  return row ? new Date(row.createdAt) : null;
}

export async function dashboardStats(db: Database, talentId: string) {
  const [row] = await queryRows<{ totalViews: number; connectionCount: number }>(
    db,
    sql`SELECT (SELECT count(*) FROM profile_view WHERE talent_id = ${talentId})::int
                 AS "totalViews",
               (SELECT count(*) FROM talent_connection
                 WHERE talent_id = ${talentId} AND status_name = 'Connected')::int
                 AS "connectionCount"`,
  );
  return row ?? { totalViews: 0, connectionCount: 0 };
}

export interface ProfileRow {
  currentRole: string | null;
  bioMessage: string | null;
  suburb: string | null;
  countryIso2: string | null;
  careerSummary: string | null;
  achievements: string | null;
  jobSearchStatusId: number | null;
  noWorkHistory: boolean;
  noQualifications: boolean;
  noItSkills: boolean;
  noLicences: boolean;
  hasPhoto: boolean;
  hasResume: boolean;
  coreSkillCount: number;
  roleCount: number;
  itSkillCount: number;
  languageCount: number;
  /** Type and category of each qualification: the service tells licences from the rest. */
  qualifications: { typeId: number; category: number }[] | null;
}

export async function readProfile(db: Database, talentId: string): Promise<ProfileRow | null> {
  const [row] = await queryRows<ProfileRow>(
    db,
    sql`SELECT t.current_role AS "currentRole", t.bio_message AS "bioMessage", t.suburb,
               t.country_iso2 AS "countryIso2", t.career_summary AS "careerSummary",
               t.achievements, t.job_search_status_id AS "jobSearchStatusId",
               t.no_work_history AS "noWorkHistory", t.no_qualifications AS "noQualifications",
               t.no_it_skills AS "noItSkills", t.no_licences AS "noLicences",
               t.avatar_file_id IS NOT NULL AS "hasPhoto",
               EXISTS (SELECT 1 FROM talent_file f WHERE f.talent_id = t.id AND f.kind = 'cv')
                 AS "hasResume",
               (SELECT count(*) FROM talent_skill s WHERE s.talent_id = t.id)::int
                 AS "coreSkillCount",
               (SELECT count(*) FROM talent_role r WHERE r.talent_id = t.id)::int AS "roleCount",
               (SELECT count(*) FROM talent_it_skill i WHERE i.talent_id = t.id)::int
                 AS "itSkillCount",
               (SELECT count(*) FROM talent_language l WHERE l.talent_id = t.id)::int
                 AS "languageCount",
               (SELECT json_agg(json_build_object('typeId', q.qualification_type_id,
                                                  'category', q.qualification_category))
                  FROM talent_qualification q WHERE q.talent_id = t.id) AS "qualifications"
        FROM talent t WHERE t.id = ${talentId}`,
  );
  return row ?? null;
}
