CREATE TABLE "member_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"template" jsonb,
	"to_address" text,
	"subject" text,
	"text" text,
	"html" text,
	"headers" jsonb,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "member_mails_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE INDEX "member_mails_status_idx" ON "member_mails" USING btree ("status","created_at");