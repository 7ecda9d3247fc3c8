CREATE TABLE "flow_transitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"flow" text NOT NULL,
	"version" text NOT NULL,
	"run_id" text NOT NULL,
	"from_state" text,
	"event" text NOT NULL,
	"to_state" text NOT NULL,
	"refused" text[] DEFAULT '{}' NOT NULL,
	"ms_in_state" integer NOT NULL,
	"device" text NOT NULL,
	"resumed" boolean NOT NULL,
	"day" date NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "flow_transitions_flow_day_idx" ON "flow_transitions" USING btree ("flow","day");--> statement-breakpoint
CREATE INDEX "flow_transitions_at_idx" ON "flow_transitions" USING btree ("at");