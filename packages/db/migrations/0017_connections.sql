-- Connections (spec 3 sections 3 and 4): companies' connection requests, per-community consent periods
-- and internal job alert preferences, feed logos, and the companies' views of shared profiles.
CREATE TABLE "connection_request" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"connection_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_view" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"talent_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "logo_url" text;--> statement-breakpoint
ALTER TABLE "talent_community" ADD COLUMN "consent_period_months" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_connection" ADD COLUMN "job_alert_keywords" text;--> statement-breakpoint
ALTER TABLE "talent_connection" ADD COLUMN "job_alert_frequency" integer;--> statement-breakpoint
ALTER TABLE "talent_connection" ADD COLUMN "job_alert_preferences_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "connection_request" ADD CONSTRAINT "connection_request_connection_id_talent_connection_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."talent_connection"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_view" ADD CONSTRAINT "profile_view_talent_id_talent_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talent"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_view" ADD CONSTRAINT "profile_view_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "connection_request_connection_idx" ON "connection_request" USING btree ("connection_id","created_at");--> statement-breakpoint
CREATE INDEX "profile_view_talent_idx" ON "profile_view" USING btree ("talent_id","viewed_at");