CREATE TABLE "notification_recipients" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"notification_id" uuid NOT NULL,
	"occurrence" integer DEFAULT 1 NOT NULL,
	"participant_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"via" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_recipients_once" UNIQUE("notification_id","participant_id","occurrence"),
	CONSTRAINT "notification_recipients_status" CHECK ("notification_recipients"."status" IN ('pending', 'sending', 'delivered', 'failed')),
	CONSTRAINT "notification_recipients_via" CHECK ("notification_recipients"."via" IS NULL OR "notification_recipients"."via" IN ('push', 'inbox')),
	CONSTRAINT "notification_recipients_attempts" CHECK ("notification_recipients"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "notification_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"city_id" uuid NOT NULL,
	"organisation_id" uuid,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_templates_name_present" CHECK (length(btrim("notification_templates"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"city_id" uuid NOT NULL,
	"organisation_id" uuid,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"audience" jsonb NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"planned_local" text,
	"planned_at" timestamp with time zone,
	"repeat" text DEFAULT 'none' NOT NULL,
	"repeat_until" date,
	"occurrence" integer DEFAULT 1 NOT NULL,
	"targeted_count" integer DEFAULT 0 NOT NULL,
	"delivered_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"opened_count" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_state" CHECK ("notifications"."state" IN ('draft', 'scheduled', 'sending', 'sent', 'cancelled', 'failed')),
	CONSTRAINT "notifications_repeat" CHECK ("notifications"."repeat" IN ('none', 'daily', 'weekly')),
	CONSTRAINT "notifications_name_present" CHECK (length(btrim("notifications"."name")) > 0),
	CONSTRAINT "notifications_title_present" CHECK (length(btrim("notifications"."title")) > 0),
	CONSTRAINT "notifications_content_present" CHECK (length(btrim("notifications"."content")) > 0),
	CONSTRAINT "notifications_planned" CHECK ("notifications"."state" <> 'scheduled' OR "notifications"."planned_at" IS NOT NULL),
	CONSTRAINT "notifications_repeat_until" CHECK ("notifications"."repeat" = 'none' OR "notifications"."repeat_until" IS NOT NULL),
	CONSTRAINT "notifications_occurrence_positive" CHECK ("notifications"."occurrence" >= 1),
	CONSTRAINT "notifications_figures" CHECK ("notifications"."targeted_count" >= 0 AND "notifications"."delivered_count" >= 0 AND "notifications"."failed_count" >= 0 AND "notifications"."opened_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "participant_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"participant_id" uuid NOT NULL,
	"token" text NOT NULL,
	"platform" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "participant_devices_token_unique" UNIQUE("token"),
	CONSTRAINT "participant_devices_platform" CHECK ("participant_devices"."platform" IN ('ios', 'android', 'web')),
	CONSTRAINT "participant_devices_token_present" CHECK (length("participant_devices"."token") > 0)
);
--> statement-breakpoint
ALTER TABLE "notification_recipients" ADD CONSTRAINT "notification_recipients_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_recipients" ADD CONSTRAINT "notification_recipients_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_templates" ADD CONSTRAINT "notification_templates_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_templates" ADD CONSTRAINT "notification_templates_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_created_by_auth_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_updated_by_auth_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_devices" ADD CONSTRAINT "participant_devices_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_recipients_inbox_idx" ON "notification_recipients" USING btree ("participant_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "notification_recipients_pending_idx" ON "notification_recipients" USING btree ("notification_id","id") WHERE "notification_recipients"."status" IN ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "notification_templates_city_idx" ON "notification_templates" USING btree ("city_id","organisation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_owner_name_unique" ON "notifications" USING btree ("city_id",coalesce("organisation_id", '00000000-0000-0000-0000-000000000000'::uuid),lower("name"));--> statement-breakpoint
CREATE INDEX "notifications_owner_idx" ON "notifications" USING btree ("city_id","organisation_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_due_idx" ON "notifications" USING btree ("planned_at") WHERE "notifications"."state" = 'scheduled';--> statement-breakpoint
CREATE INDEX "participant_devices_participant_idx" ON "participant_devices" USING btree ("participant_id");