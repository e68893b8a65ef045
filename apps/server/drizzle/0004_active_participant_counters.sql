CREATE TABLE "participant_periods" (
	"participant_id" uuid NOT NULL,
	"period_type" text NOT NULL,
	"period_start" date NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "participant_periods_participant_id_period_type_period_start_pk" PRIMARY KEY("participant_id","period_type","period_start")
);
--> statement-breakpoint
CREATE TABLE "stats_active_participants" (
	"scope_type" text NOT NULL,
	"scope_id" uuid NOT NULL,
	"period_type" text NOT NULL,
	"period_start" date NOT NULL,
	"participants" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_active_participants_scope_type_scope_id_period_type_period_start_pk" PRIMARY KEY("scope_type","scope_id","period_type","period_start")
);
--> statement-breakpoint
ALTER TABLE "participant_periods" ADD CONSTRAINT "participant_periods_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;