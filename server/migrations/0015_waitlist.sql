CREATE TABLE "waitlist" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"seats" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"held_until" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "waitlist_status_check" CHECK ("waitlist"."status" in ('waiting','held')),
	CONSTRAINT "waitlist_seats_check" CHECK ("waitlist"."seats" >= 1),
	CONSTRAINT "waitlist_held_check" CHECK (("waitlist"."status" = 'held') = ("waitlist"."held_until" is not null))
);
--> statement-breakpoint
ALTER TABLE "waitlist" ADD CONSTRAINT "waitlist_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist" ADD CONSTRAINT "waitlist_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_member_session_idx" ON "waitlist" USING btree ("member_id","session_id");--> statement-breakpoint
CREATE INDEX "waitlist_line_idx" ON "waitlist" USING btree ("session_id","joined_at","id");--> statement-breakpoint
CREATE INDEX "waitlist_held_idx" ON "waitlist" USING btree ("held_until") WHERE "waitlist"."status" = 'held';--> statement-breakpoint
CREATE INDEX "waitlist_unmailed_idx" ON "waitlist" USING btree ("id") WHERE "waitlist"."status" = 'held' and "waitlist"."mailed_at" is null;