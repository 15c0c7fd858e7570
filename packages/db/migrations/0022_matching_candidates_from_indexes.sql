-- Job matching finds its candidate jobs in the indexes of the jobs' skills and occupations alone
-- (decision 025): each tag row carries where and to whom its job shows, copied from the job when
-- it is tagged, and the job's skills are kept in one array for scoring. Filled here from the jobs
-- already tagged.
DROP INDEX "job_skill_skill_idx";--> statement-breakpoint
DROP INDEX "job_taxonomy_occupation_idx";--> statement-breakpoint
ALTER TABLE "job_skill" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "job_skill" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "job_skill" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_skill" ADD COLUMN "applications_close_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_skill" ADD COLUMN "internal_only" boolean;--> statement-breakpoint
ALTER TABLE "job_skill" ADD COLUMN "community_id" uuid;--> statement-breakpoint
ALTER TABLE "job_taxonomy" ADD COLUMN "skills" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "job_taxonomy" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "job_taxonomy" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "job_taxonomy" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_taxonomy" ADD COLUMN "applications_close_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_taxonomy" ADD COLUMN "internal_only" boolean;--> statement-breakpoint
ALTER TABLE "job_taxonomy" ADD COLUMN "community_id" uuid;--> statement-breakpoint
UPDATE job_skill t SET latitude = j.latitude, longitude = j.longitude, published_at = j.published_at,
  applications_close_at = j.applications_close_at, internal_only = j.internal_only,
  community_id = j.community_id
FROM job j WHERE j.id = t.job_id;--> statement-breakpoint
UPDATE job_taxonomy t SET latitude = j.latitude, longitude = j.longitude, published_at = j.published_at,
  applications_close_at = j.applications_close_at, internal_only = j.internal_only,
  community_id = j.community_id,
  skills = coalesce((SELECT array_agg(s.skill_id ORDER BY s.skill_id) FROM job_skill s
    WHERE s.job_id = t.job_id), '{}')
FROM job j WHERE j.id = t.job_id;--> statement-breakpoint
CREATE INDEX "job_skill_skill_idx" ON "job_skill" USING btree ("skill_id","job_id","published_at","applications_close_at","internal_only","community_id","latitude","longitude");--> statement-breakpoint
CREATE INDEX "job_taxonomy_occupation_idx" ON "job_taxonomy" USING btree ("occupation_id","job_id","published_at","applications_close_at","internal_only","community_id","latitude","longitude");