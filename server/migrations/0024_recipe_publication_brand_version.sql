ALTER TABLE "brands" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Existing recipes are live (the column's default). Public reads now ask for status = 'published'
-- alone: a recipe dated ahead, which used to wait for its time, waits as a scheduled one and the
-- publication sweep publishes it, as articles did in 0020.
UPDATE "recipes" SET "status" = 'scheduled', "publish_at" = "published_at" WHERE "published_at" > now();--> statement-breakpoint
CREATE INDEX "recipes_scheduled_idx" ON "recipes" USING btree ("publish_at") WHERE "recipes"."status" = 'scheduled';--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_status_check" CHECK ("recipes"."status" in ('draft','scheduled','published','unpublished'));--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_publish_at_check" CHECK (("recipes"."status" = 'scheduled') = ("recipes"."publish_at" is not null));