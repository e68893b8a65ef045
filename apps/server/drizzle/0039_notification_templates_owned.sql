ALTER TABLE "notification_templates" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "notification_templates" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "notification_templates" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_templates" ADD CONSTRAINT "notification_templates_created_by_auth_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_templates" ADD CONSTRAINT "notification_templates_updated_by_auth_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_templates_owner_name_unique" ON "notification_templates" USING btree ("city_id",coalesce("organisation_id", '00000000-0000-0000-0000-000000000000'::uuid),lower("name"));