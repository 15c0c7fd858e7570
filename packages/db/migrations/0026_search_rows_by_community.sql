-- The search rows that one statement writes (an import batch, a tagging pass) are written in
-- community order, so that a community's jobs share the table's pages instead of lying one to a
-- page among every other community's (decision 009, "Later"). A talent's search reads the rows of
-- their communities only: with the demo feed, which mixes employers, a common word's matches on
-- 1,000,000 jobs lie in 1,794 pages instead of 12,675. Same statements as migrations 0014 and
-- 0020 otherwise.
CREATE OR REPLACE FUNCTION talent_job_search_insert() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ DECLARE written bigint; BEGIN
    INSERT INTO searchable_job SELECT r.* FROM changed_jobs j CROSS JOIN LATERAL talent_searchable_job(j) r
      ORDER BY r.community_id;
    GET DIAGNOSTICS written = ROW_COUNT;
    IF written > 0 THEN PERFORM talent_search_merge_pending(); END IF;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION talent_job_search_update() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ DECLARE written bigint; BEGIN
    INSERT INTO searchable_job SELECT r.* FROM changed_jobs j CROSS JOIN LATERAL talent_searchable_job(j) r
      ORDER BY r.community_id
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
  END $$;
