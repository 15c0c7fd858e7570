-- The search row's filter vector carries the UTC day its job was added ('a20261201'), so a job
-- alert's search asks the search index for the window's days alongside its keywords and reads
-- only the jobs added in those days, not every job its keywords have ever matched (decision 022).
-- The filter vector gets its own function, which the row function and this migration share.
CREATE OR REPLACE FUNCTION talent_filter_vector(j job) RETURNS tsvector
  LANGUAGE sql STABLE
  AS $$ SELECT talent_scoped_tsvector(array_to_tsvector(ARRAY[
      'k' || coalesce(j.category_id::text, 'none'),
      's' || coalesce(j.sub_category_id::text, 'none'),
      'w' || coalesce(j.work_type_id::text, 'none'),
      'f' || coalesce(j.flexible_work_option_id::text, 'none'),
      'l' || coalesce(replace(j.work_location_id::text, '-', ''), 'none'),
      'n' || lower(coalesce(j.location_country_iso2, 'none')),
      'a' || to_char(j.created_at AT TIME ZONE 'UTC', 'YYYYMMDD')]
      || talent_geo_cells(j.latitude, j.longitude)), j.community_id) $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION talent_searchable_job(j job) RETURNS SETOF searchable_job
  LANGUAGE sql STABLE
  AS $$ SELECT j.id, j.community_id, j.published_at, j.applications_close_at, j.internal_only,
    j.latitude, j.longitude,
    to_tsvector('talent_english', talent_search_text(j.role_name)),
    talent_scoped_tsvector(to_tsvector('talent_english', talent_search_text(concat_ws(' ',
      j.role_name, talent_immutable_join(j.specialties), j.summary, left(j.description, 20000)))),
      j.community_id),
    talent_filter_vector(j),
    to_tsvector('talent_english', talent_search_text(talent_title_role(j.role_name))),
    to_tsvector('talent_english', talent_search_text(concat_ws(' ',
      talent_immutable_join(j.specialties),
      (SELECT k.name FROM category k WHERE k.id = j.category_id)))),
    j.created_at $$;--> statement-breakpoint
UPDATE searchable_job s SET filter_vector = talent_filter_vector(j) FROM job j WHERE j.id = s.job_id;
