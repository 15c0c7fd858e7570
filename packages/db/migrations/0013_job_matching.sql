CREATE TABLE "job_suggestion" (
	"talent_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"score" smallint NOT NULL,
	"match" jsonb NOT NULL,
	"status" text DEFAULT 'Unsaved' NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"scored_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_suggestion_talent_id_job_id_pk" PRIMARY KEY("talent_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "matching_preferences" (
	"talent_id" uuid PRIMARY KEY NOT NULL,
	"preferred_roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"location_address" text,
	"latitude" double precision,
	"longitude" double precision,
	"country_iso2" text,
	"radius_km" double precision DEFAULT 50 NOT NULL,
	"work_type" text DEFAULT 'all' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matching_refresh" (
	"talent_id" uuid PRIMARY KEY NOT NULL,
	"change_seq" integer DEFAULT 0 NOT NULL,
	"refreshed_seq" integer,
	"refreshed_at" timestamp with time zone,
	"candidates" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matching_skill" (
	"talent_id" uuid NOT NULL,
	"skill_key" text NOT NULL,
	"skill_id" text,
	"label" text NOT NULL,
	"state" text NOT NULL,
	"source" text,
	"evidence" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "matching_skill_talent_id_skill_key_pk" PRIMARY KEY("talent_id","skill_key")
);
--> statement-breakpoint
ALTER TABLE "job_suggestion" ADD CONSTRAINT "job_suggestion_talent_id_talent_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talent"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_suggestion" ADD CONSTRAINT "job_suggestion_job_id_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matching_preferences" ADD CONSTRAINT "matching_preferences_talent_id_talent_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talent"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matching_refresh" ADD CONSTRAINT "matching_refresh_talent_id_talent_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talent"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matching_skill" ADD CONSTRAINT "matching_skill_talent_id_talent_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talent"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_suggestion_talent_score_idx" ON "job_suggestion" USING btree ("talent_id","score" DESC NULLS LAST);