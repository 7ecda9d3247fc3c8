CREATE TABLE "inhome_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"visit_date" date,
	"visit_start" text,
	"visit_end" text,
	"by_member_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "inhome_requests" ADD COLUMN "status" text DEFAULT 'received' NOT NULL;--> statement-breakpoint
ALTER TABLE "inhome_requests" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "inhome_requests" ADD COLUMN "visit_date" date;--> statement-breakpoint
ALTER TABLE "inhome_requests" ADD COLUMN "visit_start" text;--> statement-breakpoint
ALTER TABLE "inhome_requests" ADD COLUMN "visit_end" text;--> statement-breakpoint
ALTER TABLE "inhome_requests" ADD COLUMN "staff_note" text;--> statement-breakpoint
ALTER TABLE "inhome_requests" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inhome_requests" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "inhome_status_changes" ADD CONSTRAINT "inhome_status_changes_request_id_inhome_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."inhome_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inhome_status_changes" ADD CONSTRAINT "inhome_status_changes_by_member_id_members_id_fk" FOREIGN KEY ("by_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inhome_status_changes_request_idx" ON "inhome_status_changes" USING btree ("request_id");--> statement-breakpoint
ALTER TABLE "inhome_requests" ADD CONSTRAINT "inhome_requests_decided_by_members_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inhome_requests_status_idx" ON "inhome_requests" USING btree ("status","created_at");--> statement-breakpoint
-- requests made before the life cycle existed are received, with the first step a new one gets
INSERT INTO "inhome_status_changes" ("request_id", "from_status", "to_status", "at")
SELECT "id", NULL, 'received', "created_at" FROM "inhome_requests";
