ALTER TABLE "happy_hours" ADD COLUMN "activity_types" text[];--> statement-breakpoint
ALTER TABLE "happy_hours" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "happy_hours" ADD COLUMN "branch_id" uuid;--> statement-breakpoint
ALTER TABLE "happy_hours" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "happy_hours" ADD CONSTRAINT "happy_hours_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "happy_hours" ADD CONSTRAINT "happy_hours_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "happy_hours" ADD CONSTRAINT "happy_hours_created_by_auth_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "happy_hours" ADD CONSTRAINT "happy_hours_multiplier_at_most_ten" CHECK ("happy_hours"."multiplier" <= 10);--> statement-breakpoint
ALTER TABLE "happy_hours" ADD CONSTRAINT "happy_hours_activity_types" CHECK ("happy_hours"."activity_types" IS NULL OR (cardinality("happy_hours"."activity_types") > 0 AND "happy_hours"."activity_types" <@ ARRAY['still', 'walk', 'run', 'bike', 'car', 'bus', 'train', 'metro', 'carpool', 'carpool_electric_car', 'electric_car', 'other', 'electric_bicycle', 'roller_blade', 'skate', 'motorcycle', 'scooter', 'wfh', 'fat_bike', 'skiing', 'snowshoes']::text[]));--> statement-breakpoint
ALTER TABLE "happy_hours" ADD CONSTRAINT "happy_hours_branch_needs_organisation" CHECK ("happy_hours"."branch_id" IS NULL OR "happy_hours"."organisation_id" IS NOT NULL);