CREATE TABLE "searchable_job" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"community_id" uuid NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"applications_close_at" timestamp with time zone,
	"internal_only" boolean NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"title_vector" "tsvector" NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"filter_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "searchable_job" ADD CONSTRAINT "searchable_job_job_id_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "job" DROP COLUMN "title_vector";--> statement-breakpoint
ALTER TABLE "job" DROP COLUMN "filter_vector";