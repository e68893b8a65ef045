CREATE TABLE "stats_distance_daily" (
	"scope_type" text NOT NULL,
	"scope_id" uuid NOT NULL,
	"day" date NOT NULL,
	"activity_type" text NOT NULL,
	"distance_band" integer NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"distance_m" bigint DEFAULT 0 NOT NULL,
	"ghg_mg" bigint DEFAULT 0 NOT NULL,
	"greenpoints" bigint DEFAULT 0 NOT NULL,
	"duration_s" bigint DEFAULT 0 NOT NULL,
	"calories" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_distance_daily_scope_type_scope_id_day_activity_type_distance_band_pk" PRIMARY KEY("scope_type","scope_id","day","activity_type","distance_band")
);
--> statement-breakpoint
CREATE TABLE "stats_distance_monthly" (
	"scope_type" text NOT NULL,
	"scope_id" uuid NOT NULL,
	"month" date NOT NULL,
	"activity_type" text NOT NULL,
	"distance_band" integer NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"distance_m" bigint DEFAULT 0 NOT NULL,
	"ghg_mg" bigint DEFAULT 0 NOT NULL,
	"greenpoints" bigint DEFAULT 0 NOT NULL,
	"duration_s" bigint DEFAULT 0 NOT NULL,
	"calories" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_distance_monthly_scope_type_scope_id_month_activity_type_distance_band_pk" PRIMARY KEY("scope_type","scope_id","month","activity_type","distance_band")
);
--> statement-breakpoint
-- Backfill: the sustainable trips already recorded, folded as the ingestion folds them (bands: see
-- src/stats/distance-bands.ts), so that existing databases answer sessions by distance exactly.
INSERT INTO "stats_distance_daily" ("scope_type", "scope_id", "day", "activity_type", "distance_band", "sessions", "distance_m", "ghg_mg", "greenpoints", "duration_s", "calories")
SELECT s.scope_type, s.scope_id, t.local_day, t.activity_type,
	(t.distance_m / 1000) * 2 + (CASE WHEN t.distance_m % 1000 = 0 THEN 0 ELSE 1 END),
	count(*)::int, sum(t.counted_distance_m), sum(t.ghg_mg), sum(t.greenpoints), sum(t.duration_s), sum(t.calories)
FROM "trips" t
CROSS JOIN LATERAL (VALUES ('city', t.city_id), ('organisation', t.organisation_id), ('branch', t.branch_id)) AS s (scope_type, scope_id)
WHERE t.counted AND s.scope_id IS NOT NULL
GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO "stats_distance_monthly" ("scope_type", "scope_id", "month", "activity_type", "distance_band", "sessions", "distance_m", "ghg_mg", "greenpoints", "duration_s", "calories")
SELECT scope_type, scope_id, date_trunc('month', day)::date, activity_type, distance_band,
	sum(sessions)::int, sum(distance_m), sum(ghg_mg), sum(greenpoints), sum(duration_s), sum(calories)
FROM "stats_distance_daily"
GROUP BY 1, 2, 3, 4, 5;
