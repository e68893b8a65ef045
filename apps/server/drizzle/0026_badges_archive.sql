DROP INDEX "badges_ladder_level_unique";--> statement-breakpoint
ALTER TABLE "badges" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "badges_ladder_level_unique" ON "badges" USING btree ("city_id","type",coalesce("activity_type", ''),"level") WHERE "badges"."archived_at" IS NULL;