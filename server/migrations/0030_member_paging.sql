DROP INDEX "repairs_member_idx";--> statement-breakpoint
DROP INDEX "warranties_member_idx";--> statement-breakpoint
CREATE INDEX "event_orders_member_status_idx" ON "event_orders" USING btree ("member_id","status","id");--> statement-breakpoint
CREATE INDEX "repairs_member_idx" ON "repairs" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "warranties_member_idx" ON "warranties" USING btree ("member_id","id");