CREATE TABLE "city_setting_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"city_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"field" text NOT NULL,
	"old_value" jsonb,
	"new_value" jsonb,
	"changed_by" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "city_setting_changes_field_length" CHECK (length("city_setting_changes"."field") BETWEEN 1 AND 60),
	CONSTRAINT "city_setting_changes_kind" CHECK ("city_setting_changes"."kind" IN ('city-limits', 'citizen-limits', 'control-points', 'carpool', 'admin-emails'))
);
--> statement-breakpoint
ALTER TABLE "city_settings" DROP CONSTRAINT "city_settings_coefficient_non_negative";--> statement-breakpoint
ALTER TABLE "city_settings" DROP CONSTRAINT "city_settings_max_points_non_negative";--> statement-breakpoint
ALTER TABLE "city_settings" RENAME COLUMN "max_points_per_trip" TO "max_points_per_trip_active";--> statement-breakpoint
ALTER TABLE "city_settings" ADD COLUMN "max_points_per_trip_collective" integer;--> statement-breakpoint
ALTER TABLE "city_settings" ADD COLUMN "max_points_per_trip_other" integer;--> statement-breakpoint
UPDATE "city_settings" SET "max_points_per_trip_collective" = "max_points_per_trip_active", "max_points_per_trip_other" = "max_points_per_trip_active";--> statement-breakpoint
ALTER TABLE "city_settings" ADD COLUMN "max_challenges_per_user" integer;--> statement-breakpoint
ALTER TABLE "city_settings" ADD COLUMN "max_challenges_per_user_period" text;--> statement-breakpoint
ALTER TABLE "city_settings" ADD COLUMN "max_transactions_per_period" integer;--> statement-breakpoint
ALTER TABLE "city_settings" ADD COLUMN "max_transactions_period" text;--> statement-breakpoint
ALTER TABLE "city_settings" ADD COLUMN "max_transactions_per_product" integer;--> statement-breakpoint
ALTER TABLE "city_settings" ADD COLUMN "control_points_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "city_settings" ADD COLUMN "points_only_with_control_points" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "city_settings" ADD COLUMN "control_point_coefficient" numeric(6, 3) DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "city_settings" ADD COLUMN "carpool_max_matches_per_user" integer;--> statement-breakpoint
ALTER TABLE "city_settings" ADD COLUMN "carpool_driver_detour_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "city_settings" ADD COLUMN "carpool_rider_detour_minutes" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "city_settings" ADD COLUMN "order_admin_emails" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "city_settings" ADD COLUMN "report_admin_emails" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "city_setting_changes" ADD CONSTRAINT "city_setting_changes_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city_setting_changes" ADD CONSTRAINT "city_setting_changes_changed_by_auth_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "city_setting_changes_city_recent" ON "city_setting_changes" USING btree ("city_id","changed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "city_settings" ADD CONSTRAINT "city_settings_coefficient_positive" CHECK ("city_settings"."points_coefficient" > 0);--> statement-breakpoint
ALTER TABLE "city_settings" ADD CONSTRAINT "city_settings_citizen_limits" CHECK (coalesce("city_settings"."max_challenges_per_user", 0) >= 0 AND coalesce("city_settings"."max_transactions_per_period", 0) >= 0
        AND coalesce("city_settings"."max_transactions_per_product", 0) >= 0
        AND ("city_settings"."max_challenges_per_user" IS NULL) = ("city_settings"."max_challenges_per_user_period" IS NULL)
        AND ("city_settings"."max_transactions_per_period" IS NULL) = ("city_settings"."max_transactions_period" IS NULL)
        AND coalesce("city_settings"."max_challenges_per_user_period", 'day') IN ('day', 'week', 'month', 'year')
        AND coalesce("city_settings"."max_transactions_period", 'day') IN ('day', 'week', 'month', 'year'));--> statement-breakpoint
ALTER TABLE "city_settings" ADD CONSTRAINT "city_settings_control_point_coefficient_positive" CHECK ("city_settings"."control_point_coefficient" > 0);--> statement-breakpoint
ALTER TABLE "city_settings" ADD CONSTRAINT "city_settings_carpool" CHECK (coalesce("city_settings"."carpool_max_matches_per_user", 1) >= 1
        AND "city_settings"."carpool_driver_detour_minutes" BETWEEN 0 AND 120
        AND "city_settings"."carpool_rider_detour_minutes" BETWEEN 0 AND 120);--> statement-breakpoint
ALTER TABLE "city_settings" ADD CONSTRAINT "city_settings_admin_emails" CHECK (cardinality("city_settings"."order_admin_emails") <= 10
        AND cardinality("city_settings"."report_admin_emails") <= 10);--> statement-breakpoint
ALTER TABLE "city_settings" ADD CONSTRAINT "city_settings_max_points_non_negative" CHECK (coalesce("city_settings"."max_points_per_trip_active", 0) >= 0 AND coalesce("city_settings"."max_points_per_trip_collective", 0) >= 0
        AND coalesce("city_settings"."max_points_per_trip_other", 0) >= 0);