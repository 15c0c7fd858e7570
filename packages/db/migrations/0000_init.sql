CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limit_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "category_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "company" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"industry" text,
	"logo_svg" text,
	"website_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "flexible_work_option" (
	"id" integer PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "flexible_work_option_label_unique" UNIQUE("label")
);
--> statement-breakpoint
CREATE TABLE "job" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"external_id" text NOT NULL,
	"source" smallint DEFAULT 1 NOT NULL,
	"matching_reference_id" text NOT NULL,
	"company_id" uuid NOT NULL,
	"community_id" uuid NOT NULL,
	"url_code" text NOT NULL,
	"advert_url_code" text NOT NULL,
	"seo_slug" text NOT NULL,
	"custom_code" text,
	"role_name" text NOT NULL,
	"summary" text,
	"description" text,
	"description_html" text,
	"specialties" text[] DEFAULT '{}'::text[] NOT NULL,
	"key_point1" text,
	"key_point2" text,
	"key_point3" text,
	"category_id" integer,
	"sub_category_id" integer,
	"work_type_id" integer,
	"flexible_work_option_id" integer,
	"flexible_work_description" text,
	"work_location_id" uuid,
	"work_location_name" text,
	"physical_location" text,
	"location_suburb" text,
	"location_state" text,
	"location_post_code" text,
	"location_country_iso2" text,
	"country_name" text,
	"latitude" double precision,
	"longitude" double precision,
	"currency_iso3" text,
	"salary_type" text,
	"min_salary" double precision,
	"max_salary" double precision,
	"salary_range" text,
	"salary_description" text,
	"number_of_positions" integer DEFAULT 1 NOT NULL,
	"internal_only" boolean DEFAULT false NOT NULL,
	"is_eoi" boolean DEFAULT false NOT NULL,
	"destination_code" text,
	"strict_job_post_end_dates" boolean DEFAULT false NOT NULL,
	"custom_apply_url" text,
	"youtube_url" text,
	"video_url" text,
	"video_type" text,
	"hero_image_url" text,
	"published_at" timestamp with time zone NOT NULL,
	"posted_from" timestamp with time zone,
	"posted_to" timestamp with time zone,
	"applications_close_at" timestamp with time zone,
	"internal_posted_from" timestamp with time zone,
	"internal_posted_to" timestamp with time zone,
	"internal_applications_close_at" timestamp with time zone,
	"public_posted_from" timestamp with time zone,
	"public_posted_to" timestamp with time zone,
	"public_applications_close_at" timestamp with time zone,
	"attachments" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_external_id_unique" UNIQUE("external_id"),
	CONSTRAINT "job_matching_reference_id_unique" UNIQUE("matching_reference_id")
);
--> statement-breakpoint
CREATE TABLE "sub_category" (
	"id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_community" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"parent_id" uuid,
	"segment_code" text NOT NULL,
	"display_name" text NOT NULL,
	"industry" text,
	"role_types" text,
	"country_iso2" text,
	"background_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_community_segment_code_unique" UNIQUE("segment_code")
);
--> statement-breakpoint
CREATE TABLE "work_location" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" uuid NOT NULL,
	"name" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision
);
--> statement-breakpoint
CREATE TABLE "work_type" (
	"id" integer PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "work_type_label_unique" UNIQUE("label")
);
--> statement-breakpoint
CREATE TABLE "talent_connection" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"talent_id" uuid NOT NULL,
	"community_id" uuid NOT NULL,
	"status_name" text NOT NULL,
	"relationship" text,
	"job_alerts_enabled" boolean DEFAULT false NOT NULL,
	"initially_connected_at" timestamp with time zone,
	"consent_expiry" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_application" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"talent_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_setting" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"full_name" text NOT NULL,
	"current_role" text,
	"bio_message" text,
	"address_line1" text,
	"address_line2" text,
	"suburb" text,
	"postcode" text,
	"state" text,
	"country_iso2" text,
	"latitude" text,
	"longitude" text,
	"career_summary" text,
	"skills_summary" text,
	"achievements" text,
	"profile_status" smallint DEFAULT 2 NOT NULL,
	"job_search_status_id" integer,
	"no_work_history" boolean DEFAULT false NOT NULL,
	"no_qualifications" boolean DEFAULT false NOT NULL,
	"no_it_skills" boolean DEFAULT false NOT NULL,
	"no_licences" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "talent_role" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"talent_id" uuid NOT NULL,
	"role_title" text NOT NULL,
	"company" text NOT NULL,
	"division" text,
	"from_date" text NOT NULL,
	"to_date" text,
	"is_current" boolean DEFAULT false NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"hide_company" boolean DEFAULT false NOT NULL,
	"extended_job_desc" text,
	"responsibilities" text[] DEFAULT '{}'::text[] NOT NULL,
	"achievements_list" text[] DEFAULT '{}'::text[] NOT NULL,
	"specialities" text[] DEFAULT '{}'::text[] NOT NULL,
	"country_iso2" text,
	"location_label" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_skill" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"talent_id" uuid NOT NULL,
	"label" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job" ADD CONSTRAINT "job_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job" ADD CONSTRAINT "job_community_id_talent_community_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."talent_community"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job" ADD CONSTRAINT "job_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job" ADD CONSTRAINT "job_sub_category_id_sub_category_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job" ADD CONSTRAINT "job_work_type_id_work_type_id_fk" FOREIGN KEY ("work_type_id") REFERENCES "public"."work_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job" ADD CONSTRAINT "job_flexible_work_option_id_flexible_work_option_id_fk" FOREIGN KEY ("flexible_work_option_id") REFERENCES "public"."flexible_work_option"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job" ADD CONSTRAINT "job_work_location_id_work_location_id_fk" FOREIGN KEY ("work_location_id") REFERENCES "public"."work_location"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_category" ADD CONSTRAINT "sub_category_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_community" ADD CONSTRAINT "talent_community_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_location" ADD CONSTRAINT "work_location_community_id_talent_community_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."talent_community"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_connection" ADD CONSTRAINT "talent_connection_talent_id_talent_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talent"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_connection" ADD CONSTRAINT "talent_connection_community_id_talent_community_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."talent_community"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_application" ADD CONSTRAINT "job_application_talent_id_talent_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talent"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_application" ADD CONSTRAINT "job_application_job_id_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent" ADD CONSTRAINT "talent_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_role" ADD CONSTRAINT "talent_role_talent_id_talent_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talent"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_skill" ADD CONSTRAINT "talent_skill_talent_id_talent_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talent"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_community_url_code_idx" ON "job" USING btree ("community_id","url_code");--> statement-breakpoint
CREATE INDEX "job_published_at_idx" ON "job" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "job_company_idx" ON "job" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "talent_connection_unique" ON "talent_connection" USING btree ("talent_id","community_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_application_unique" ON "job_application" USING btree ("talent_id","job_id");