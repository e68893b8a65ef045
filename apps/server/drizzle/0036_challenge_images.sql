ALTER TABLE "challenge_templates" ADD COLUMN "image_id" uuid;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "image_id" uuid;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "challenge_templates" ADD CONSTRAINT "challenge_templates_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "images_organisation_idx" ON "images" USING btree ("organisation_id");