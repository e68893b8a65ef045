CREATE TABLE "map_cells" (
	"scope_type" text NOT NULL,
	"scope_id" uuid NOT NULL,
	"kind" smallint NOT NULL,
	"hour" smallint NOT NULL,
	"mode" text NOT NULL,
	"period_type" text NOT NULL,
	"period_start" date NOT NULL,
	"cell" bigint NOT NULL,
	"trips" integer NOT NULL,
	"participants" integer[] NOT NULL,
	CONSTRAINT "map_cells_pk" PRIMARY KEY("scope_type","scope_id","kind","hour","mode","period_type","period_start","cell"),
	CONSTRAINT "map_cells_hour" CHECK ("map_cells"."hour" between 0 and 24),
	CONSTRAINT "map_cells_kind" CHECK ("map_cells"."kind" between 0 and 2),
	CONSTRAINT "map_cells_participants_cap" CHECK (cardinality("map_cells"."participants") <= 50)
);
--> statement-breakpoint
CREATE TABLE "map_corridors" (
	"scope_type" text NOT NULL,
	"scope_id" uuid NOT NULL,
	"hour" smallint NOT NULL,
	"mode" text NOT NULL,
	"period_type" text NOT NULL,
	"period_start" date NOT NULL,
	"from_cell" bigint NOT NULL,
	"to_cell" bigint NOT NULL,
	"trips" integer NOT NULL,
	"participants" integer[] NOT NULL,
	CONSTRAINT "map_corridors_pk" PRIMARY KEY("scope_type","scope_id","hour","mode","period_type","period_start","from_cell","to_cell"),
	CONSTRAINT "map_corridors_hour" CHECK ("map_corridors"."hour" between 0 and 24),
	CONSTRAINT "map_corridors_participants_cap" CHECK (cardinality("map_corridors"."participants") <= 50)
);
--> statement-breakpoint
CREATE TABLE "map_trip_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sign" smallint NOT NULL,
	"participant_id" uuid NOT NULL,
	"city_id" uuid NOT NULL,
	"organisation_id" uuid,
	"activity_type" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"local_day" date NOT NULL,
	"geometry" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "map_trip_changes_sign" CHECK ("map_trip_changes"."sign" in (-1, 1))
);
--> statement-breakpoint
CREATE TABLE "postal_areas" (
	"city_id" uuid NOT NULL,
	"code" text NOT NULL,
	"geometry" jsonb NOT NULL,
	CONSTRAINT "postal_areas_pk" PRIMARY KEY("city_id","code")
);
--> statement-breakpoint
ALTER TABLE "city_settings" ADD COLUMN "map_min_participants" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "city_settings" ADD COLUMN "postal_area_code_property" text;--> statement-breakpoint
ALTER TABLE "city_settings" ADD COLUMN "postal_areas_uploaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "map_trip_changes" ADD CONSTRAINT "map_trip_changes_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postal_areas" ADD CONSTRAINT "postal_areas_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city_settings" ADD CONSTRAINT "city_settings_map_min_participants" CHECK ("city_settings"."map_min_participants" between 3 and 50);--> statement-breakpoint
-- The trips already stored wait to be folded into the maps by the fold-map-bins job (decision 0014).
INSERT INTO "map_trip_changes" ("sign", "participant_id", "city_id", "organisation_id", "activity_type", "start_time", "local_day", "geometry")
SELECT 1, "participant_id", "city_id", "organisation_id", "activity_type", "start_time", "local_day", "geometry" FROM "trips"
WHERE "counted" AND ("review_status" IS NULL OR "review_status" = 'accepted') AND "geometry" IS NOT NULL AND "geometry" <> ''
ORDER BY "created_at", "id";
