ALTER TABLE "reserve_times" DROP CONSTRAINT "reserve_times_date_time_key";--> statement-breakpoint
ALTER TABLE "repairs" ADD COLUMN "book_store_id" integer;--> statement-breakpoint
ALTER TABLE "reserve_times" ADD COLUMN "location_id" integer;--> statement-breakpoint
-- slots made before each store had its own belong to the first fast-repair store (速修服務), in the stores' list order
UPDATE "reserve_times" SET "location_id" = (SELECT l."id" FROM "locations" l JOIN "location_category_links" k ON k."location_id" = l."id" JOIN "location_categories" c ON c."id" = k."category_id" WHERE c."name" = '速修服務' ORDER BY l."city_id", l."sort", l."id" LIMIT 1);--> statement-breakpoint
-- no fast-repair store: no counter to book at; those slots go, and a repair keeps its booked date and time
UPDATE "repairs" SET "reserve_time_id" = NULL WHERE "reserve_time_id" IN (SELECT "id" FROM "reserve_times" WHERE "location_id" IS NULL);--> statement-breakpoint
DELETE FROM "reserve_times" WHERE "location_id" IS NULL;--> statement-breakpoint
UPDATE "repairs" SET "book_store_id" = t."location_id" FROM "reserve_times" t WHERE t."id" = "repairs"."reserve_time_id";--> statement-breakpoint
ALTER TABLE "reserve_times" ALTER COLUMN "location_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "repairs" ADD CONSTRAINT "repairs_book_store_id_locations_id_fk" FOREIGN KEY ("book_store_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_times" ADD CONSTRAINT "reserve_times_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_times" ADD CONSTRAINT "reserve_times_location_date_time_key" UNIQUE("location_id","date","time");
