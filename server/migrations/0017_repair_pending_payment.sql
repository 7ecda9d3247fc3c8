-- A service with a price now starts in pending_payment and the payment moves it on to received
-- (server/domain/repair-lifecycle.machine.ts). Unpaid priced repairs still at received wait for
-- their payment; their first recorded status says so too.
UPDATE "repairs" SET "status" = 'pending_payment'
  WHERE "amount" IS NOT NULL AND "paid_at" IS NULL AND "status" = 'received';--> statement-breakpoint
UPDATE "repair_status_changes" SET "to_status" = 'pending_payment'
  WHERE "from_status" IS NULL AND "repair_id" IN (SELECT "id" FROM "repairs" WHERE "status" = 'pending_payment');
