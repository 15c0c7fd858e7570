ALTER TABLE "job" ADD COLUMN "occupation_id" text;--> statement-breakpoint
-- A job's occupation (the taxonomy's, by its title: occupationOfTitle, set by the import and kept
-- current by the job tagging) is searched with its skills: its name joins the search text and
-- the tags that rank the job, so a search for "developer" or "software engineer" finds a "C++
-- Engineer" or a "Fullstack Engineer – Python/Django" (after the titles that say so). Not the
-- title's vectors: with the title's own words, an occupation's would make matches no title has
-- ("Reach Truck Operator" with Forklift Driver is no truck driver). The name goes in without
-- ANZSCO's note "(General)" ("Electrician (General)" is an electrician, not every job that says
-- "general"), by a plain replace: a regular expression per row cost the embedded import 13%.
-- Jobs added before this migration get their occupation when the tagging next runs
-- (the taxonomy's version changed with it), which writes their search rows again.
CREATE FUNCTION talent_occupation_name(id text) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT replace(label, ' (General)', '') FROM taxonomy_occupation o
    WHERE o.id = talent_occupation_name.id $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION talent_searchable_job(j job) RETURNS SETOF searchable_job
  LANGUAGE sql STABLE
  AS $$ SELECT j.id, j.community_id, j.published_at, j.applications_close_at, j.internal_only,
    j.latitude, j.longitude,
    talent_title_vector(j.role_name),
    talent_scoped_tsvector(to_tsvector('talent_english', talent_search_text(concat_ws(' ',
      j.role_name, talent_occupation_name(j.occupation_id), talent_immutable_join(j.specialties),
      j.summary, left(j.description, 20000)))),
      j.community_id),
    talent_filter_vector(j),
    to_tsvector('talent_english', talent_search_text(talent_title_role(j.role_name))),
    to_tsvector('talent_english', talent_search_text(concat_ws(' ',
      talent_immutable_join(j.specialties), talent_occupation_name(j.occupation_id),
      (SELECT k.name FROM category k WHERE k.id = j.category_id)))),
    j.created_at $$;
