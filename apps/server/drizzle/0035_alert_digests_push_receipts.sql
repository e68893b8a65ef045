CREATE TABLE "push_receipts" (
	"ticket_id" text PRIMARY KEY NOT NULL,
	"device_id" uuid NOT NULL,
	"recipient_id" bigint NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_digest_subscriptions" (
	"auth_user_id" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'fr' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_digest_subscriptions_language" CHECK ("alert_digest_subscriptions"."language" IN ('fr', 'en', 'de'))
);
--> statement-breakpoint
CREATE TABLE "alert_digests_sent" (
	"auth_user_id" text NOT NULL,
	"week_start" date NOT NULL,
	"alerts" text[] DEFAULT '{}'::text[] NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_digests_sent_auth_user_id_week_start_pk" PRIMARY KEY("auth_user_id","week_start")
);
--> statement-breakpoint
ALTER TABLE "push_receipts" ADD CONSTRAINT "push_receipts_device_id_participant_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."participant_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_receipts" ADD CONSTRAINT "push_receipts_recipient_id_notification_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."notification_recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_digest_subscriptions" ADD CONSTRAINT "alert_digest_subscriptions_auth_user_id_auth_users_id_fk" FOREIGN KEY ("auth_user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_digests_sent" ADD CONSTRAINT "alert_digests_sent_auth_user_id_auth_users_id_fk" FOREIGN KEY ("auth_user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_receipts_sent_idx" ON "push_receipts" USING btree ("sent_at");