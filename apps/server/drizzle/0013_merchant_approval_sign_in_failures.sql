CREATE TABLE "sign_in_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "pending_tenants" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "approved_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
-- Hand-written: registrations confirmed before this migration were selling already, so they count as approved.
UPDATE "pending_tenants" SET "approved_at" = "confirmed_at" WHERE "confirmed_at" IS NOT NULL;
