CREATE TABLE "gift_choices" (
	"id" serial PRIMARY KEY NOT NULL,
	"gift_event_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"stock" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gift_choices_stock_check" CHECK ("gift_choices"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gift_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"gift_event_id" integer NOT NULL,
	"gift_choice_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"sale_person" text,
	"invoice_number" text NOT NULL,
	"random_code" text NOT NULL,
	"invoice_date" date NOT NULL,
	"invoice_amount" integer NOT NULL,
	"invoice_products" text NOT NULL,
	"tax_id" text,
	"scan_invoice_number" text,
	"scan_invoice_date" date,
	"scan_random_code" text,
	"scan_invoice_amount" integer,
	"receive_name" text NOT NULL,
	"receive_phone" text NOT NULL,
	"receive_zip_code" text NOT NULL,
	"receive_city" text NOT NULL,
	"receive_town" text NOT NULL,
	"receive_address" text NOT NULL,
	"gift_text" text,
	"state" text DEFAULT 'submitted' NOT NULL,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_claims_state_check" CHECK ("gift_claims"."state" in ('submitted','approved','rejected','shipped')),
	CONSTRAINT "gift_claims_reject_reason_check" CHECK (("gift_claims"."state" = 'rejected') = ("gift_claims"."reject_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "gift_event_channels" (
	"gift_event_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	CONSTRAINT "gift_event_channels_gift_event_id_channel_id_pk" PRIMARY KEY("gift_event_id","channel_id")
);
--> statement-breakpoint
CREATE TABLE "gift_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_section" text NOT NULL,
	"menu_id" integer,
	"subject" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"image_link" text,
	"image_width" integer,
	"image_height" integer,
	"started_on" date NOT NULL,
	"ended_on" date NOT NULL,
	"apply_ended_on" date NOT NULL,
	"min_amount" integer DEFAULT 0 NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_events_dates_check" CHECK ("gift_events"."ended_on" >= "gift_events"."started_on" and "gift_events"."apply_ended_on" >= "gift_events"."ended_on"),
	CONSTRAINT "gift_events_min_amount_check" CHECK ("gift_events"."min_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gift_menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_section" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gift_choices" ADD CONSTRAINT "gift_choices_gift_event_id_gift_events_id_fk" FOREIGN KEY ("gift_event_id") REFERENCES "public"."gift_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_claims" ADD CONSTRAINT "gift_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_claims" ADD CONSTRAINT "gift_claims_gift_event_id_gift_events_id_fk" FOREIGN KEY ("gift_event_id") REFERENCES "public"."gift_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_claims" ADD CONSTRAINT "gift_claims_gift_choice_id_gift_choices_id_fk" FOREIGN KEY ("gift_choice_id") REFERENCES "public"."gift_choices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_claims" ADD CONSTRAINT "gift_claims_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_event_channels" ADD CONSTRAINT "gift_event_channels_gift_event_id_gift_events_id_fk" FOREIGN KEY ("gift_event_id") REFERENCES "public"."gift_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_event_channels" ADD CONSTRAINT "gift_event_channels_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_events" ADD CONSTRAINT "gift_events_menu_id_gift_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."gift_menus"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_choices_event_idx" ON "gift_choices" USING btree ("gift_event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_claims_invoice_unique" ON "gift_claims" USING btree ("invoice_number","random_code");--> statement-breakpoint
CREATE INDEX "gift_claims_member_idx" ON "gift_claims" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "gift_event_channels_channel_idx" ON "gift_event_channels" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "gift_events_section_idx" ON "gift_events" USING btree ("brand_section","started_on");