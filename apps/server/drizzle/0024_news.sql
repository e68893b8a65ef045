CREATE TABLE "news" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"city_id" uuid NOT NULL,
	"category" text NOT NULL,
	"author" text NOT NULL,
	"title_fr" text NOT NULL,
	"versions" jsonb NOT NULL,
	"image_id" uuid,
	"link" text,
	"publish_at" timestamp with time zone,
	"audience" text DEFAULT 'city' NOT NULL,
	"created_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_category" CHECK ("news"."category" IN ('programme', 'event', 'challenge', 'tip', 'partner', 'reward')),
	CONSTRAINT "news_audience" CHECK ("news"."audience" IN ('city', 'organisations')),
	CONSTRAINT "news_title_present" CHECK (length(btrim("news"."title_fr")) > 0),
	CONSTRAINT "news_versions_french" CHECK (jsonb_typeof("news"."versions" -> 'fr') = 'object')
);
--> statement-breakpoint
CREATE TABLE "news_organisations" (
	"news_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	CONSTRAINT "news_organisations_news_id_organisation_id_pk" PRIMARY KEY("news_id","organisation_id")
);
--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_created_by_auth_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_updated_by_auth_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_organisations" ADD CONSTRAINT "news_organisations_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_organisations" ADD CONSTRAINT "news_organisations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_city_publish_idx" ON "news" USING btree ("city_id","publish_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "news_organisations_organisation_idx" ON "news_organisations" USING btree ("organisation_id");