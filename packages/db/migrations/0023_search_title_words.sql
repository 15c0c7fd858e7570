-- The title vector also carries the title's words as written, unstemmed and marked with '='
-- ('=developer' beside the stem 'develop'), so ranking can put a title with the word a talent
-- typed ('Developer') above one that only shares its stem ('Business Development Manager',
-- 'Assistant in Nursing' for 'nurse'). The mark keeps them apart from the stems: no query of
-- the talent's words can name a lexeme that starts with it.
CREATE FUNCTION talent_title_vector(title text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT to_tsvector('talent_english', talent_search_text(title))
    || array_to_tsvector(ARRAY(SELECT '=' || w FROM unnest(tsvector_to_array(
      to_tsvector('talent_simple', talent_search_text(title)))) AS w)) $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION talent_searchable_job(j job) RETURNS SETOF searchable_job
  LANGUAGE sql STABLE
  AS $$ SELECT j.id, j.community_id, j.published_at, j.applications_close_at, j.internal_only,
    j.latitude, j.longitude,
    talent_title_vector(j.role_name),
    talent_scoped_tsvector(to_tsvector('talent_english', talent_search_text(concat_ws(' ',
      j.role_name, talent_immutable_join(j.specialties), j.summary, left(j.description, 20000)))),
      j.community_id),
    talent_filter_vector(j),
    to_tsvector('talent_english', talent_search_text(talent_title_role(j.role_name))),
    to_tsvector('talent_english', talent_search_text(concat_ws(' ',
      talent_immutable_join(j.specialties),
      (SELECT k.name FROM category k WHERE k.id = j.category_id)))),
    j.created_at $$;--> statement-breakpoint
UPDATE searchable_job s SET title_vector = talent_title_vector(j.role_name) FROM job j WHERE j.id = s.job_id;
