CREATE TABLE "participant_control_points" (
	"participant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "participant_control_points_kind_unique" UNIQUE("participant_id","kind"),
	CONSTRAINT "participant_control_points_address_length" CHECK (length("participant_control_points"."address") BETWEEN 1 AND 300),
	CONSTRAINT "participant_control_points_coordinates" CHECK (("participant_control_points"."latitude" IS NULL AND "participant_control_points"."longitude" IS NULL)
        OR ("participant_control_points"."latitude" BETWEEN -90 AND 90 AND "participant_control_points"."longitude" BETWEEN -180 AND 180))
);
--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "age_group" text;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "carpool_code" text;--> statement-breakpoint
ALTER TABLE "participant_control_points" ADD CONSTRAINT "participant_control_points_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_city_carpool_code_unique" UNIQUE("city_id","carpool_code");--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_age_group_known" CHECK (age_group IN ('under_18', '18_24', '25_34', '35_44', '45_54', '55_64', '65_plus'));--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_carpool_code_shape" CHECK ("participants"."carpool_code" ~ '^[A-Z0-9]{4,12}$');