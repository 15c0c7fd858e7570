-- The search table (decision 008). A row longer than 2 kB is toasted down to 128 bytes: its
-- search and filter vectors go out of line (only the GIN index reads them) and the title vector
-- stays in the row (the order reads it for every match). Shorter rows stay whole.
ALTER TABLE searchable_job SET (toast_tuple_target = 128);--> statement-breakpoint
ALTER TABLE searchable_job ALTER COLUMN search_vector SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE searchable_job ALTER COLUMN filter_vector SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE searchable_job ALTER COLUMN title_vector SET STORAGE MAIN;--> statement-breakpoint
-- The grid cells a point lies in at 0.1°, 0.5° and 2.5° (geo-cells.ts in the job search computes
-- the cells covering a search box with the same formula).
CREATE OR REPLACE FUNCTION talent_geo_cells(lat double precision, lng double precision) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN lat IS NULL OR lng IS NULL THEN '{}'::text[] ELSE ARRAY[
    'g1x' || floor((lat + 90) * 10)::bigint || 'y' || floor((lng + 180) * 10)::bigint,
    'g2x' || floor((lat + 90) * 2)::bigint || 'y' || floor((lng + 180) * 2)::bigint,
    'g3x' || floor((lat + 90) * 0.4)::bigint || 'y' || floor((lng + 180) * 0.4)::bigint] END $$;--> statement-breakpoint
-- Great-circle distance in metres on the sphere earthdistance uses (earth(): 6378168 m), in
-- plain arithmetic: inlined into a search, it costs a fraction of earth_distance(ll_to_earth()).
CREATE OR REPLACE FUNCTION talent_distance_m(lat1 double precision, lng1 double precision,
    lat2 double precision, lng2 double precision) RETURNS double precision
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT 2 * 6378168 * asin(least(1, sqrt(
    sin(radians(lat2 - lat1) / 2) ^ 2 +
    cos(radians(lat1)) * cos(radians(lat2)) * sin(radians(lng2 - lng1) / 2) ^ 2))) $$;--> statement-breakpoint
-- A job's search row. Title counts most (A), then skills (B), summary (C), description (D).
CREATE OR REPLACE FUNCTION talent_searchable_job(j job) RETURNS searchable_job
  LANGUAGE sql STABLE
  AS $$ SELECT j.id, j.community_id, j.published_at, j.applications_close_at, j.internal_only,
    j.latitude, j.longitude,
    to_tsvector('english', coalesce(j.role_name, '')),
    setweight(to_tsvector('english', coalesce(j.role_name, '')), 'A') ||
      setweight(to_tsvector('english', talent_immutable_join(j.specialties)), 'B') ||
      setweight(to_tsvector('english', coalesce(j.summary, '')), 'C') ||
      setweight(to_tsvector('english', left(coalesce(j.description, ''), 20000)), 'D'),
    array_to_tsvector(ARRAY[
      'c' || replace(j.community_id::text, '-', ''),
      'k' || coalesce(j.category_id::text, 'none'),
      's' || coalesce(j.sub_category_id::text, 'none'),
      'w' || coalesce(j.work_type_id::text, 'none'),
      'f' || coalesce(j.flexible_work_option_id::text, 'none'),
      'l' || coalesce(replace(j.work_location_id::text, '-', ''), 'none'),
      'n' || lower(coalesce(j.location_country_iso2, 'none'))]
      || talent_geo_cells(j.latitude, j.longitude)) $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION talent_job_search_sync() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    INSERT INTO searchable_job SELECT * FROM talent_searchable_job(NEW)
    ON CONFLICT (job_id) DO UPDATE SET
      community_id = excluded.community_id, published_at = excluded.published_at,
      applications_close_at = excluded.applications_close_at,
      internal_only = excluded.internal_only, latitude = excluded.latitude,
      longitude = excluded.longitude, title_vector = excluded.title_vector,
      search_vector = excluded.search_vector, filter_vector = excluded.filter_vector;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER job_search_sync AFTER INSERT OR UPDATE ON job
  FOR EACH ROW EXECUTE FUNCTION talent_job_search_sync();--> statement-breakpoint
INSERT INTO searchable_job SELECT r.* FROM job j CROSS JOIN LATERAL talent_searchable_job(j) r;--> statement-breakpoint
-- Keywords, scope, filters and location cells: one GIN index (decision 007).
-- Without the pending list (fastupdate): a new job is in the index itself, so a search never
-- scans a list of recent inserts and ANALYZE never has to merge one.
CREATE INDEX IF NOT EXISTS searchable_job_text_idx ON searchable_job USING gin (search_vector, filter_vector)
  WITH (fastupdate = off);--> statement-breakpoint
ALTER INDEX job_word_trgm_idx SET (fastupdate = off);--> statement-breakpoint
-- Searches without keywords or filters: the talent's communities, newest first, and their
-- counts without visiting rows.
CREATE INDEX IF NOT EXISTS searchable_job_community_idx ON searchable_job (community_id, published_at DESC, job_id DESC)
  INCLUDE (applications_close_at, internal_only);--> statement-breakpoint
-- Newest first without keywords: read in date order, stopping at the page's last job.
CREATE INDEX IF NOT EXISTS searchable_job_newest_idx ON searchable_job (published_at DESC, job_id DESC)
  INCLUDE (community_id, applications_close_at, internal_only);--> statement-breakpoint
-- The job table's own search indexes: search no longer reads it.
DROP INDEX IF EXISTS job_community_cover_idx;--> statement-breakpoint
DROP INDEX IF EXISTS job_point_idx;
