CREATE TABLE "background_job" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"singleton_key" text,
	"result" jsonb,
	"error" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "background_job_state_check" CHECK ("background_job"."state" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "background_job_due_idx" ON "background_job" USING btree ("run_after") WHERE "background_job"."state" = 'queued';--> statement-breakpoint
CREATE INDEX "background_job_lease_idx" ON "background_job" USING btree ("locked_until") WHERE "background_job"."state" = 'running';--> statement-breakpoint
CREATE INDEX "background_job_finished_idx" ON "background_job" USING btree ("finished_at") WHERE "background_job"."state" in ('done', 'failed');--> statement-breakpoint
CREATE UNIQUE INDEX "background_job_singleton_idx" ON "background_job" USING btree ("singleton_key") WHERE "background_job"."state" in ('queued', 'running');