-- pg_trgm ships with PostgreSQL (a trusted extension since 13) and with PGlite (loaded in db/connection.ts)
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "participants_search_trgm_idx" ON "participants" USING gin (("first_name" || ' ' || "last_name" || chr(1) || "last_name" || ' ' || "first_name" || chr(1) || "email") gin_trgm_ops);