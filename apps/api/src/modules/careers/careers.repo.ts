// The careers site's reads: a job advert with its company, community and lookups; job
// references for the URLs without a segment; talent communities and their subtrees.
import { type Database, queryRows, type schema } from '@talent/db';
import { type SQL, sql } from 'drizzle-orm';

type Timestamp = Date | string;

/** A document a job lists; `storageKey` when the portal keeps its bytes (see careers-advert). */
export type JobAttachment = NonNullable<(typeof schema.job.$inferSelect)['attachments']>[number];

export interface AdvertRow {
  id: string;
  communityId: string;
  segmentCode: string;
  communityName: string;
  backgroundUrl: string | null;
  companyName: string;
  companyCode: string;
  companyHasLogo: boolean;
  source: number;
  urlCode: string;
  advertUrlCode: string;
  seoSlug: string;
  customCode: string | null;
  roleName: string;
  summary: string | null;
  description: string | null;
  descriptionHtml: string | null;
  specialties: string[];
  keyPoint1: string | null;
  keyPoint2: string | null;
  keyPoint3: string | null;
  category: string | null;
  subCategory: string | null;
  workType: string | null;
  flexibleWorkOption: string | null;
  flexibleWorkDescription: string | null;
  workLocationName: string | null;
  physicalLocation: string | null;
  locationSuburb: string | null;
  locationState: string | null;
  locationPostCode: string | null;
  locationCountryIso2: string | null;
  currencyIso3: string | null;
  salaryType: string | null;
  minSalary: number | null;
  maxSalary: number | null;
  salaryRange: string | null;
  salaryDescription: string | null;
  numberOfPositions: number;
  internalOnly: boolean;
  isEoi: boolean;
  destinationCode: string | null;
  strictJobPostEndDates: boolean;
  customApplyUrl: string | null;
  youtubeUrl: string | null;
  videoUrl: string | null;
  videoType: string | null;
  heroImageUrl: string | null;
  publishedAt: Timestamp;
  postedFrom: Timestamp | null;
  postedTo: Timestamp | null;
  applicationsCloseAt: Timestamp | null;
  internalPostedFrom: Timestamp | null;
  internalPostedTo: Timestamp | null;
  internalApplicationsCloseAt: Timestamp | null;
  publicPostedFrom: Timestamp | null;
  publicPostedTo: Timestamp | null;
  publicApplicationsCloseAt: Timestamp | null;
  attachments: JobAttachment[] | null;
}

const ADVERT_COLUMNS = sql`
  j.id, j.community_id AS "communityId", tc.segment_code AS "segmentCode",
  tc.display_name AS "communityName", tc.background_url AS "backgroundUrl",
  co.name AS "companyName", co.code AS "companyCode", co.logo_svg IS NOT NULL AS "companyHasLogo",
  j.source, j.url_code AS "urlCode", j.advert_url_code AS "advertUrlCode", j.seo_slug AS "seoSlug",
  j.custom_code AS "customCode", j.role_name AS "roleName", j.summary, j.description,
  j.description_html AS "descriptionHtml", j.specialties,
  j.key_point1 AS "keyPoint1", j.key_point2 AS "keyPoint2", j.key_point3 AS "keyPoint3",
  cat.name AS category, sub.name AS "subCategory", wt.label AS "workType",
  fo.label AS "flexibleWorkOption", j.flexible_work_description AS "flexibleWorkDescription",
  j.work_location_name AS "workLocationName", j.physical_location AS "physicalLocation",
  j.location_suburb AS "locationSuburb", j.location_state AS "locationState",
  j.location_post_code AS "locationPostCode", j.location_country_iso2 AS "locationCountryIso2",
  j.currency_iso3 AS "currencyIso3", j.salary_type AS "salaryType", j.min_salary AS "minSalary",
  j.max_salary AS "maxSalary", j.salary_range AS "salaryRange",
  j.salary_description AS "salaryDescription", j.number_of_positions AS "numberOfPositions",
  j.internal_only AS "internalOnly", j.is_eoi AS "isEoi", j.destination_code AS "destinationCode",
  j.strict_job_post_end_dates AS "strictJobPostEndDates", j.custom_apply_url AS "customApplyUrl",
  j.youtube_url AS "youtubeUrl", j.video_url AS "videoUrl", j.video_type AS "videoType",
  j.hero_image_url AS "heroImageUrl", j.published_at AS "publishedAt",
  j.posted_from AS "postedFrom", j.posted_to AS "postedTo",
  j.applications_close_at AS "applicationsCloseAt",
  j.internal_posted_from AS "internalPostedFrom", j.internal_posted_to AS "internalPostedTo",
  j.internal_applications_close_at AS "internalApplicationsCloseAt",
  j.public_posted_from AS "publicPostedFrom", j.public_posted_to AS "publicPostedTo",
  j.public_applications_close_at AS "publicApplicationsCloseAt", j.attachments`;

function selectAdverts(where: SQL): SQL {
  return sql`SELECT ${ADVERT_COLUMNS}
    FROM job j
    JOIN talent_community tc ON tc.id = j.community_id
    JOIN company co ON co.id = j.company_id
    LEFT JOIN category cat ON cat.id = j.category_id
    LEFT JOIN sub_category sub ON sub.id = j.sub_category_id
    LEFT JOIN work_type wt ON wt.id = j.work_type_id
    LEFT JOIN flexible_work_option fo ON fo.id = j.flexible_work_option_id
    WHERE ${where}`;
}

/** The job with this url code in this community (url codes are unique per community). */
export async function findAdvertRow(
  db: Database,
  segmentCode: string,
  urlCode: string,
): Promise<AdvertRow | null> {
  const [row] = await queryRows<AdvertRow>(
    db,
    selectAdverts(sql`tc.segment_code = ${segmentCode} AND j.url_code = ${urlCode}`),
  );
  return row ?? null;
}

export async function findAdvertRowById(db: Database, jobId: string): Promise<AdvertRow | null> {
  const [row] = await queryRows<AdvertRow>(db, selectAdverts(sql`j.id = ${jobId}::uuid`));
  return row ?? null;
}

/**
 * Adverts listing a document the portal is to keep (a stored name) whose bytes are not stored
 * yet, oldest first, at most `limit`.
 */
export async function findAdvertsWithUnstoredDocuments(
  db: Database,
  prefix: string,
  limit: number,
): Promise<AdvertRow[]> {
  return queryRows<AdvertRow>(
    db,
    sql`${selectAdverts(sql`j.attachments IS NOT NULL AND EXISTS (
          SELECT 1 FROM jsonb_array_elements(j.attachments) a
          WHERE a->>'url' LIKE ${`${prefix}%`} AND a->>'storageKey' IS NULL)`)}
        ORDER BY j.id LIMIT ${limit}`,
  );
}

/** Records where the bytes of the job's document with this url are kept. */
export async function setAttachmentStorageKey(
  db: Database,
  jobId: string,
  url: string,
  storageKey: string,
): Promise<void> {
  await db.execute(sql`
    UPDATE job SET attachments = (
      SELECT jsonb_agg(CASE WHEN a->>'url' = ${url}
                            THEN a || jsonb_build_object('storageKey', ${storageKey}::text)
                            ELSE a END ORDER BY n)
      FROM jsonb_array_elements(attachments) WITH ORDINALITY AS t(a, n))
    WHERE id = ${jobId}::uuid`);
}

export interface JobRefRow {
  segmentCode: string;
  companyCode: string;
  urlCode: string;
  advertUrlCode: string;
  seoSlug: string;
}

const REF_COLUMNS = sql`tc.segment_code AS "segmentCode", co.code AS "companyCode",
  j.url_code AS "urlCode", j.advert_url_code AS "advertUrlCode", j.seo_slug AS "seoSlug"`;

/**
 * The job a URL without a segment names: by url code, narrowed by company code or advert url
 * code when given. Url codes are unique per community only, so the newest job wins a tie.
 */
export async function findJobRef(
  db: Database,
  ref: { urlCode: string; companyCode?: string; advertUrlCode?: string },
): Promise<JobRefRow | null> {
  const [row] = await queryRows<JobRefRow>(
    db,
    sql`SELECT ${REF_COLUMNS}
        FROM job j
        JOIN talent_community tc ON tc.id = j.community_id
        JOIN company co ON co.id = j.company_id
        WHERE j.url_code = ${ref.urlCode}
          AND (${ref.companyCode ?? null}::text IS NULL OR co.code = ${ref.companyCode ?? null})
          AND (${ref.advertUrlCode ?? null}::text IS NULL OR j.advert_url_code = ${ref.advertUrlCode ?? null})
        ORDER BY j.published_at DESC, j.id
        LIMIT 1`,
  );
  return row ?? null;
}

export interface SitemapAdvertRow extends Omit<JobRefRow, 'companyCode'> {
  publishedAt: Date | string;
}

/**
 * The adverts anyone may read that still take applications (published, not internal only, not
 * closed), newest first, at most `limit`: what the sitemap lists.
 */
export async function findOpenPublicAdverts(
  db: Database,
  now: Date,
  limit: number,
): Promise<SitemapAdvertRow[]> {
  return queryRows<SitemapAdvertRow>(
    db,
    sql`SELECT tc.segment_code AS "segmentCode", j.url_code AS "urlCode",
          j.advert_url_code AS "advertUrlCode", j.seo_slug AS "seoSlug",
          j.published_at AS "publishedAt"
        FROM job j
        JOIN talent_community tc ON tc.id = j.community_id
        WHERE NOT j.internal_only
          AND j.published_at <= ${now.toISOString()}::timestamptz
          AND (j.applications_close_at IS NULL
            OR j.applications_close_at > ${now.toISOString()}::timestamptz)
        ORDER BY j.published_at DESC, j.id
        LIMIT ${limit}`,
  );
}

/** A job of the community named by its url code, advert url code or custom code (any case). */
export async function resolveJobCode(
  db: Database,
  segmentCode: string,
  code: string,
): Promise<JobRefRow | null> {
  const [row] = await queryRows<JobRefRow>(
    db,
    sql`SELECT ${REF_COLUMNS}
        FROM job j
        JOIN talent_community tc ON tc.id = j.community_id
        JOIN company co ON co.id = j.company_id
        WHERE tc.segment_code = ${segmentCode}
          AND (j.url_code = ${code} OR j.advert_url_code = ${code} OR lower(j.custom_code) = lower(${code}))
        ORDER BY (j.url_code = ${code}) DESC, j.published_at DESC, j.id
        LIMIT 1`,
  );
  return row ?? null;
}

export interface CommunityRow {
  id: string;
  segmentCode: string;
  displayName: string;
  countryIso2: string | null;
  backgroundUrl: string | null;
  companyName: string;
  companyCode: string;
  companyHasLogo: boolean;
}

export async function findCommunity(
  db: Database,
  segmentCode: string,
): Promise<CommunityRow | null> {
  const [row] = await queryRows<CommunityRow>(
    db,
    sql`SELECT tc.id, tc.segment_code AS "segmentCode", tc.display_name AS "displayName",
               tc.country_iso2 AS "countryIso2", tc.background_url AS "backgroundUrl",
               co.name AS "companyName", co.code AS "companyCode",
               co.logo_svg IS NOT NULL AS "companyHasLogo"
        FROM talent_community tc JOIN company co ON co.id = tc.company_id
        WHERE tc.segment_code = ${segmentCode}`,
  );
  return row ?? null;
}

/** The community and every community below it. */
export async function communitySubtree(
  db: Database,
  communityId: string,
): Promise<{ id: string; segmentCode: string }[]> {
  return queryRows(
    db,
    sql`WITH RECURSIVE subtree(id) AS (
          SELECT ${communityId}::uuid
          UNION
          SELECT child.id FROM talent_community child JOIN subtree s ON child.parent_id = s.id
        )
        SELECT tc.id, tc.segment_code AS "segmentCode"
        FROM subtree s JOIN talent_community tc ON tc.id = s.id`,
  );
}
