CREATE TABLE "order_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"payment_id" integer,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"item_ids" jsonb NOT NULL,
	"requested_by" text NOT NULL,
	"actor_id" integer,
	"reason" text NOT NULL,
	"notify_member" boolean DEFAULT true NOT NULL,
	"idempotency_key" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"gateway_answer" jsonb,
	"failure_reason" text,
	"credit_note_no" text,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refunds_status_check" CHECK ("order_refunds"."status" in ('pending','succeeded','failed')),
	CONSTRAINT "order_refunds_method_check" CHECK ("order_refunds"."method" in ('gateway','outside')),
	CONSTRAINT "order_refunds_amount_check" CHECK ("order_refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "credit_notes" DROP CONSTRAINT "credit_notes_invoice_id_unique";--> statement-breakpoint
ALTER TABLE "event_order_items" ADD COLUMN "refund_id" integer;--> statement-breakpoint
ALTER TABLE "event_order_items" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_event_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."event_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_key_idx" ON "order_refunds" USING btree ("order_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
-- hand-written: the tickets of orders refunded whole before refunds went by ticket are refunded too
UPDATE "event_order_items" SET "refunded_at" = o."refunded_at" FROM "event_orders" o WHERE o."id" = "event_order_items"."order_id" AND o."status" = 'refunded';
