CREATE TABLE "talent_external_link" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"talent_id" uuid NOT NULL,
	"link_url" text NOT NULL,
	"link_type_id" smallint DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_file" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"talent_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_file_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "talent_it_skill" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"talent_id" uuid NOT NULL,
	"skill_group" smallint NOT NULL,
	"level" smallint NOT NULL,
	"skill_id" text NOT NULL,
	"label" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_language" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"talent_id" uuid NOT NULL,
	"language_id" text NOT NULL,
	"language_name" text NOT NULL,
	"level" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_qualification" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"talent_id" uuid NOT NULL,
	"qualification_type_id" integer NOT NULL,
	"qualification_category" smallint DEFAULT 0 NOT NULL,
	"qualification_id" integer,
	"certification" text NOT NULL,
	"institution" text NOT NULL,
	"state" text,
	"comments" text,
	"url" text,
	"education_level_id" integer,
	"year_completed" integer DEFAULT 0 NOT NULL,
	"years" integer,
	"qualification_number" text,
	"qualification_coverage" text,
	"file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "talent" ADD COLUMN "profile_code" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "talent" ADD COLUMN "avatar_file_id" uuid;--> statement-breakpoint
ALTER TABLE "talent" ADD COLUMN "avatar_original_file_id" uuid;--> statement-breakpoint
ALTER TABLE "talent" ADD COLUMN "has_pre_filled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_role" ADD COLUMN "location_group_id" text;--> statement-breakpoint
ALTER TABLE "talent_role" ADD COLUMN "profession_id" integer;--> statement-breakpoint
ALTER TABLE "talent_role" ADD COLUMN "profession_label" text;--> statement-breakpoint
ALTER TABLE "talent_role" ADD COLUMN "industry_id" integer;--> statement-breakpoint
ALTER TABLE "talent_role" ADD COLUMN "industry_label" text;--> statement-breakpoint
ALTER TABLE "talent_role" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_external_link" ADD CONSTRAINT "talent_external_link_talent_id_talent_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talent"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_file" ADD CONSTRAINT "talent_file_talent_id_talent_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talent"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_it_skill" ADD CONSTRAINT "talent_it_skill_talent_id_talent_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talent"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_language" ADD CONSTRAINT "talent_language_talent_id_talent_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talent"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_qualification" ADD CONSTRAINT "talent_qualification_talent_id_talent_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talent"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_qualification" ADD CONSTRAINT "talent_qualification_file_id_talent_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."talent_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "talent_file_talent_idx" ON "talent_file" USING btree ("talent_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "talent_it_skill_unique_idx" ON "talent_it_skill" USING btree ("talent_id","skill_group","skill_id");--> statement-breakpoint
CREATE INDEX "talent_language_talent_idx" ON "talent_language" USING btree ("talent_id");--> statement-breakpoint
CREATE INDEX "talent_qualification_talent_idx" ON "talent_qualification" USING btree ("talent_id");--> statement-breakpoint
ALTER TABLE "talent" ADD CONSTRAINT "talent_profile_code_unique" UNIQUE("profile_code");