CREATE TABLE "push_receipts" (
	"ticket_id" text PRIMARY KEY NOT NULL,
	"device_id" uuid NOT NULL,
	"recipient_id" bigint NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_receipts" ADD CONSTRAINT "push_receipts_device_id_participant_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."participant_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_receipts" ADD CONSTRAINT "push_receipts_recipient_id_notification_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."notification_recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_receipts_sent_idx" ON "push_receipts" USING btree ("sent_at");