CREATE TABLE "city_settings" (
	"city_id" uuid PRIMARY KEY NOT NULL,
	"points_coefficient" numeric(10, 3) DEFAULT '10' NOT NULL,
	"max_points_per_trip" integer,
	"max_daily_manual_trips" integer,
	"days_before_orders_expire" integer DEFAULT 30 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "city_settings_coefficient_non_negative" CHECK ("city_settings"."points_coefficient" >= 0),
	CONSTRAINT "city_settings_max_points_non_negative" CHECK ("city_settings"."max_points_per_trip" IS NULL OR "city_settings"."max_points_per_trip" >= 0)
);
--> statement-breakpoint
CREATE TABLE "organisation_settings" (
	"organisation_id" uuid PRIMARY KEY NOT NULL,
	"limits" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "greenpoint_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"participant_id" uuid NOT NULL,
	"city_id" uuid NOT NULL,
	"transaction_type" text NOT NULL,
	"point_kind" text DEFAULT 'greenpoint' NOT NULL,
	"transaction_value" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by" text NOT NULL,
	"trip_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "greenpoint_transactions_trip_unique" UNIQUE("trip_id","transaction_type")
);
--> statement-breakpoint
CREATE TABLE "happy_hours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"city_id" uuid NOT NULL,
	"name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"multiplier" numeric(6, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "happy_hours_window" CHECK ("happy_hours"."ends_at" > "happy_hours"."starts_at"),
	CONSTRAINT "happy_hours_multiplier_positive" CHECK ("happy_hours"."multiplier" > 0)
);
--> statement-breakpoint
CREATE TABLE "online_status" (
	"participant_id" uuid PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"last_changed" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "participant_stats_daily" (
	"day" date NOT NULL,
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
	CONSTRAINT "participant_stats_daily_participant_id_day_pk" PRIMARY KEY("participant_id","day")
);
--> statement-breakpoint
CREATE TABLE "participant_stats_monthly" (
	"month" date NOT NULL,
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
	CONSTRAINT "participant_stats_monthly_participant_id_month_pk" PRIMARY KEY("participant_id","month")
);
--> statement-breakpoint
CREATE TABLE "stats_daily" (
	"scope_type" text NOT NULL,
	"scope_id" uuid NOT NULL,
	"day" date NOT NULL,
	"activity_type" text NOT NULL,
	"trips" integer DEFAULT 0 NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"distance_m" bigint DEFAULT 0 NOT NULL,
	"ghg_mg" bigint DEFAULT 0 NOT NULL,
	"greenpoints" bigint DEFAULT 0 NOT NULL,
	"duration_s" bigint DEFAULT 0 NOT NULL,
	"calories" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_daily_scope_type_scope_id_day_activity_type_pk" PRIMARY KEY("scope_type","scope_id","day","activity_type")
);
--> statement-breakpoint
CREATE TABLE "stats_monthly" (
	"scope_type" text NOT NULL,
	"scope_id" uuid NOT NULL,
	"month" date NOT NULL,
	"activity_type" text NOT NULL,
	"trips" integer DEFAULT 0 NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"distance_m" bigint DEFAULT 0 NOT NULL,
	"ghg_mg" bigint DEFAULT 0 NOT NULL,
	"greenpoints" bigint DEFAULT 0 NOT NULL,
	"duration_s" bigint DEFAULT 0 NOT NULL,
	"calories" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_monthly_scope_type_scope_id_month_activity_type_pk" PRIMARY KEY("scope_type","scope_id","month","activity_type")
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"participant_id" uuid NOT NULL,
	"client_id" text NOT NULL,
	"city_id" uuid NOT NULL,
	"organisation_id" uuid,
	"branch_id" uuid,
	"activity_type" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"local_day" date NOT NULL,
	"distance_m" integer NOT NULL,
	"duration_s" integer NOT NULL,
	"geometry" text,
	"source" text NOT NULL,
	"counted" boolean NOT NULL,
	"reason" text,
	"counted_distance_m" integer DEFAULT 0 NOT NULL,
	"ghg_mg" bigint DEFAULT 0 NOT NULL,
	"greenpoints" integer DEFAULT 0 NOT NULL,
	"calories" integer DEFAULT 0 NOT NULL,
	"happy_hour_multiplier" numeric(6, 2) DEFAULT '1' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trips_participant_client_unique" UNIQUE("participant_id","client_id"),
	CONSTRAINT "trips_time_order" CHECK ("trips"."end_time" > "trips"."start_time"),
	CONSTRAINT "trips_distance_non_negative" CHECK ("trips"."distance_m" >= 0)
);
--> statement-breakpoint
ALTER TABLE "city_settings" ADD CONSTRAINT "city_settings_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_settings" ADD CONSTRAINT "organisation_settings_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "greenpoint_transactions" ADD CONSTRAINT "greenpoint_transactions_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "greenpoint_transactions" ADD CONSTRAINT "greenpoint_transactions_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "greenpoint_transactions" ADD CONSTRAINT "greenpoint_transactions_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "happy_hours" ADD CONSTRAINT "happy_hours_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_status" ADD CONSTRAINT "online_status_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_stats_daily" ADD CONSTRAINT "participant_stats_daily_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_stats_monthly" ADD CONSTRAINT "participant_stats_monthly_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "greenpoint_transactions_participant_idx" ON "greenpoint_transactions" USING btree ("participant_id","created_at");--> statement-breakpoint
CREATE INDEX "happy_hours_city_idx" ON "happy_hours" USING btree ("city_id","starts_at");--> statement-breakpoint
CREATE INDEX "participant_stats_daily_org_idx" ON "participant_stats_daily" USING btree ("organisation_id","day");--> statement-breakpoint
CREATE INDEX "participant_stats_daily_city_idx" ON "participant_stats_daily" USING btree ("city_id","day");--> statement-breakpoint
CREATE INDEX "participant_stats_daily_branch_idx" ON "participant_stats_daily" USING btree ("branch_id","day");--> statement-breakpoint
CREATE INDEX "participant_stats_monthly_org_idx" ON "participant_stats_monthly" USING btree ("organisation_id","month");--> statement-breakpoint
CREATE INDEX "participant_stats_monthly_city_idx" ON "participant_stats_monthly" USING btree ("city_id","month");--> statement-breakpoint
CREATE INDEX "trips_participant_start_idx" ON "trips" USING btree ("participant_id","start_time");--> statement-breakpoint
CREATE INDEX "trips_city_start_idx" ON "trips" USING btree ("city_id","start_time");