-- Job search finds what a person means (decision 016): accents fold both ways, words inside
-- punctuation are words, C#, C++ and .NET are words of their own, and a job's skills and
-- category rank it above a job that only mentions the words in its text.
--
-- The text search configurations: PostgreSQL's english (stemmed) and simple (whole words), with
-- accents removed first ('Crème' and 'creme' are one word). Words of plain ASCII letters have no
-- accent to remove and keep their own dictionaries.
CREATE TEXT SEARCH CONFIGURATION talent_english (COPY = pg_catalog.english);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION talent_english
  ALTER MAPPING FOR word, hword, hword_part WITH unaccent, english_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION talent_simple (COPY = pg_catalog.simple);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION talent_simple
  ALTER MAPPING FOR word, hword, hword_part WITH unaccent, simple;--> statement-breakpoint
-- A job's text as search reads it (keywords.ts does the same to what a talent types): 'C#' and
-- 'F#' become csharp and fsharp, 'C++' cplusplus and '.NET' dotnet (the parser would keep only
-- 'c' and 'net'); then every mark that joins words ('Vue/Nuxt', 'Angular.js', 'LR/MR',
-- 'Admin/Reception') is a space, so each word is found on its own. The parser reads such forms as
-- one path or host name otherwise. A hyphen stays: the parser indexes 'front-end' and its parts.
-- One regular expression replaces the marks (a fifth of what translate() costs on a long text);
-- the rewriting of the three names runs only on a text that has one of their marks.
CREATE FUNCTION talent_search_text(t text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT regexp_replace(
    CASE WHEN t ~ '[#+]|\.[Nn][Ee][Tt]' THEN
      regexp_replace(regexp_replace(regexp_replace(t,
        '(^|[^[:alnum:]])([cCfF])#', '\1 \2sharp ', 'g'),
        '(^|[^[:alnum:]])[cC]\+\+', '\1 cplusplus ', 'g'),
        '\.[Nn][Ee][Tt]\M', ' dotnet', 'g')
    ELSE coalesce(t, '') END,
    '[][/\\|.,;:(){}<>+&@!?*=~^"#]+', ' ', 'g') $$;--> statement-breakpoint
-- The role a title names: the title up to a dash, bracket, bar, comma or colon ('Receptionist'
-- of 'Receptionist – Physiotherapy Clinic', 'Truck Driver' of 'Truck Driver (HR Licence)'); what
-- follows qualifies it (a ward, a shift, a licence, a place). The whole title when that is empty.
CREATE FUNCTION talent_title_role(title text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(nullif(btrim(split_part(
    regexp_replace(coalesce(title, ''), '\s+[-–—|]\s+|[(\[|,:]', chr(1), 'g'), chr(1), 1)), ''),
    coalesce(title, '')) $$;--> statement-breakpoint
-- For ranking (not scoped: read for the found jobs only): the title's role, and a job's skills
-- and category name.
ALTER TABLE searchable_job ADD COLUMN role_vector tsvector NOT NULL DEFAULT ''::tsvector;--> statement-breakpoint
ALTER TABLE searchable_job ADD COLUMN tag_vector tsvector NOT NULL DEFAULT ''::tsvector;--> statement-breakpoint
ALTER TABLE searchable_job ALTER COLUMN role_vector DROP DEFAULT;--> statement-breakpoint
ALTER TABLE searchable_job ALTER COLUMN tag_vector DROP DEFAULT;--> statement-breakpoint
ALTER TABLE searchable_job ALTER COLUMN role_vector SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE searchable_job ALTER COLUMN tag_vector SET STORAGE MAIN;--> statement-breakpoint
-- A job's search row (migration 0014), with the configurations and text above and the tags.
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
      (SELECT k.name FROM category k WHERE k.id = j.category_id)))) $$;--> statement-breakpoint
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
      role_vector = excluded.role_vector, tag_vector = excluded.tag_vector;
    GET DIAGNOSTICS written = ROW_COUNT;
    IF written > 0 THEN PERFORM talent_search_merge_pending(); END IF;
    RETURN NULL;
  END $$;--> statement-breakpoint
-- Every job's row again, in the new form.
UPDATE searchable_job s SET title_vector = r.title_vector, search_vector = r.search_vector,
    role_vector = r.role_vector, tag_vector = r.tag_vector
  FROM job j CROSS JOIN LATERAL talent_searchable_job(j) r
  WHERE s.job_id = j.id;--> statement-breakpoint
SELECT talent_search_merge_pending();--> statement-breakpoint
-- The typo corrections' words, in the same form (refresh-search-data.ts writes them after imports).
DELETE FROM job_word;--> statement-breakpoint
INSERT INTO job_word (word, documents)
  SELECT word, ndoc FROM ts_stat($$
    SELECT to_tsvector('talent_simple', talent_search_text(role_name || ' ' || talent_immutable_join(specialties)))
    FROM job
  $$);
