DROP INDEX "participant_stats_monthly_city_active_idx";--> statement-breakpoint
DROP INDEX "participant_stats_monthly_org_active_idx";--> statement-breakpoint
DROP INDEX "participant_stats_monthly_branch_active_idx";--> statement-breakpoint
ALTER TABLE "participant_stats_monthly" ADD COLUMN "active_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Backfill (before the indexes are built): bit d - 1 for every day d of the month with a sustainable trip.
UPDATE "participant_stats_monthly" AS monthly SET "active_days" = days.mask
FROM (
  SELECT "participant_id", date_trunc('month', "day")::date AS month,
    bit_or(1 << (extract(day FROM "day")::int - 1)) AS mask
  FROM "participant_stats_daily" WHERE "sessions" > 0
  GROUP BY "participant_id", date_trunc('month', "day")::date
) AS days
WHERE monthly."participant_id" = days."participant_id" AND monthly."month" = days.month;--> statement-breakpoint
CREATE INDEX "participant_stats_monthly_city_active_idx" ON "participant_stats_monthly" USING btree ("city_id","month","participant_id","active_days") WHERE "participant_stats_monthly"."sessions" > 0;--> statement-breakpoint
CREATE INDEX "participant_stats_monthly_org_active_idx" ON "participant_stats_monthly" USING btree ("organisation_id","month","participant_id","active_days") WHERE "participant_stats_monthly"."sessions" > 0;--> statement-breakpoint
CREATE INDEX "participant_stats_monthly_branch_active_idx" ON "participant_stats_monthly" USING btree ("branch_id","month","participant_id","active_days") WHERE "participant_stats_monthly"."sessions" > 0;