ALTER TABLE "city_settings" ADD COLUMN "max_trip_age_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "city_settings" ADD COLUMN "daily_distance_cap_km" integer DEFAULT 150 NOT NULL;--> statement-breakpoint
ALTER TABLE "city_settings" ADD COLUMN "daily_points_cap" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "city_settings" ADD COLUMN "centre_latitude" double precision;--> statement-breakpoint
ALTER TABLE "city_settings" ADD COLUMN "centre_longitude" double precision;--> statement-breakpoint
ALTER TABLE "city_settings" ADD COLUMN "radius_km" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "review_status" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_reviewed_by_auth_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trips_review_queue_idx" ON "trips" USING btree ("city_id","review_status","created_at") WHERE "trips"."review_status" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "city_settings" ADD CONSTRAINT "city_settings_trip_limits_positive" CHECK ("city_settings"."max_trip_age_days" > 0 AND "city_settings"."daily_distance_cap_km" > 0 AND "city_settings"."daily_points_cap" > 0 AND "city_settings"."radius_km" > 0);--> statement-breakpoint
ALTER TABLE "city_settings" ADD CONSTRAINT "city_settings_centre_complete" CHECK (("city_settings"."centre_latitude" IS NULL) = ("city_settings"."centre_longitude" IS NULL));--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_review_reason" CHECK (("trips"."review_status" IS NULL) = ("trips"."review_reason" IS NULL));