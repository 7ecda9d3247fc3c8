CREATE TABLE "ticket_checkin_conflicts" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"scan_id" text NOT NULL,
	"registration_number" text NOT NULL,
	"device" text NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"staff_id" integer NOT NULL,
	"reason" text NOT NULL,
	"checkin_id" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_checkin_conflicts_scan_id_unique" UNIQUE("scan_id"),
	CONSTRAINT "ticket_checkin_conflicts_reason_check" CHECK ("ticket_checkin_conflicts"."reason" in ('already','refunded','wrong_session','invalid'))
);
--> statement-breakpoint
CREATE TABLE "ticket_checkins" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_item_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"scan_id" text NOT NULL,
	"device" text NOT NULL,
	"checked_in_at" timestamp with time zone NOT NULL,
	"staff_id" integer NOT NULL,
	"method" text NOT NULL,
	"offline" boolean DEFAULT false NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_checkins_order_item_id_unique" UNIQUE("order_item_id"),
	CONSTRAINT "ticket_checkins_scan_id_unique" UNIQUE("scan_id"),
	CONSTRAINT "ticket_checkins_method_check" CHECK ("ticket_checkins"."method" in ('qr','number'))
);
--> statement-breakpoint
ALTER TABLE "ticket_checkin_conflicts" ADD CONSTRAINT "ticket_checkin_conflicts_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_checkin_conflicts" ADD CONSTRAINT "ticket_checkin_conflicts_checkin_id_ticket_checkins_id_fk" FOREIGN KEY ("checkin_id") REFERENCES "public"."ticket_checkins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_checkins" ADD CONSTRAINT "ticket_checkins_order_item_id_event_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."event_order_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_checkins" ADD CONSTRAINT "ticket_checkins_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_checkin_conflicts_session_idx" ON "ticket_checkin_conflicts" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "ticket_checkins_session_idx" ON "ticket_checkins" USING btree ("session_id");