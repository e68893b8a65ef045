CREATE TABLE "trip_classes" (
	"city_id" uuid NOT NULL,
	"organisation_id" uuid,
	"local_day" date NOT NULL,
	"activity_type" text NOT NULL,
	"duration" smallint NOT NULL,
	"source" text NOT NULL,
	"manual_allowed" boolean NOT NULL,
	"happy_hour" numeric(6, 2) NOT NULL,
	"control_point" numeric(6, 3) NOT NULL,
	"km_per_trip" double precision NOT NULL,
	"per_mode" boolean NOT NULL,
	"min_distance_m" integer NOT NULL,
	"max_distance_m" integer NOT NULL,
	CONSTRAINT "trip_classes_key" UNIQUE NULLS NOT DISTINCT("city_id","local_day","organisation_id","activity_type","duration","source","manual_allowed","happy_hour","control_point","km_per_trip","per_mode")
);
--> statement-breakpoint
ALTER TABLE "trip_classes" ADD CONSTRAINT "trip_classes_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The km cap a trip was credited under, read from what it counted (0: it counted all it made); the simulator's
-- classes key (simulator.repository.ts) and the triggers below both read it through this function, inlined.
CREATE FUNCTION "trip_km_cap"("counted" boolean, "counted_distance_m" integer, "distance_m" integer)
  RETURNS double precision LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN "counted" AND "counted_distance_m" < "distance_m" THEN "counted_distance_m"::float8 / 1000 ELSE 0::float8 END
$$;--> statement-breakpoint
-- Each statement's inserted or updated trips, grouped by class: the classes seen, their distances widened.
CREATE FUNCTION "trip_classes_record"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "trip_classes" ("city_id", "local_day", "organisation_id", "activity_type", "duration", "source",
    "manual_allowed", "happy_hour", "control_point", "km_per_trip", "per_mode", "min_distance_m", "max_distance_m")
  SELECT "city_id", "local_day", "organisation_id", "activity_type", least("duration_s", 120), "source",
    ("reason" IS DISTINCT FROM 'manual_limit_reached'), "happy_hour_multiplier", "control_point_coefficient",
    trip_km_cap("counted", "counted_distance_m", "distance_m"), "ghg_per_mode", min("distance_m"), max("distance_m")
  FROM "changed_trips"
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
  ON CONFLICT ON CONSTRAINT "trip_classes_key" DO UPDATE SET
    "min_distance_m" = least("trip_classes"."min_distance_m", excluded."min_distance_m"),
    "max_distance_m" = greatest("trip_classes"."max_distance_m", excluded."max_distance_m")
  WHERE excluded."min_distance_m" < "trip_classes"."min_distance_m"
    OR excluded."max_distance_m" > "trip_classes"."max_distance_m";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "trips_classes_inserted" AFTER INSERT ON "trips" REFERENCING NEW TABLE AS "changed_trips"
  FOR EACH STATEMENT EXECUTE FUNCTION "trip_classes_record"();--> statement-breakpoint
CREATE TRIGGER "trips_classes_updated" AFTER UPDATE ON "trips" REFERENCING NEW TABLE AS "changed_trips"
  FOR EACH STATEMENT EXECUTE FUNCTION "trip_classes_record"();--> statement-breakpoint
INSERT INTO "trip_classes" ("city_id", "local_day", "organisation_id", "activity_type", "duration", "source",
    "manual_allowed", "happy_hour", "control_point", "km_per_trip", "per_mode", "min_distance_m", "max_distance_m")
  SELECT "city_id", "local_day", "organisation_id", "activity_type", least("duration_s", 120), "source",
    ("reason" IS DISTINCT FROM 'manual_limit_reached'), "happy_hour_multiplier", "control_point_coefficient",
    trip_km_cap("counted", "counted_distance_m", "distance_m"), "ghg_per_mode", min("distance_m"), max("distance_m")
  FROM "trips"
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11;
