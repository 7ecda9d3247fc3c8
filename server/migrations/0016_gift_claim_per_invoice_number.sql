DROP INDEX "gift_claims_invoice_unique";--> statement-breakpoint
ALTER TABLE "gift_claims" ALTER COLUMN "random_code" DROP NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_claims_event_invoice_unique" ON "gift_claims" USING btree ("gift_event_id","invoice_number");