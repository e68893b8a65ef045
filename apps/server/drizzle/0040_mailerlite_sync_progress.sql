ALTER TABLE "mailerlite_settings" DROP CONSTRAINT "mailerlite_settings_counts";--> statement-breakpoint
ALTER TABLE "mailerlite_settings" ADD COLUMN "sync_worker" text;--> statement-breakpoint
ALTER TABLE "mailerlite_settings" ADD COLUMN "sync_step" text;--> statement-breakpoint
ALTER TABLE "mailerlite_settings" ADD COLUMN "sync_cursor" text;--> statement-breakpoint
ALTER TABLE "mailerlite_settings" ADD COLUMN "sync_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mailerlite_settings" ADD CONSTRAINT "mailerlite_settings_sync_step" CHECK ("mailerlite_settings"."sync_step" IN ('start', 'remove', 'send'));--> statement-breakpoint
ALTER TABLE "mailerlite_settings" ADD CONSTRAINT "mailerlite_settings_counts" CHECK ("mailerlite_settings"."last_added" >= 0 AND "mailerlite_settings"."last_updated" >= 0 AND "mailerlite_settings"."last_removed" >= 0 AND "mailerlite_settings"."last_failed" >= 0 AND "mailerlite_settings"."sync_total" >= 0);