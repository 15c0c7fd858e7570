-- The search row carries when its job was added (job.created_at), so a job alert's window of new
-- jobs is read with the keyword match from the search rows alone, without a lookup of each match
-- in the job table (decision 022). The row functions append it, in the table's column order.
ALTER TABLE "searchable_job" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE searchable_job s SET created_at = j.created_at FROM job j WHERE j.id = s.job_id;--> statement-breakpoint
CREATE OR REPLACE FUNCTION talent_searchable_job(j job) RETURNS SETOF searchable_job
  LANGUAGE sql STABLE
  AS $$ SELECT j.id, j.community_id, j.published_at, j.applications_close_at, j.internal_only,
    j.latitude, j.longitude,
    to_tsvector('talent_english', talent_search_text(j.role_name)),
    talent_scoped_tsvector(to_tsvector('talent_english', talent_search_text(concat_ws(' ',
      j.role_name, talent_immutable_join(j.specialties), j.summary, left(j.description, 20000)))),
      j.community_id),
    talent_scoped_tsvector(array_to_tsvector(ARRAY[
      'k' || coalesce(j.category_id::text, 'none'),
      's' || coalesce(j.sub_category_id::text, 'none'),
      'w' || coalesce(j.work_type_id::text, 'none'),
      'f' || coalesce(j.flexible_work_option_id::text, 'none'),
      'l' || coalesce(replace(j.work_location_id::text, '-', ''), 'none'),
      'n' || lower(coalesce(j.location_country_iso2, 'none'))]
      || talent_geo_cells(j.latitude, j.longitude)), j.community_id),
    to_tsvector('talent_english', talent_search_text(talent_title_role(j.role_name))),
    to_tsvector('talent_english', talent_search_text(concat_ws(' ',
      talent_immutable_join(j.specialties),
      (SELECT k.name FROM category k WHERE k.id = j.category_id)))),
    j.created_at $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION talent_job_search_update() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ DECLARE written bigint; BEGIN
    INSERT INTO searchable_job SELECT r.* FROM changed_jobs j CROSS JOIN LATERAL talent_searchable_job(j) r
    ON CONFLICT (job_id) DO UPDATE SET
      community_id = excluded.community_id, published_at = excluded.published_at,
      applications_close_at = excluded.applications_close_at,
      internal_only = excluded.internal_only, latitude = excluded.latitude,
      longitude = excluded.longitude, title_vector = excluded.title_vector,
      search_vector = excluded.search_vector, filter_vector = excluded.filter_vector,
      role_vector = excluded.role_vector, tag_vector = excluded.tag_vector,
      created_at = excluded.created_at;
    GET DIAGNOSTICS written = ROW_COUNT;
    IF written > 0 THEN PERFORM talent_search_merge_pending(); END IF;
    RETURN NULL;
  END $$;--> statement-breakpoint
