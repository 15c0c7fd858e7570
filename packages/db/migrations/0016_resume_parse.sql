-- Resume parsing and pre-fill (spec 2 section 4.2): what the resume.parse job made of each resume file.
CREATE TABLE "resume_parse" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"talent_id" uuid NOT NULL,
	"state" text DEFAULT 'parsing' NOT NULL,
	"result" jsonb,
	"message" text,
	"prefill_summary" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"parsed_at" timestamp with time zone,
	"populated_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resume_parse_state_check" CHECK ("resume_parse"."state" in ('parsing', 'parsed', 'failed', 'populated'))
);
--> statement-breakpoint
ALTER TABLE "resume_parse" ADD CONSTRAINT "resume_parse_file_id_talent_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."talent_file"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_parse" ADD CONSTRAINT "resume_parse_talent_id_talent_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talent"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resume_parse_talent_idx" ON "resume_parse" USING btree ("talent_id");