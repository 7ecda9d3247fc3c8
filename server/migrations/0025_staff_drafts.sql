CREATE TABLE "staff_drafts" (
	"kind" text NOT NULL,
	"record_key" text NOT NULL,
	"member_id" integer NOT NULL,
	"data" jsonb NOT NULL,
	"base_version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_drafts_kind_record_key_member_id_pk" PRIMARY KEY("kind","record_key","member_id")
);
--> statement-breakpoint
ALTER TABLE "staff_drafts" ADD CONSTRAINT "staff_drafts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_drafts_updated_idx" ON "staff_drafts" USING btree ("updated_at");