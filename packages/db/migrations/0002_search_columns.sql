CREATE TABLE "job_word" (
	"word" text PRIMARY KEY NOT NULL,
	"documents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_search_criteria" (
	"talent_id" uuid PRIMARY KEY NOT NULL,
	"criteria" jsonb NOT NULL,
	"last_run_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (
  setweight(to_tsvector('english', coalesce(role_name, '')), 'A') ||
  setweight(to_tsvector('english', talent_immutable_join(specialties)), 'B') ||
  setweight(to_tsvector('english', coalesce(summary, '')), 'C') ||
  setweight(to_tsvector('english', left(coalesce(description, ''), 20000)), 'D')) STORED;--> statement-breakpoint
ALTER TABLE "saved_search_criteria" ADD CONSTRAINT "saved_search_criteria_talent_id_talent_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talent"("id") ON DELETE cascade ON UPDATE no action;