CREATE TABLE "email_campaign_recipients" (
	"campaign_id" uuid NOT NULL,
	"participant_id" uuid NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"error" text,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "email_campaign_recipients_campaign_id_participant_id_pk" PRIMARY KEY("campaign_id","participant_id"),
	CONSTRAINT "email_campaign_recipients_status" CHECK ("email_campaign_recipients"."status" IN ('pending', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "email_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"city_id" uuid NOT NULL,
	"organisation_id" uuid,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"sender_name" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"audience" jsonb NOT NULL,
	"planned_at" timestamp with time zone,
	"state" text DEFAULT 'draft' NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"targeted" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_campaigns_owner_name_unique" UNIQUE NULLS NOT DISTINCT("city_id","organisation_id","name"),
	CONSTRAINT "email_campaigns_state" CHECK ("email_campaigns"."state" IN ('draft', 'scheduled', 'sending', 'sent', 'cancelled')),
	CONSTRAINT "email_campaigns_name_present" CHECK (length(btrim("email_campaigns"."name")) > 0),
	CONSTRAINT "email_campaigns_planned_unless_draft" CHECK (("email_campaigns"."state" = 'draft') = ("email_campaigns"."planned_at" IS NULL) OR "email_campaigns"."state" = 'cancelled')
);
--> statement-breakpoint
ALTER TABLE "email_campaign_recipients" ADD CONSTRAINT "email_campaign_recipients_campaign_id_email_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."email_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_campaign_recipients" ADD CONSTRAINT "email_campaign_recipients_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_campaigns" ADD CONSTRAINT "email_campaigns_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_campaigns" ADD CONSTRAINT "email_campaigns_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_campaigns" ADD CONSTRAINT "email_campaigns_created_by_auth_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_campaigns" ADD CONSTRAINT "email_campaigns_updated_by_auth_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_campaign_recipients_status_idx" ON "email_campaign_recipients" USING btree ("campaign_id","status");--> statement-breakpoint
CREATE INDEX "email_campaigns_due_idx" ON "email_campaigns" USING btree ("state","planned_at");--> statement-breakpoint
CREATE INDEX "email_campaigns_owner_idx" ON "email_campaigns" USING btree ("city_id","organisation_id","created_at");