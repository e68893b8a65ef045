DROP INDEX "badges_ladder_level_unique";--> statement-breakpoint
ALTER TABLE "badges" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "control_point_coefficient" numeric(6, 3) DEFAULT '1' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "badges_ladder_level_unique" ON "badges" USING btree ("city_id","type",coalesce("activity_type", ''),"level") WHERE "badges"."archived_at" IS NULL;