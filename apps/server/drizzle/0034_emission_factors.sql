CREATE TABLE "city_emission_factors" (
	"city_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"kg_per_km" numeric(8, 5) NOT NULL,
	"source" text NOT NULL,
	"year" integer NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "city_emission_factors_city_id_mode_pk" PRIMARY KEY("city_id","mode"),
	CONSTRAINT "city_emission_factors_range" CHECK ("city_emission_factors"."kg_per_km" >= 0 and "city_emission_factors"."kg_per_km" <= 2),
	CONSTRAINT "city_emission_factors_source" CHECK (length("city_emission_factors"."source") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "city_emission_settings" (
	"city_id" uuid PRIMARY KEY NOT NULL,
	"per_mode_since" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emission_factor_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"city_id" uuid NOT NULL,
	"action" text NOT NULL,
	"mode" text,
	"old_value" jsonb,
	"new_value" jsonb,
	"changed_by" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "ghg_per_mode" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "city_emission_factors" ADD CONSTRAINT "city_emission_factors_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city_emission_factors" ADD CONSTRAINT "city_emission_factors_updated_by_auth_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city_emission_settings" ADD CONSTRAINT "city_emission_settings_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emission_factor_changes" ADD CONSTRAINT "emission_factor_changes_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emission_factor_changes" ADD CONSTRAINT "emission_factor_changes_changed_by_auth_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emission_factor_changes_city_recent" ON "emission_factor_changes" USING btree ("city_id","changed_at" DESC NULLS LAST,"id" DESC NULLS LAST);