CREATE TABLE "mailerlite_settings" (
	"city_id" uuid PRIMARY KEY NOT NULL,
	"api_key_ciphertext" text,
	"api_key_hint" text,
	"group_id" text,
	"group_name" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"sync_state" text DEFAULT 'idle' NOT NULL,
	"sync_started_at" timestamp with time zone,
	"sync_heartbeat_at" timestamp with time zone,
	"sync_finished_at" timestamp with time zone,
	"last_added" integer DEFAULT 0 NOT NULL,
	"last_updated" integer DEFAULT 0 NOT NULL,
	"last_removed" integer DEFAULT 0 NOT NULL,
	"last_failed" integer DEFAULT 0 NOT NULL,
	"last_error_code" text,
	"last_failures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mailerlite_settings_sync_state" CHECK ("mailerlite_settings"."sync_state" IN ('idle', 'running', 'succeeded', 'partial', 'failed')),
	CONSTRAINT "mailerlite_settings_key_and_hint" CHECK (("mailerlite_settings"."api_key_ciphertext" IS NULL) = ("mailerlite_settings"."api_key_hint" IS NULL) AND length("mailerlite_settings"."api_key_hint") <= 4),
	CONSTRAINT "mailerlite_settings_group_named" CHECK (("mailerlite_settings"."group_id" IS NULL) = ("mailerlite_settings"."group_name" IS NULL)),
	CONSTRAINT "mailerlite_settings_counts" CHECK ("mailerlite_settings"."last_added" >= 0 AND "mailerlite_settings"."last_updated" >= 0 AND "mailerlite_settings"."last_removed" >= 0 AND "mailerlite_settings"."last_failed" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mailerlite_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"city_id" uuid NOT NULL,
	"participant_id" uuid,
	"email" text NOT NULL,
	"subscriber_id" text NOT NULL,
	"group_id" text NOT NULL,
	"sent_fields" jsonb NOT NULL,
	"synced_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mailerlite_subscribers_city_participant_unique" UNIQUE("city_id","participant_id")
);
--> statement-breakpoint
ALTER TABLE "mailerlite_settings" ADD CONSTRAINT "mailerlite_settings_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailerlite_subscribers" ADD CONSTRAINT "mailerlite_subscribers_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailerlite_subscribers" ADD CONSTRAINT "mailerlite_subscribers_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mailerlite_subscribers_participant_idx" ON "mailerlite_subscribers" USING btree ("participant_id");--> statement-breakpoint
CREATE INDEX "mailerlite_subscribers_city_synced_idx" ON "mailerlite_subscribers" USING btree ("city_id","synced_at" DESC NULLS LAST,"id");