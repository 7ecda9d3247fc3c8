CREATE TABLE "deep_clean_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inhome_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"problem" text NOT NULL,
	"name" text NOT NULL,
	"sex" text NOT NULL,
	"phone" text NOT NULL,
	"city" text NOT NULL,
	"town" text NOT NULL,
	"zip_code" text NOT NULL,
	"address" text NOT NULL,
	"preferred_date" date NOT NULL,
	"preferred_period" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_infos" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"is_enable_warranty" boolean DEFAULT true NOT NULL,
	"is_verify_model" boolean DEFAULT true NOT NULL,
	"is_verify_code" boolean DEFAULT false NOT NULL,
	"is_show_notes" boolean DEFAULT false NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"subject" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"subject" text NOT NULL,
	"is_verify_code" boolean DEFAULT false NOT NULL,
	"code_pattern" text,
	"code_hint" text,
	"is_deep_clean" boolean DEFAULT false NOT NULL,
	"image_link" text,
	"image_width" integer,
	"image_height" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repair_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"repair_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"by_member_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repairs" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"brand_name" text NOT NULL,
	"model_name" text NOT NULL,
	"serial" text,
	"items" jsonb NOT NULL,
	"sender" jsonb NOT NULL,
	"receiver" jsonb NOT NULL,
	"invoice" jsonb NOT NULL,
	"reserve_time_id" integer,
	"book_date" date,
	"book_time" text,
	"book_memo" text,
	"deep_ticket_id" integer,
	"amount" integer,
	"pay_type" text,
	"payment_ref" text,
	"paid_at" timestamp with time zone,
	"credit_no" text,
	"delivery_serial" text,
	"delivery_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repairs_credit_no_unique" UNIQUE("credit_no")
);
--> statement-breakpoint
CREATE TABLE "reserve_times" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reserve_times_date_time_key" UNIQUE("date","time"),
	CONSTRAINT "reserve_times_booked_within_capacity" CHECK ("reserve_times"."booked" >= 0 AND "reserve_times"."booked" <= "reserve_times"."capacity")
);
--> statement-breakpoint
CREATE TABLE "warranties" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"serial" text,
	"channel_id" integer NOT NULL,
	"order_number" text,
	"input_method" text NOT NULL,
	"invoice_number" text NOT NULL,
	"invoice_date" date NOT NULL,
	"scan_invoice_date" date,
	"invoice_random" text,
	"invoice_amount" integer,
	"utm" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "role" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "inhome_requests" ADD CONSTRAINT "inhome_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inhome_requests" ADD CONSTRAINT "inhome_requests_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inhome_requests" ADD CONSTRAINT "inhome_requests_model_id_product_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."product_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_infos" ADD CONSTRAINT "product_infos_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_items" ADD CONSTRAINT "product_items_model_id_product_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."product_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_models" ADD CONSTRAINT "product_models_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_status_changes" ADD CONSTRAINT "repair_status_changes_repair_id_repairs_id_fk" FOREIGN KEY ("repair_id") REFERENCES "public"."repairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_status_changes" ADD CONSTRAINT "repair_status_changes_by_member_id_members_id_fk" FOREIGN KEY ("by_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repairs" ADD CONSTRAINT "repairs_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repairs" ADD CONSTRAINT "repairs_reserve_time_id_reserve_times_id_fk" FOREIGN KEY ("reserve_time_id") REFERENCES "public"."reserve_times"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repairs" ADD CONSTRAINT "repairs_deep_ticket_id_deep_clean_tickets_id_fk" FOREIGN KEY ("deep_ticket_id") REFERENCES "public"."deep_clean_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranties" ADD CONSTRAINT "warranties_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranties" ADD CONSTRAINT "warranties_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranties" ADD CONSTRAINT "warranties_model_id_product_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."product_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranties" ADD CONSTRAINT "warranties_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inhome_requests_member_idx" ON "inhome_requests" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "product_items_model_idx" ON "product_items" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "product_models_brand_idx" ON "product_models" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "repair_status_changes_repair_idx" ON "repair_status_changes" USING btree ("repair_id");--> statement-breakpoint
CREATE INDEX "repairs_member_idx" ON "repairs" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "warranties_member_idx" ON "warranties" USING btree ("member_id");