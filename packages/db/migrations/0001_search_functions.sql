-- Extensions for job search: trigram similarity (typos, autocomplete), cube + earthdistance
-- (radius around a point), unaccent. PGlite loads them at start; PostgreSQL ships them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- array_to_string is only STABLE; a generated column needs an IMMUTABLE expression. Joining
-- text with a fixed separator cannot change between calls.
CREATE OR REPLACE FUNCTION talent_immutable_join(parts text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_to_string(parts, ' '), '') $$;--> statement-breakpoint
-- The point of a job on the earth, for radius search (NULL without coordinates).
CREATE OR REPLACE FUNCTION talent_job_point(lat double precision, lng double precision) RETURNS earth
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN lat IS NULL OR lng IS NULL THEN NULL ELSE public.ll_to_earth(lat, lng) END $$;
