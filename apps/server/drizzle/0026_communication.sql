ALTER TABLE "participants" ADD COLUMN "push_opt_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "email_opt_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "mailing_list_consent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "participants_city_id_idx" ON "participants" USING btree ("city_id","id");