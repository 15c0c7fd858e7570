-- A word in the possessive does not name the role of a title: it qualifies it ("Brickie's
-- Labourer" is a labourer, "Chef's Assistant" an assistant, "Women's Health Nurse" a nurse). The
-- role (migration 0015) now leaves such words out, so a search for "bricklayer" ranks a brickie's
-- labourer below the bricklayers; the title vector still has them. The whole title when nothing
-- else is left.
CREATE OR REPLACE FUNCTION talent_title_role(title text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(nullif(btrim(regexp_replace(split_part(
    regexp_replace(coalesce(title, ''), '\s+[-–—|]\s+|[(\[|,:]', chr(1), 'g'), chr(1), 1),
    '[^[:space:]/]+[''’][sS]\M', ' ', 'g')), ''),
    coalesce(title, '')) $$;--> statement-breakpoint
UPDATE searchable_job s
  SET role_vector = to_tsvector('talent_english', talent_search_text(talent_title_role(j.role_name)))
  FROM job j
  WHERE j.id = s.job_id AND j.role_name ~ '[''’][sS]\M';
