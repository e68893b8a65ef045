CREATE TABLE "badges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"city_id" uuid NOT NULL,
	"name_fr" text NOT NULL,
	"name_en" text NOT NULL,
	"name_de" text,
	"type" text NOT NULL,
	"quantity" numeric(12, 2) NOT NULL,
	"level" integer NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"activity_type" text,
	"image_id" uuid,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "badges_type" CHECK ("badges"."type" IN ('distance', 'sessions', 'ghg', 'streak', 'mode_count', 'challenge_won')),
	CONSTRAINT "badges_quantity_positive" CHECK ("badges"."quantity" > 0),
	CONSTRAINT "badges_level_positive" CHECK ("badges"."level" >= 1),
	CONSTRAINT "badges_points_non_negative" CHECK ("badges"."points" >= 0),
	CONSTRAINT "badges_mode_only_for_distance_and_sessions" CHECK ("badges"."activity_type" IS NULL OR "badges"."type" IN ('distance', 'sessions')),
	CONSTRAINT "badges_names_present" CHECK (length(trim("badges"."name_fr")) > 0 AND length(trim("badges"."name_en")) > 0)
);
--> statement-breakpoint
CREATE TABLE "participant_badges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"participant_id" uuid NOT NULL,
	"badge_id" uuid NOT NULL,
	"awarded_at" timestamp with time zone NOT NULL,
	"ledger_entry_id" uuid,
	CONSTRAINT "participant_badges_participant_badge_unique" UNIQUE("participant_id","badge_id")
);
--> statement-breakpoint
ALTER TABLE "badges" ADD CONSTRAINT "badges_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badges" ADD CONSTRAINT "badges_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badges" ADD CONSTRAINT "badges_created_by_auth_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_badges" ADD CONSTRAINT "participant_badges_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_badges" ADD CONSTRAINT "participant_badges_badge_id_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_badges" ADD CONSTRAINT "participant_badges_ledger_entry_id_greenpoint_transactions_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."greenpoint_transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "badges_ladder_level_unique" ON "badges" USING btree ("city_id","type",coalesce("activity_type", ''),"level");--> statement-breakpoint
CREATE INDEX "participant_badges_badge_idx" ON "participant_badges" USING btree ("badge_id");