-- Imports write search rows once per statement, not once per job (decision 015).
DROP TRIGGER IF EXISTS job_search_sync ON job;--> statement-breakpoint
DROP FUNCTION IF EXISTS talent_job_search_sync();--> statement-breakpoint
DROP FUNCTION IF EXISTS talent_searchable_job(job);--> statement-breakpoint
-- A vector's lexemes under a community's key, as in migration 0009, by joining and splitting
-- text instead of one string per lexeme: the same vector in a third of the time. chr(1) cannot
-- be in a lexeme (the parser reads control characters as spaces); an empty vector gives the
-- bare key alone, which is removed.
CREATE OR REPLACE FUNCTION talent_scoped_tsvector(v tsvector, community uuid) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_to_tsvector(array_remove(string_to_array(
    talent_search_key(community) || '.'
      || array_to_string(tsvector_to_array(v), chr(1) || talent_search_key(community) || '.'),
    chr(1)), talent_search_key(community) || '.')) $$;--> statement-breakpoint
-- A job's search row, as a set-returning SQL function so that a query over many jobs inlines it
-- (one plan for the batch instead of one function call per job). Same columns as migration 0009.
CREATE FUNCTION talent_searchable_job(j job) RETURNS SETOF searchable_job
  LANGUAGE sql STABLE
  AS $$ SELECT j.id, j.community_id, j.published_at, j.applications_close_at, j.internal_only,
    j.latitude, j.longitude,
    to_tsvector('english', coalesce(j.role_name, '')),
    talent_scoped_tsvector(to_tsvector('english', concat_ws(' ', j.role_name,
      talent_immutable_join(j.specialties), j.summary, left(j.description, 20000))), j.community_id),
    talent_scoped_tsvector(array_to_tsvector(ARRAY[
      'k' || coalesce(j.category_id::text, 'none'),
      's' || coalesce(j.sub_category_id::text, 'none'),
      'w' || coalesce(j.work_type_id::text, 'none'),
      'f' || coalesce(j.flexible_work_option_id::text, 'none'),
      'l' || coalesce(replace(j.work_location_id::text, '-', ''), 'none'),
      'n' || lower(coalesce(j.location_country_iso2, 'none'))]
      || talent_geo_cells(j.latitude, j.longitude)), j.community_id) $$;--> statement-breakpoint
-- New index entries go to the GIN index's pending list and are merged into the index in bulk at
-- the end of each statement that wrote jobs: 3-4 times cheaper than one insertion per lexeme,
-- and no search finds a pending list left behind. Owned by whoever owns the index (the
-- function that merges needs the index's owner), so an app role with table rights only can
-- still write jobs.
CREATE OR REPLACE FUNCTION talent_search_merge_pending() RETURNS void
  LANGUAGE sql SECURITY DEFINER SET search_path = pg_catalog, public
  AS $$ SELECT gin_clean_pending_list('searchable_job_text_idx'::regclass) $$;--> statement-breakpoint
-- New jobs: their rows are new too (plain inserts, no conflict to check).
CREATE FUNCTION talent_job_search_insert() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ DECLARE written bigint; BEGIN
    INSERT INTO searchable_job SELECT r.* FROM changed_jobs j CROSS JOIN LATERAL talent_searchable_job(j) r;
    GET DIAGNOSTICS written = ROW_COUNT;
    IF written > 0 THEN PERFORM talent_search_merge_pending(); END IF;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE FUNCTION talent_job_search_update() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ DECLARE written bigint; BEGIN
    INSERT INTO searchable_job SELECT r.* FROM changed_jobs j CROSS JOIN LATERAL talent_searchable_job(j) r
    ON CONFLICT (job_id) DO UPDATE SET
      community_id = excluded.community_id, published_at = excluded.published_at,
      applications_close_at = excluded.applications_close_at,
      internal_only = excluded.internal_only, latitude = excluded.latitude,
      longitude = excluded.longitude, title_vector = excluded.title_vector,
      search_vector = excluded.search_vector, filter_vector = excluded.filter_vector;
    GET DIAGNOSTICS written = ROW_COUNT;
    IF written > 0 THEN PERFORM talent_search_merge_pending(); END IF;
    RETURN NULL;
  END $$;--> statement-breakpoint
-- A trigger with a transition table has one event: one for inserts, one for updates (an
-- INSERT … ON CONFLICT DO UPDATE fires both, each with its own rows).
CREATE TRIGGER job_search_sync_insert AFTER INSERT ON job
  REFERENCING NEW TABLE AS changed_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION talent_job_search_insert();--> statement-breakpoint
CREATE TRIGGER job_search_sync_update AFTER UPDATE ON job
  REFERENCING NEW TABLE AS changed_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION talent_job_search_update();--> statement-breakpoint
ALTER INDEX searchable_job_text_idx SET (fastupdate = on);--> statement-breakpoint
-- The feed's identifier is a job id a talent may type, in any case (like the custom code).
CREATE INDEX IF NOT EXISTS job_external_id_lower_idx ON job (lower(external_id));
