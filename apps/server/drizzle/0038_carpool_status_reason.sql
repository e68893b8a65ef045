ALTER TABLE "carpool_matches" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "carpool_requests" ADD COLUMN "status_reason" text;