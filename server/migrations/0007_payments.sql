CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"trade_no" text NOT NULL,
	"gateway" text NOT NULL,
	"payable_kind" text NOT NULL,
	"payable_id" text NOT NULL,
	"amount" integer NOT NULL,
	"description" text NOT NULL,
	"pay_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway_trade_no" text,
	"paid_amount" integer,
	"paid_at" timestamp with time zone,
	"needs_refund" boolean DEFAULT false NOT NULL,
	"refund_reason" text,
	"refunded_at" timestamp with time zone,
	"notify_count" integer DEFAULT 0 NOT NULL,
	"last_notify" jsonb,
	"simulated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_trade_no_unique" UNIQUE("trade_no"),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending','paid','failed')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE INDEX "payments_payable_idx" ON "payments" USING btree ("payable_kind","payable_id");--> statement-breakpoint
CREATE INDEX "payments_needs_refund_idx" ON "payments" USING btree ("needs_refund") WHERE "payments"."needs_refund";