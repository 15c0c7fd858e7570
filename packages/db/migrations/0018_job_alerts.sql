-- Job alerts (spec 3 sections 2-5): the preferences with the next digest's due time, the digests (prepared,
-- then sent), the jobs each talent has been sent, and the index of jobs by when they were added.
CREATE TABLE "job_alert" (
	"talent_id" uuid PRIMARY KEY NOT NULL,
	"criteria" jsonb NOT NULL,
	"enable_alerts" boolean DEFAULT false NOT NULL,
	"frequency" integer,
	"time_zone" text,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"next_due_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_alert_digest" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"talent_id" uuid NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"job_ids" jsonb NOT NULL,
	"job_count" integer NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "job_alert_sent_job" (
	"talent_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"digest_id" uuid NOT NULL,
	CONSTRAINT "job_alert_sent_job_talent_id_job_id_pk" PRIMARY KEY("talent_id","job_id")
);
--> statement-breakpoint
ALTER TABLE "job_alert" ADD CONSTRAINT "job_alert_talent_id_talent_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talent"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_digest" ADD CONSTRAINT "job_alert_digest_talent_id_talent_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talent"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_sent_job" ADD CONSTRAINT "job_alert_sent_job_talent_id_talent_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talent"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_sent_job" ADD CONSTRAINT "job_alert_sent_job_job_id_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_sent_job" ADD CONSTRAINT "job_alert_sent_job_digest_id_job_alert_digest_id_fk" FOREIGN KEY ("digest_id") REFERENCES "public"."job_alert_digest"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_alert_due_idx" ON "job_alert" USING btree ("next_due_at") WHERE "job_alert"."enable_alerts";--> statement-breakpoint
CREATE INDEX "job_alert_digest_pending_idx" ON "job_alert_digest" USING btree ("created_at") WHERE "job_alert_digest"."state" <> 'sent';--> statement-breakpoint
CREATE INDEX "job_alert_digest_talent_idx" ON "job_alert_digest" USING btree ("talent_id","created_at");--> statement-breakpoint
CREATE INDEX "job_created_at_idx" ON "job" USING btree ("created_at","id");