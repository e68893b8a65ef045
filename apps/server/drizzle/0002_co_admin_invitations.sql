CREATE TABLE "pending_external_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"external_for" text NOT NULL,
	"city_id" uuid NOT NULL,
	"organisation_id" uuid,
	"tenant_id" uuid,
	"email" text NOT NULL,
	"can_edit" boolean DEFAULT false NOT NULL,
	"can_see_others" boolean DEFAULT false NOT NULL,
	"seen_by_others" boolean DEFAULT true NOT NULL,
	"invited_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pending_external_users_invitation_unique" UNIQUE NULLS NOT DISTINCT("email","external_for","city_id","organisation_id","tenant_id")
);
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pending_external_users" ADD CONSTRAINT "pending_external_users_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_external_users" ADD CONSTRAINT "pending_external_users_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_external_users" ADD CONSTRAINT "pending_external_users_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_external_users" ADD CONSTRAINT "pending_external_users_invited_by_auth_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pending_external_users_city_idx" ON "pending_external_users" USING btree ("city_id");