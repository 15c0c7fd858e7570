CREATE TABLE "job_skill" (
	"job_id" uuid NOT NULL,
	"skill_id" text NOT NULL,
	CONSTRAINT "job_skill_job_id_skill_id_pk" PRIMARY KEY("job_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "job_taxonomy" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"occupation_id" text,
	"version" text NOT NULL,
	"job_updated_at" timestamp with time zone NOT NULL,
	"tagged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "taxonomy_occupation" (
	"id" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"anzsco" text NOT NULL,
	"titles" text[] DEFAULT '{}'::text[] NOT NULL,
	"profession_id" integer,
	"withdrawn" boolean DEFAULT false NOT NULL,
	CONSTRAINT "taxonomy_occupation_profession_id_unique" UNIQUE("profession_id")
);
--> statement-breakpoint
CREATE TABLE "taxonomy_occupation_skill" (
	"occupation_id" text NOT NULL,
	"skill_id" text NOT NULL,
	CONSTRAINT "taxonomy_occupation_skill_occupation_id_skill_id_pk" PRIMARY KEY("occupation_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "taxonomy_skill" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"category" text NOT NULL,
	"names" text[] DEFAULT '{}'::text[] NOT NULL,
	"withdrawn" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "taxonomy_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_skill" ADD CONSTRAINT "job_skill_job_id_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_skill" ADD CONSTRAINT "job_skill_skill_id_taxonomy_skill_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."taxonomy_skill"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_taxonomy" ADD CONSTRAINT "job_taxonomy_job_id_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_taxonomy" ADD CONSTRAINT "job_taxonomy_occupation_id_taxonomy_occupation_id_fk" FOREIGN KEY ("occupation_id") REFERENCES "public"."taxonomy_occupation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxonomy_occupation_skill" ADD CONSTRAINT "taxonomy_occupation_skill_occupation_id_taxonomy_occupation_id_fk" FOREIGN KEY ("occupation_id") REFERENCES "public"."taxonomy_occupation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxonomy_occupation_skill" ADD CONSTRAINT "taxonomy_occupation_skill_skill_id_taxonomy_skill_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."taxonomy_skill"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_skill_skill_idx" ON "job_skill" USING btree ("skill_id","job_id");--> statement-breakpoint
CREATE INDEX "job_taxonomy_occupation_idx" ON "job_taxonomy" USING btree ("occupation_id");