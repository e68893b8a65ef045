CREATE TABLE "participant_admin_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"city_id" uuid NOT NULL,
	"participant_id" uuid NOT NULL,
	"participant_name" text NOT NULL,
	"actor_user_id" text,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "greenpoint_transactions" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "participant_admin_actions" ADD CONSTRAINT "participant_admin_actions_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_admin_actions" ADD CONSTRAINT "participant_admin_actions_actor_user_id_auth_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "participant_admin_actions_participant_idx" ON "participant_admin_actions" USING btree ("participant_id","created_at");--> statement-breakpoint
CREATE INDEX "participant_admin_actions_city_idx" ON "participant_admin_actions" USING btree ("city_id","created_at");--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_deactivation" CHECK ("participants"."active" = ("participants"."deactivated_at" IS NULL));