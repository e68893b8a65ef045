-- Migration 0043's triggers upserted every class of every statement's trips: `ON CONFLICT DO UPDATE` locks the
-- stored row even when its `WHERE` keeps it as it is, and the lock lasts until the trips' transaction commits. Every
-- ingestion batch of a city then waited for the other batches of the same day's classes, from its trips' insert to
-- its commit (bench:stats, 3 clients: 1,500 trips/s against 4,400 without the triggers), and two batches that reached
-- the same classes in different orders deadlocked. Now:
-- - a statement writes only the classes that no stored row covers (new, or whose distance range widens), read first
--   without a lock;
-- - each database backend writes rows of its own (`writer`: its `pg_backend_pid()`, part of the key), so a statement
--   never waits for another transaction's row; readers merge a class's rows (at most one per backend that wrote it);
-- - the ranges are kept to powers of two (the shortest distance rounded down, the longest up): a superset of the
--   distances is all the simulator's replay needs (steps found over a wider range are the same steps), and a day's
--   ranges stop widening after a few trips instead of with every new shortest or longest one.
ALTER TABLE "trip_classes" DROP CONSTRAINT "trip_classes_key";--> statement-breakpoint
ALTER TABLE "trip_classes" ADD COLUMN "writer" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trip_classes" ADD CONSTRAINT "trip_classes_key" UNIQUE NULLS NOT DISTINCT("city_id","local_day","organisation_id","activity_type","duration","source","manual_allowed","happy_hour","control_point","km_per_trip","per_mode","writer");--> statement-breakpoint
CREATE FUNCTION "trip_distance_floor"("distance" integer) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN "distance" <= 0 THEN 0 ELSE 1 << (length(ltrim("distance"::bit(32)::text, '0')) - 1) END
$$;--> statement-breakpoint
CREATE FUNCTION "trip_distance_ceiling"("distance" integer) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN "distance" <= 0 THEN 0 WHEN "distance" = trip_distance_floor("distance") THEN "distance"
    ELSE least(trip_distance_floor("distance")::int8 * 2, 2147483647)::int END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "trip_classes_record"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "trip_classes" ("city_id", "local_day", "organisation_id", "activity_type", "duration", "source",
    "manual_allowed", "happy_hour", "control_point", "km_per_trip", "per_mode", "min_distance_m", "max_distance_m",
    "writer")
  SELECT g.*, pg_backend_pid() FROM (
    SELECT "city_id", "local_day", "organisation_id", "activity_type", least("duration_s", 120) AS "duration",
      "source", ("reason" IS DISTINCT FROM 'manual_limit_reached') AS "manual_allowed",
      "happy_hour_multiplier" AS "happy_hour", "control_point_coefficient" AS "control_point",
      trip_km_cap("counted", "counted_distance_m", "distance_m") AS "km_per_trip", "ghg_per_mode" AS "per_mode",
      trip_distance_floor(min("distance_m")) AS "min_distance_m",
      trip_distance_ceiling(max("distance_m")) AS "max_distance_m"
    FROM "changed_trips"
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
  ) g
  -- One probe of the key's index per class (a CASE, so that the planner does not turn it into an anti-join that
  -- hashes the whole table at every statement: 24 ms against 4.6 ms for 400 trips against 23,000 stored classes).
  WHERE CASE WHEN g."organisation_id" IS NULL THEN NOT EXISTS (
    SELECT FROM "trip_classes" c
    WHERE c."city_id" = g."city_id" AND c."local_day" = g."local_day" AND c."organisation_id" IS NULL
      AND c."activity_type" = g."activity_type" AND c."duration" = g."duration" AND c."source" = g."source"
      AND c."manual_allowed" = g."manual_allowed" AND c."happy_hour" = g."happy_hour"
      AND c."control_point" = g."control_point" AND c."km_per_trip" = g."km_per_trip" AND c."per_mode" = g."per_mode"
      AND c."min_distance_m" <= g."min_distance_m" AND c."max_distance_m" >= g."max_distance_m")
  ELSE NOT EXISTS (
    SELECT FROM "trip_classes" c
    WHERE c."city_id" = g."city_id" AND c."local_day" = g."local_day" AND c."organisation_id" = g."organisation_id"
      AND c."activity_type" = g."activity_type" AND c."duration" = g."duration" AND c."source" = g."source"
      AND c."manual_allowed" = g."manual_allowed" AND c."happy_hour" = g."happy_hour"
      AND c."control_point" = g."control_point" AND c."km_per_trip" = g."km_per_trip" AND c."per_mode" = g."per_mode"
      AND c."min_distance_m" <= g."min_distance_m" AND c."max_distance_m" >= g."max_distance_m") END
  ON CONFLICT ON CONSTRAINT "trip_classes_key" DO UPDATE SET
    "min_distance_m" = least("trip_classes"."min_distance_m", excluded."min_distance_m"),
    "max_distance_m" = greatest("trip_classes"."max_distance_m", excluded."max_distance_m")
  WHERE excluded."min_distance_m" < "trip_classes"."min_distance_m"
    OR excluded."max_distance_m" > "trip_classes"."max_distance_m";
  RETURN NULL;
END $$;--> statement-breakpoint
UPDATE "trip_classes" SET "min_distance_m" = trip_distance_floor("min_distance_m"),
  "max_distance_m" = trip_distance_ceiling("max_distance_m");
