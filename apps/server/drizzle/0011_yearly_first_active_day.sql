ALTER TABLE "participant_stats_yearly" ADD COLUMN "first_active_day" date;--> statement-breakpoint
-- Backfill from the trips: the first day with a sustainable trip per participant, year and affiliation.
UPDATE "participant_stats_yearly" AS yearly SET "first_active_day" = firsts.day
FROM (
  SELECT date_trunc('year', "local_day")::date AS year, "participant_id", "city_id", "organisation_id", "branch_id",
    min("local_day") AS day
  FROM "trips" WHERE "counted"
  GROUP BY date_trunc('year', "local_day")::date, "participant_id", "city_id", "organisation_id", "branch_id"
) AS firsts
WHERE yearly."year" = firsts.year AND yearly."participant_id" = firsts."participant_id"
  AND yearly."city_id" = firsts."city_id"
  AND yearly."organisation_id" IS NOT DISTINCT FROM firsts."organisation_id"
  AND yearly."branch_id" IS NOT DISTINCT FROM firsts."branch_id";--> statement-breakpoint
DROP INDEX "participant_stats_yearly_city_idx";--> statement-breakpoint
DROP INDEX "participant_stats_yearly_org_idx";--> statement-breakpoint
DROP INDEX "participant_stats_yearly_branch_idx";--> statement-breakpoint
CREATE INDEX "participant_stats_yearly_city_idx" ON "participant_stats_yearly" USING btree ("city_id","year","first_active_day","participant_id");--> statement-breakpoint
CREATE INDEX "participant_stats_yearly_org_idx" ON "participant_stats_yearly" USING btree ("organisation_id","year","first_active_day","participant_id");--> statement-breakpoint
CREATE INDEX "participant_stats_yearly_branch_idx" ON "participant_stats_yearly" USING btree ("branch_id","year","first_active_day","participant_id");--> statement-breakpoint
ALTER TABLE "participant_stats_yearly" ADD CONSTRAINT "participant_stats_yearly_first_active_day" CHECK (("participant_stats_yearly"."first_active_day" IS NULL) = ("participant_stats_yearly"."sessions" = 0) AND "participant_stats_yearly"."first_active_day" >= "participant_stats_yearly"."year" AND "participant_stats_yearly"."first_active_day" < "participant_stats_yearly"."year" + interval '1 year');
