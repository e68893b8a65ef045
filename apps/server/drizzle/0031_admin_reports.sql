CREATE TABLE "admin_reports_sent" (
	"city_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period_start" date NOT NULL,
	"recipients" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_reports_sent_city_id_kind_period_start_pk" PRIMARY KEY("city_id","kind","period_start"),
	CONSTRAINT "admin_reports_sent_kind" CHECK ("admin_reports_sent"."kind" IN ('orders_daily', 'activity_weekly'))
);
--> statement-breakpoint
ALTER TABLE "admin_reports_sent" ADD CONSTRAINT "admin_reports_sent_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;