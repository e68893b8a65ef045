CREATE TABLE "data_policy_acceptances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auth_user_id" text,
	"email" text NOT NULL,
	"city_id" uuid NOT NULL,
	"organisation_id" uuid,
	"policy_version" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auth_user_id" text,
	"email" text NOT NULL,
	"city_id" uuid NOT NULL,
	"organisation_id" uuid,
	"acceptance_id" uuid NOT NULL,
	"format" text NOT NULL,
	"filters" jsonb NOT NULL,
	"row_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_exports_row_count" CHECK ("user_exports"."row_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "participant_mode_totals" (
	"participant_id" uuid NOT NULL,
	"activity_type" text NOT NULL,
	"trips" integer DEFAULT 0 NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"distance_m" bigint DEFAULT 0 NOT NULL,
	"ghg_mg" bigint DEFAULT 0 NOT NULL,
	"greenpoints" bigint DEFAULT 0 NOT NULL,
	"duration_s" bigint DEFAULT 0 NOT NULL,
	"calories" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "participant_mode_totals_participant_id_activity_type_pk" PRIMARY KEY("participant_id","activity_type")
);
--> statement-breakpoint
CREATE TABLE "participant_totals" (
	"participant_id" uuid PRIMARY KEY NOT NULL,
	"city_id" uuid NOT NULL,
	"trips" integer DEFAULT 0 NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"distance_m" bigint DEFAULT 0 NOT NULL,
	"ghg_mg" bigint DEFAULT 0 NOT NULL,
	"greenpoints" bigint DEFAULT 0 NOT NULL,
	"duration_s" bigint DEFAULT 0 NOT NULL,
	"calories" bigint DEFAULT 0 NOT NULL,
	"active_days" integer DEFAULT 0 NOT NULL,
	"last_trip_at" timestamp with time zone,
	"primary_mode" text,
	CONSTRAINT "participant_totals_active_days" CHECK ("participant_totals"."active_days" >= 0)
);
--> statement-breakpoint
ALTER TABLE "data_policy_acceptances" ADD CONSTRAINT "data_policy_acceptances_auth_user_id_auth_users_id_fk" FOREIGN KEY ("auth_user_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_policy_acceptances" ADD CONSTRAINT "data_policy_acceptances_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_policy_acceptances" ADD CONSTRAINT "data_policy_acceptances_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_exports" ADD CONSTRAINT "user_exports_auth_user_id_auth_users_id_fk" FOREIGN KEY ("auth_user_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_exports" ADD CONSTRAINT "user_exports_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_exports" ADD CONSTRAINT "user_exports_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_exports" ADD CONSTRAINT "user_exports_acceptance_id_data_policy_acceptances_id_fk" FOREIGN KEY ("acceptance_id") REFERENCES "public"."data_policy_acceptances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_mode_totals" ADD CONSTRAINT "participant_mode_totals_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_totals" ADD CONSTRAINT "participant_totals_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_policy_acceptances_user_idx" ON "data_policy_acceptances" USING btree ("auth_user_id","policy_version");--> statement-breakpoint
CREATE INDEX "data_policy_acceptances_city_idx" ON "data_policy_acceptances" USING btree ("city_id","accepted_at");--> statement-breakpoint
CREATE INDEX "user_exports_city_idx" ON "user_exports" USING btree ("city_id","created_at");--> statement-breakpoint
CREATE INDEX "participant_totals_city_ghg_idx" ON "participant_totals" USING btree ("city_id","ghg_mg","participant_id");--> statement-breakpoint
CREATE INDEX "participant_totals_city_distance_idx" ON "participant_totals" USING btree ("city_id","distance_m","participant_id");--> statement-breakpoint
CREATE INDEX "participant_totals_city_sessions_idx" ON "participant_totals" USING btree ("city_id","sessions","participant_id");--> statement-breakpoint
CREATE INDEX "participant_totals_city_active_days_idx" ON "participant_totals" USING btree ("city_id","active_days","participant_id");--> statement-breakpoint
CREATE INDEX "participant_totals_city_last_trip_idx" ON "participant_totals" USING btree ("city_id","last_trip_at","participant_id");--> statement-breakpoint
CREATE INDEX "participant_totals_city_primary_mode_idx" ON "participant_totals" USING btree ("city_id","primary_mode","participant_id");--> statement-breakpoint
CREATE INDEX "participants_city_name_idx" ON "participants" USING btree ("city_id","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "participants_city_email_idx" ON "participants" USING btree ("city_id","email","id");--> statement-breakpoint
CREATE INDEX "participants_city_joined_idx" ON "participants" USING btree ("city_id","joined_at","id");--> statement-breakpoint
CREATE INDEX "participants_city_last_login_idx" ON "participants" USING btree ("city_id","last_login","id");--> statement-breakpoint
CREATE INDEX "participants_city_points_idx" ON "participants" USING btree ("city_id","experience_points","id");--> statement-breakpoint
CREATE INDEX "participants_city_balance_idx" ON "participants" USING btree ("city_id","greenpoint_balance","id");--> statement-breakpoint
CREATE INDEX "participants_city_postal_code_idx" ON "participants" USING btree ("city_id","postal_code","id");--> statement-breakpoint
CREATE FUNCTION "participant_totals_create"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "participant_totals" ("participant_id", "city_id") VALUES (NEW."id", NEW."city_id");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "participants_totals_row" AFTER INSERT ON "participants"
  FOR EACH ROW EXECUTE FUNCTION "participant_totals_create"();--> statement-breakpoint
INSERT INTO "participant_mode_totals" ("participant_id", "activity_type", "trips", "sessions", "distance_m", "ghg_mg", "greenpoints", "duration_s", "calories")
SELECT "participant_id", "activity_type", count(*), count(*) FILTER (WHERE "counted"),
  coalesce(sum("counted_distance_m") FILTER (WHERE "counted"), 0), coalesce(sum("ghg_mg") FILTER (WHERE "counted"), 0),
  coalesce(sum("greenpoints") FILTER (WHERE "counted"), 0), coalesce(sum("duration_s") FILTER (WHERE "counted"), 0),
  coalesce(sum("calories") FILTER (WHERE "counted"), 0)
FROM "trips" WHERE "review_status" IS NULL OR "review_status" = 'accepted'
GROUP BY "participant_id", "activity_type";--> statement-breakpoint
INSERT INTO "participant_totals" ("participant_id", "city_id", "trips", "sessions", "distance_m", "ghg_mg", "greenpoints", "duration_s", "calories", "active_days", "last_trip_at", "primary_mode")
SELECT p."id", p."city_id",
  coalesce(m."trips", 0), coalesce(m."sessions", 0), coalesce(m."distance_m", 0), coalesce(m."ghg_mg", 0),
  coalesce(m."greenpoints", 0), coalesce(m."duration_s", 0), coalesce(m."calories", 0),
  coalesce(d."active_days", 0), d."last_trip_at",
  (SELECT pm."activity_type" FROM "participant_mode_totals" pm WHERE pm."participant_id" = p."id" AND pm."sessions" > 0
    ORDER BY pm."sessions" DESC, pm."distance_m" DESC, pm."activity_type" LIMIT 1)
FROM "participants" p
LEFT JOIN (SELECT "participant_id", sum("trips") AS "trips", sum("sessions") AS "sessions", sum("distance_m") AS "distance_m",
    sum("ghg_mg") AS "ghg_mg", sum("greenpoints") AS "greenpoints", sum("duration_s") AS "duration_s", sum("calories") AS "calories"
  FROM "participant_mode_totals" GROUP BY "participant_id") m ON m."participant_id" = p."id"
LEFT JOIN (SELECT "participant_id", count(DISTINCT "local_day") FILTER (WHERE "counted") AS "active_days", max("start_time") AS "last_trip_at"
  FROM "trips" WHERE "review_status" IS NULL OR "review_status" = 'accepted'
  GROUP BY "participant_id") d ON d."participant_id" = p."id";
