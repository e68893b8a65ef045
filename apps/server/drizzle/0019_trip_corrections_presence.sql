CREATE TABLE "dashboard_presence" (
	"user_id" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"city_id" uuid NOT NULL,
	"corrected_by" text,
	"corrected_by_name" text NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"reason" text NOT NULL,
	"ledger_entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_corrections_reason_present" CHECK (length(trim("trip_corrections"."reason")) > 0)
);
--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "entered_by" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "corrected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dashboard_presence" ADD CONSTRAINT "dashboard_presence_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_corrections" ADD CONSTRAINT "trip_corrections_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_corrections" ADD CONSTRAINT "trip_corrections_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_corrections" ADD CONSTRAINT "trip_corrections_corrected_by_auth_users_id_fk" FOREIGN KEY ("corrected_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_corrections" ADD CONSTRAINT "trip_corrections_ledger_entry_id_greenpoint_transactions_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."greenpoint_transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dashboard_presence_seen_idx" ON "dashboard_presence" USING btree ("last_seen");--> statement-breakpoint
CREATE INDEX "trip_corrections_trip_idx" ON "trip_corrections" USING btree ("trip_id","created_at");--> statement-breakpoint
CREATE INDEX "trip_corrections_city_idx" ON "trip_corrections" USING btree ("city_id","created_at");--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_entered_by_auth_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;