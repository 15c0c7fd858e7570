-- Indexes for job search. Every search is limited to the talent's communities, so the
-- community + date index serves "newest first" and bounds the other filters.
CREATE INDEX IF NOT EXISTS job_search_vector_idx ON job USING gin (search_vector);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS job_community_published_idx ON job (community_id, published_at DESC, id);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS job_point_idx ON job USING gist (talent_job_point(latitude, longitude));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS job_custom_code_idx ON job (lower(custom_code));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS job_url_code_idx ON job (url_code);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS job_word_trgm_idx ON job_word USING gin (word gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS talent_connection_talent_idx ON talent_connection (talent_id);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS talent_community_company_idx ON talent_community (company_id);
