ALTER TABLE "articles" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Public reads now ask for status = 'published' alone (no clock comparison): a row dated ahead,
-- which used to wait for its time, waits as a scheduled one and the publication sweep publishes it.
UPDATE "articles" SET "status" = 'scheduled', "publish_at" = "published_at" WHERE "published_at" > now();--> statement-breakpoint
CREATE INDEX "articles_scheduled_idx" ON "articles" USING btree ("publish_at") WHERE "articles"."status" = 'scheduled';--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_status_check" CHECK ("articles"."status" in ('draft','scheduled','published','unpublished'));--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_publish_at_check" CHECK (("articles"."status" = 'scheduled') = ("articles"."publish_at" is not null));