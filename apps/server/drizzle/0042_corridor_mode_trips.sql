ALTER TABLE "map_corridors" ADD COLUMN "mode_trips" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
-- The corridors' `all` rows take their trips per mode from the mode rows beside them, in the order of
-- CORRIDOR_MODE_SLOTS (apps/server/src/rollups/map-bin-rows.ts), which this list repeats.
UPDATE "map_corridors" AS a SET "mode_trips" = (
  SELECT array_agg(coalesce(m."trips", 0) ORDER BY s.n)
  FROM unnest(ARRAY['still', 'walk', 'run', 'bike', 'car', 'bus', 'train', 'metro', 'carpool', 'carpool_electric_car',
    'electric_car', 'other', 'electric_bicycle', 'roller_blade', 'skate', 'motorcycle', 'scooter', 'wfh', 'fat_bike',
    'skiing', 'snowshoes']) WITH ORDINALITY AS s(mode, n)
  LEFT JOIN "map_corridors" AS m ON m."scope_type" = a."scope_type" AND m."scope_id" = a."scope_id"
    AND m."hour" = a."hour" AND m."mode" = s.mode AND m."period_type" = a."period_type"
    AND m."period_start" = a."period_start" AND m."from_cell" = a."from_cell" AND m."to_cell" = a."to_cell")
WHERE a."mode" = 'all';
