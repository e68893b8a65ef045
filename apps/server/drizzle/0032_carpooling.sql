CREATE TABLE "carpool_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"occurrence_date" date NOT NULL,
	"driver_request_id" uuid NOT NULL,
	"rider_request_id" uuid NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"eta" timestamp with time zone,
	"meet_lat" double precision,
	"meet_lng" double precision,
	"detour_minutes" integer NOT NULL,
	"driver_accepted_at" timestamp with time zone,
	"rider_accepted_at" timestamp with time zone,
	"validated_by" text,
	"validated_at" timestamp with time zone,
	"parking_permit" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carpool_matches_not_self" CHECK ("carpool_matches"."driver_request_id" <> "carpool_matches"."rider_request_id"),
	CONSTRAINT "carpool_matches_detour" CHECK ("carpool_matches"."detour_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "carpool_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"occurrence_date" date NOT NULL,
	"participant_id" uuid NOT NULL,
	"role" text NOT NULL,
	"seats" integer,
	"licence_plate" text,
	"detour_minutes" integer,
	"area_lat" double precision NOT NULL,
	"area_lng" double precision NOT NULL,
	"area_radius_m" integer NOT NULL,
	"window_start" text,
	"window_end" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carpool_requests_one_per_occurrence" UNIQUE("event_id","occurrence_date","participant_id"),
	CONSTRAINT "carpool_requests_seats_positive" CHECK ("carpool_requests"."seats" IS NULL OR "carpool_requests"."seats" > 0),
	CONSTRAINT "carpool_requests_driver_has_seats" CHECK ("carpool_requests"."role" = 'rider' OR "carpool_requests"."seats" IS NOT NULL),
	CONSTRAINT "carpool_requests_detour" CHECK ("carpool_requests"."detour_minutes" IS NULL OR "carpool_requests"."detour_minutes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "carpool_events" ADD COLUMN "branch_id" uuid;--> statement-breakpoint
ALTER TABLE "carpool_events" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "carpool_events" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "carpool_events" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "carpool_events" ADD COLUMN "requires_validation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "carpool_events" ADD COLUMN "state" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "carpool_events" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "carpool_match_id" uuid;--> statement-breakpoint
ALTER TABLE "carpool_matches" ADD CONSTRAINT "carpool_matches_event_id_carpool_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."carpool_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carpool_matches" ADD CONSTRAINT "carpool_matches_driver_request_id_carpool_requests_id_fk" FOREIGN KEY ("driver_request_id") REFERENCES "public"."carpool_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carpool_matches" ADD CONSTRAINT "carpool_matches_rider_request_id_carpool_requests_id_fk" FOREIGN KEY ("rider_request_id") REFERENCES "public"."carpool_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carpool_matches" ADD CONSTRAINT "carpool_matches_validated_by_auth_users_id_fk" FOREIGN KEY ("validated_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carpool_requests" ADD CONSTRAINT "carpool_requests_event_id_carpool_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."carpool_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carpool_requests" ADD CONSTRAINT "carpool_requests_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carpool_matches_event_occurrence_idx" ON "carpool_matches" USING btree ("event_id","occurrence_date","status");--> statement-breakpoint
CREATE INDEX "carpool_matches_driver_idx" ON "carpool_matches" USING btree ("driver_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carpool_matches_one_live_per_rider" ON "carpool_matches" USING btree ("rider_request_id") WHERE "carpool_matches"."status" IN ('processing', 'active', 'accepted', 'suspended');--> statement-breakpoint
CREATE INDEX "carpool_requests_event_occurrence_idx" ON "carpool_requests" USING btree ("event_id","occurrence_date","status");--> statement-breakpoint
CREATE INDEX "carpool_requests_participant_idx" ON "carpool_requests" USING btree ("participant_id");--> statement-breakpoint
ALTER TABLE "carpool_events" ADD CONSTRAINT "carpool_events_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carpool_events" ADD CONSTRAINT "carpool_events_created_by_auth_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_carpool_match_id_carpool_matches_id_fk" FOREIGN KEY ("carpool_match_id") REFERENCES "public"."carpool_matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trips_carpool_match_idx" ON "trips" USING btree ("carpool_match_id") WHERE "trips"."carpool_match_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "carpool_events" ADD CONSTRAINT "carpool_events_point_whole" CHECK (("carpool_events"."lat" IS NULL) = ("carpool_events"."lng" IS NULL));