ALTER TABLE "job" ADD COLUMN "title_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', coalesce(role_name, ''))) STORED;--> statement-breakpoint
-- Every search is limited to the talent's communities: this index holds what the filters and
-- the "newest first" order read, so counts and filter-only searches need not visit the rows.
DROP INDEX IF EXISTS job_community_published_idx;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS job_community_cover_idx ON job (community_id, published_at DESC, id)
  INCLUDE (applications_close_at, internal_only, work_type_id, category_id, sub_category_id,
           flexible_work_option_id, work_location_id, latitude, longitude, location_country_iso2);
