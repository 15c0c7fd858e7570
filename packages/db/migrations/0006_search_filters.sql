ALTER TABLE "job" ADD COLUMN "filter_vector" "tsvector" GENERATED ALWAYS AS (array_to_tsvector(ARRAY[
  'c' || replace(community_id::text, '-', ''),
  'k' || coalesce(category_id::text, 'none'),
  's' || coalesce(sub_category_id::text, 'none'),
  'w' || coalesce(work_type_id::text, 'none'),
  'f' || coalesce(flexible_work_option_id::text, 'none'),
  'l' || coalesce(replace(work_location_id::text, '-', ''), 'none'),
  'n' || lower(coalesce(location_country_iso2, 'none'))])) STORED;--> statement-breakpoint
-- One GIN index over both vectors: a keyword search with the talent's communities and filters
-- is answered by intersecting postings inside the index. It serves the keyword alone too, so
-- the single-column index goes.
CREATE INDEX IF NOT EXISTS job_search_filter_idx ON job USING gin (search_vector, filter_vector);--> statement-breakpoint
DROP INDEX IF EXISTS job_search_vector_idx;
