CREATE TABLE "challenge_participants" (
	"challenge_id" uuid NOT NULL,
	"participant_id" uuid NOT NULL,
	"organisation_id" uuid,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"distance_m" bigint DEFAULT 0 NOT NULL,
	"duration_s" bigint DEFAULT 0 NOT NULL,
	"calories" bigint DEFAULT 0 NOT NULL,
	"ghg_mg" bigint DEFAULT 0 NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"greenpoints" bigint DEFAULT 0 NOT NULL,
	"score" double precision DEFAULT 0 NOT NULL,
	"collaborative_value" double precision DEFAULT 0 NOT NULL,
	"reached_at" timestamp with time zone,
	"reward_credited_at" timestamp with time zone,
	"excluded_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_participants_challenge_id_participant_id_pk" PRIMARY KEY("challenge_id","participant_id"),
	CONSTRAINT "challenge_participants_totals_non_negative" CHECK ("challenge_participants"."sessions" >= 0 AND "challenge_participants"."distance_m" >= 0)
);
--> statement-breakpoint
CREATE TABLE "challenge_recipients" (
	"challenge_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"state" text NOT NULL,
	"answered_by" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_recipients_challenge_id_organisation_id_pk" PRIMARY KEY("challenge_id","organisation_id")
);
--> statement-breakpoint
CREATE TABLE "challenge_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"city_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"excerpt" text,
	"image_url" text,
	"duration_days" integer,
	"individual_goal" jsonb NOT NULL,
	"collaborative_goal" jsonb,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"city_id" uuid NOT NULL,
	"organisation_id" uuid,
	"branch_id" uuid,
	"template_id" uuid,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"excerpt" text,
	"image_url" text,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"individual_goal" jsonb NOT NULL,
	"collaborative_goal" jsonb,
	"include_users" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"exclude_users" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"notify" boolean DEFAULT false NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"collaborative_value" double precision DEFAULT 0 NOT NULL,
	"collaborative_reached_at" timestamp with time zone,
	"created_by" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenges_dates" CHECK ("challenges"."end_at" > "challenges"."start_at"),
	CONSTRAINT "challenges_cancelled" CHECK (("challenges"."status" = 'cancelled') = ("challenges"."cancelled_at" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "city_settings" ADD COLUMN "challenge_send_limit" integer;--> statement-breakpoint
ALTER TABLE "greenpoint_transactions" ADD COLUMN "challenge_id" uuid;--> statement-breakpoint
ALTER TABLE "greenpoint_transactions" ADD COLUMN "challenge_goal" text;--> statement-breakpoint
ALTER TABLE "challenge_participants" ADD CONSTRAINT "challenge_participants_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_participants" ADD CONSTRAINT "challenge_participants_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_participants" ADD CONSTRAINT "challenge_participants_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_recipients" ADD CONSTRAINT "challenge_recipients_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_recipients" ADD CONSTRAINT "challenge_recipients_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_recipients" ADD CONSTRAINT "challenge_recipients_answered_by_auth_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_templates" ADD CONSTRAINT "challenge_templates_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_templates" ADD CONSTRAINT "challenge_templates_created_by_auth_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_template_id_challenge_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."challenge_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_created_by_auth_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "challenge_participants_participant_idx" ON "challenge_participants" USING btree ("participant_id","joined_at");--> statement-breakpoint
CREATE INDEX "challenge_participants_leaderboard_idx" ON "challenge_participants" USING btree ("challenge_id","score" DESC NULLS LAST,"reached_at","joined_at") WHERE "challenge_participants"."excluded_at" IS NULL;--> statement-breakpoint
CREATE INDEX "challenge_recipients_organisation_idx" ON "challenge_recipients" USING btree ("organisation_id","state");--> statement-breakpoint
CREATE INDEX "challenge_templates_city_idx" ON "challenge_templates" USING btree ("city_id","created_at");--> statement-breakpoint
CREATE INDEX "challenges_city_start_idx" ON "challenges" USING btree ("city_id","start_at");--> statement-breakpoint
CREATE INDEX "challenges_organisation_start_idx" ON "challenges" USING btree ("organisation_id","start_at");--> statement-breakpoint
ALTER TABLE "greenpoint_transactions" ADD CONSTRAINT "greenpoint_transactions_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "greenpoint_transactions_challenge_unique" ON "greenpoint_transactions" USING btree ("participant_id","challenge_id","challenge_goal") WHERE "greenpoint_transactions"."challenge_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "city_settings" ADD CONSTRAINT "city_settings_challenge_send_limit_non_negative" CHECK ("city_settings"."challenge_send_limit" IS NULL OR "city_settings"."challenge_send_limit" >= 0);