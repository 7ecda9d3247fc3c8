ALTER TABLE "home_banners" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "home_banners" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "home_banners" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "home_banners" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "home_blocks" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "home_blocks" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "page_blocks" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "page_blocks" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "home_banners_status_idx" ON "home_banners" USING btree ("status");