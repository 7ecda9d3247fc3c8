ALTER TABLE "product_models" ADD COLUMN "warranty_months" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "repair_status_changes" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "reserve_times" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "warranties" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "warranties" ADD COLUMN "ends_on" date;--> statement-breakpoint
ALTER TABLE "warranties" ADD COLUMN "refuse_reason" text;--> statement-breakpoint
ALTER TABLE "warranties" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "warranties" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "warranties" ADD CONSTRAINT "warranties_reviewed_by_members_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "warranties_status_idx" ON "warranties" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "product_models" ADD CONSTRAINT "product_models_warranty_months_check" CHECK ("product_models"."warranty_months" between 1 and 120);