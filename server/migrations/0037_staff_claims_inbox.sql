ALTER TABLE "contact_messages" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "mail_message_id" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "answered_by" integer;--> statement-breakpoint
ALTER TABLE "gift_claims" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gift_claims" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "gift_claims" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "gift_claims" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "gift_claims" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gift_events" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_answered_by_members_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_claims" ADD CONSTRAINT "gift_claims_decided_by_members_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "gift_claims_state_idx" ON "gift_claims" USING btree ("state","created_at");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_status_check" CHECK ("contact_messages"."status" in ('new','answered','closed'));--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_answer_check" CHECK (("contact_messages"."answer" is null) = ("contact_messages"."answered_at" is null));--> statement-breakpoint
ALTER TABLE "gift_claims" ADD CONSTRAINT "gift_claims_parcel_check" CHECK (("gift_claims"."state" = 'shipped') = ("gift_claims"."carrier" is not null and "gift_claims"."tracking_number" is not null));