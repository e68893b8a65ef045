CREATE TABLE "participant_stats_yearly" (
	"year" date NOT NULL,
	"participant_id" uuid NOT NULL,
	"city_id" uuid NOT NULL,
	"organisation_id" uuid,
	"branch_id" uuid,
	"trips" integer DEFAULT 0 NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"distance_m" bigint DEFAULT 0 NOT NULL,
	"ghg_mg" bigint DEFAULT 0 NOT NULL,
	"greenpoints" bigint DEFAULT 0 NOT NULL,
	"duration_s" bigint DEFAULT 0 NOT NULL,
	"calories" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "participant_stats_yearly_affiliation_unique" UNIQUE NULLS NOT DISTINCT("participant_id","year","city_id","organisation_id","branch_id")
);
--> statement-breakpoint
-- Backfill from the trips, each under its own affiliation (before the indexes are built).
INSERT INTO "participant_stats_yearly" ("year", "participant_id", "city_id", "organisation_id", "branch_id", "trips",
  "sessions", "distance_m", "ghg_mg", "greenpoints", "duration_s", "calories")
SELECT date_trunc('year', "local_day")::date, "participant_id", "city_id", "organisation_id", "branch_id", count(*),
  count(*) FILTER (WHERE "counted"),
  coalesce(sum("counted_distance_m") FILTER (WHERE "counted"), 0),
  coalesce(sum("ghg_mg") FILTER (WHERE "counted"), 0),
  coalesce(sum("greenpoints") FILTER (WHERE "counted"), 0),
  coalesce(sum("duration_s") FILTER (WHERE "counted"), 0),
  coalesce(sum("calories") FILTER (WHERE "counted"), 0)
FROM "trips"
GROUP BY date_trunc('year', "local_day")::date, "participant_id", "city_id", "organisation_id", "branch_id";--> statement-breakpoint
ALTER TABLE "participant_stats_yearly" ADD CONSTRAINT "participant_stats_yearly_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "participant_stats_yearly_city_idx" ON "participant_stats_yearly" USING btree ("city_id","year");--> statement-breakpoint
CREATE INDEX "participant_stats_yearly_org_idx" ON "participant_stats_yearly" USING btree ("organisation_id","year");--> statement-breakpoint
CREATE INDEX "participant_stats_yearly_branch_idx" ON "participant_stats_yearly" USING btree ("branch_id","year");