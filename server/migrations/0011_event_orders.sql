CREATE TABLE "carts" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"session_id" integer,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"no" text NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "credit_notes_no_unique" UNIQUE("no"),
	CONSTRAINT "credit_notes_invoice_id_unique" UNIQUE("invoice_id")
);
--> statement-breakpoint
CREATE TABLE "e_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_number" text NOT NULL,
	"payable_kind" text NOT NULL,
	"payable_id" text NOT NULL,
	"amount" integer NOT NULL,
	"random_code" text NOT NULL,
	"carrier_type" text NOT NULL,
	"carrier_num" text,
	"buyer_ubn" text,
	"buyer_title" text,
	"email" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "e_invoices_invoice_number_unique" UNIQUE("invoice_number")
);
--> statement-breakpoint
CREATE TABLE "invoice_tracks" (
	"id" serial PRIMARY KEY NOT NULL,
	"track" text NOT NULL,
	"period" text NOT NULL,
	"start_no" integer NOT NULL,
	"end_no" integer NOT NULL,
	"next_no" integer NOT NULL,
	CONSTRAINT "invoice_tracks_range_check" CHECK ("invoice_tracks"."start_no" <= "invoice_tracks"."next_no" and "invoice_tracks"."next_no" <= "invoice_tracks"."end_no" + 1)
);
--> statement-breakpoint
CREATE TABLE "event_order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"ticket_name" text NOT NULL,
	"ticket_price" integer NOT NULL,
	"registration_number" text NOT NULL,
	"user_name" text NOT NULL,
	"user_phone" text NOT NULL,
	"user_email" text NOT NULL,
	CONSTRAINT "event_order_items_registration_number_unique" UNIQUE("registration_number")
);
--> statement-breakpoint
CREATE TABLE "event_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"member_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"total" integer NOT NULL,
	"count" integer NOT NULL,
	"payment_type" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"survey_response_id" integer,
	"invoice" jsonb NOT NULL,
	"expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "event_orders_status_check" CHECK ("event_orders"."status" in ('pending_payment','paid','cancelled','expired','refunded')),
	CONSTRAINT "event_orders_payment_type_check" CHECK ("event_orders"."payment_type" in ('ZERO','9104','9101','9111')),
	CONSTRAINT "event_orders_total_check" CHECK ("event_orders"."total" >= 0 and "event_orders"."count" >= 1)
);
--> statement-breakpoint
CREATE TABLE "event_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"reasons" jsonb NOT NULL,
	"other_reason" text,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_refunds_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "event_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"subject" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"place_name" text NOT NULL,
	"place_address" text DEFAULT '' NOT NULL,
	"format" text NOT NULL,
	"capacity" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"purchase_limit" integer NOT NULL,
	"sign_up_ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_sessions_format_check" CHECK ("event_sessions"."format" in ('online','offline')),
	CONSTRAINT "event_sessions_seats_check" CHECK ("event_sessions"."seats_taken" >= 0 and "event_sessions"."seats_taken" <= "event_sessions"."capacity"),
	CONSTRAINT "event_sessions_limit_check" CHECK ("event_sessions"."purchase_limit" >= 1),
	CONSTRAINT "event_sessions_dates_check" CHECK ("event_sessions"."ended_at" >= "event_sessions"."started_at")
);
--> statement-breakpoint
CREATE TABLE "event_surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "event_surveys_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
CREATE TABLE "survey_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "survey_questions_type_check" CHECK ("survey_questions"."type" in ('text','textarea','radio','checkbox','select'))
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"quota" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_tickets_price_check" CHECK ("event_tickets"."price" >= 0),
	CONSTRAINT "event_tickets_sold_check" CHECK ("event_tickets"."sold" >= 0 and "event_tickets"."sold" <= "event_tickets"."quota")
);
--> statement-breakpoint
CREATE TABLE "favourite_events" (
	"member_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_events_member_id_event_id_pk" PRIMARY KEY("member_id","event_id")
);
--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_e_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."e_invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_order_items" ADD CONSTRAINT "event_order_items_order_id_event_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."event_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_orders" ADD CONSTRAINT "event_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_orders" ADD CONSTRAINT "event_orders_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_orders" ADD CONSTRAINT "event_orders_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_orders" ADD CONSTRAINT "event_orders_survey_response_id_survey_responses_id_fk" FOREIGN KEY ("survey_response_id") REFERENCES "public"."survey_responses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_refunds" ADD CONSTRAINT "event_refunds_order_id_event_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."event_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_sessions" ADD CONSTRAINT "event_sessions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_surveys" ADD CONSTRAINT "event_surveys_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_survey_id_event_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."event_surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_survey_id_event_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."event_surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_tickets" ADD CONSTRAINT "event_tickets_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_events" ADD CONSTRAINT "favourite_events_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_events" ADD CONSTRAINT "favourite_events_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "e_invoices_payable_idx" ON "e_invoices" USING btree ("payable_kind","payable_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_tracks_track_idx" ON "invoice_tracks" USING btree ("period","track","start_no");--> statement-breakpoint
CREATE INDEX "event_order_items_order_idx" ON "event_order_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_orders_member_key_idx" ON "event_orders" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "event_orders_member_idx" ON "event_orders" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "event_orders_session_idx" ON "event_orders" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "event_orders_pending_idx" ON "event_orders" USING btree ("expires_at") WHERE "event_orders"."status" = 'pending_payment';--> statement-breakpoint
CREATE INDEX "event_sessions_event_idx" ON "event_sessions" USING btree ("event_id","started_at");--> statement-breakpoint
CREATE INDEX "survey_questions_survey_idx" ON "survey_questions" USING btree ("survey_id");--> statement-breakpoint
CREATE INDEX "survey_responses_member_idx" ON "survey_responses" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "event_tickets_session_idx" ON "event_tickets" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "favourite_events_event_idx" ON "favourite_events" USING btree ("event_id");