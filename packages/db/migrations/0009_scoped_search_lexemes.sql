-- Search lexemes scoped by community (decision 009). Every lexeme of a job's search and filter
-- vectors carries its community's search key ('2ab32550.nurs', '2ab32550.k10'), so one index
-- entry lists the jobs of one community only: a search ORs the entries of the talent's
-- communities and never walks the postings of every other community.
-- The key is the first 8 hex digits of the community id: two communities sharing one only cost
-- extra rows, which the search's own community condition removes.
CREATE OR REPLACE FUNCTION talent_search_key(community uuid) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT left(replace(community::text, '-', ''), 8) $$;--> statement-breakpoint
-- A vector's lexemes under a community's key (no positions or weights: the search reads
-- neither; the title vector ranks).
CREATE OR REPLACE FUNCTION talent_scoped_tsvector(v tsvector, community uuid) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_to_tsvector(coalesce(array_agg(talent_search_key(community) || '.' || l), '{}'::text[]))
        FROM unnest(tsvector_to_array(v)) AS l $$;--> statement-breakpoint
-- A query over scoped vectors: every lexeme (prefix or whole) becomes any of the communities'
-- keyed lexemes. Empty communities: NULL, which matches nothing.
CREATE OR REPLACE FUNCTION talent_scoped_tsquery(q tsquery, communities uuid[]) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT regexp_replace(q::text, '''((?:[^'']|'''')*)''(:\*)?',
    '(' || (SELECT string_agg('''' || talent_search_key(c) || '.\1''\2', ' | ') FROM unnest(communities) AS c) || ')',
    'g')::tsquery $$;--> statement-breakpoint
-- The grid cells a point lies in at 0.1°, 0.5°, 2.5° and 10° (geo-cells.ts in the job search
-- computes the cells covering a search box with the same formula).
CREATE OR REPLACE FUNCTION talent_geo_cells(lat double precision, lng double precision) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN lat IS NULL OR lng IS NULL THEN '{}'::text[] ELSE ARRAY[
    'g1x' || floor((lat + 90) * 10)::bigint || 'y' || floor((lng + 180) * 10)::bigint,
    'g2x' || floor((lat + 90) * 2)::bigint || 'y' || floor((lng + 180) * 2)::bigint,
    'g3x' || floor((lat + 90) * 0.4)::bigint || 'y' || floor((lng + 180) * 0.4)::bigint,
    'g4x' || floor((lat + 90) * 0.1)::bigint || 'y' || floor((lng + 180) * 0.1)::bigint] END $$;--> statement-breakpoint
-- A job's search row: the title vector (ranks), and the scoped search and filter vectors.
CREATE OR REPLACE FUNCTION talent_searchable_job(j job) RETURNS searchable_job
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
DROP INDEX IF EXISTS searchable_job_text_idx;--> statement-breakpoint
TRUNCATE searchable_job;--> statement-breakpoint
INSERT INTO searchable_job SELECT r.* FROM job j CROSS JOIN LATERAL talent_searchable_job(j) r;--> statement-breakpoint
CREATE INDEX searchable_job_text_idx ON searchable_job USING gin (search_vector, filter_vector)
  WITH (fastupdate = off);
