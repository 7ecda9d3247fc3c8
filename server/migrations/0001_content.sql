CREATE TABLE "article_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"class" text NOT NULL,
	"parent_id" integer,
	"slug" text NOT NULL,
	"subject" text NOT NULL,
	"description" text,
	"image_link" text,
	"image_width" integer,
	"image_height" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_categories_class_slug_key" UNIQUE("class","slug"),
	CONSTRAINT "article_categories_class_check" CHECK ("article_categories"."class" in ('articleProject','articleBlog','articleBrand','articleNews','articleEcolife','articleFaq','articleReport','articleMagazine'))
);
--> statement-breakpoint
CREATE TABLE "authors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"image_link" text,
	"image_width" integer,
	"image_height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"country" text NOT NULL,
	"logo_link" text,
	"logo_width" integer,
	"logo_height" integer,
	"service_types" text[] DEFAULT '{}' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"class" text NOT NULL,
	"slug" text NOT NULL,
	"subject" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"body_text" text DEFAULT '' NOT NULL,
	"image_link" text,
	"image_width" integer,
	"image_height" integer,
	"author_id" integer,
	"brand_id" integer,
	"is_top" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_class_slug_key" UNIQUE("class","slug"),
	CONSTRAINT "articles_class_check" CHECK ("articles"."class" in ('articleProject','articleBlog','articleBrand','articleNews','articleEcolife','articleFaq','articleReport','articleMagazine'))
);
--> statement-breakpoint
CREATE TABLE "article_category_links" (
	"article_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "article_category_links_article_id_category_id_pk" PRIMARY KEY("article_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "recipe_item_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "solar_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer NOT NULL,
	"longitude" integer NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	CONSTRAINT "solar_terms_name_unique" UNIQUE("name"),
	CONSTRAINT "solar_terms_sort_unique" UNIQUE("sort")
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"body_text" text DEFAULT '' NOT NULL,
	"image_link" text,
	"image_width" integer,
	"image_height" integer,
	"solar_term_id" integer,
	"item_category_id" integer,
	"author_id" integer,
	"cook_minutes" integer DEFAULT 0 NOT NULL,
	"servings" integer DEFAULT 0 NOT NULL,
	"ingredients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "location_classes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "location_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"class_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"town_id" integer NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_link" text,
	"image_width" integer,
	"image_height" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_category_links" (
	"location_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "location_category_links_location_id_category_id_pk" PRIMARY KEY("location_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "home_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"device" text NOT NULL,
	"subject" text NOT NULL,
	"image_link" text NOT NULL,
	"image_width" integer NOT NULL,
	"image_height" integer NOT NULL,
	"link" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_banners_device_check" CHECK ("home_banners"."device" in ('pc','mobile'))
);
--> statement-breakpoint
CREATE TABLE "home_blocks" (
	"key" text PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"subtitle" text,
	"content" text DEFAULT '' NOT NULL,
	"image_link" text,
	"image_width" integer,
	"image_height" integer,
	"link" text,
	"link_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_blocks_key_check" CHECK ("home_blocks"."key" in ('first_block','event_block','ecolife_block','services_block','footer_block'))
);
--> statement-breakpoint
CREATE TABLE "hence_features" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"article_id" integer NOT NULL,
	"image_link" text,
	"image_width" integer,
	"image_height" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "hence_features_kind_check" CHECK ("hence_features"."kind" in ('banner','must_read','lifestyle'))
);
--> statement-breakpoint
CREATE TABLE "page_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"page" text NOT NULL,
	"key" text NOT NULL,
	"subject" text NOT NULL,
	"subtitle" text,
	"content" text DEFAULT '' NOT NULL,
	"image_link" text,
	"image_width" integer,
	"image_height" integer,
	"link" text,
	"link_text" text,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_blocks_page_key_key" UNIQUE("page","key"),
	CONSTRAINT "page_blocks_page_check" CHECK ("page_blocks"."page" in ('sustainability','talent-development','zonezone'))
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"body_text" text DEFAULT '' NOT NULL,
	"image_link" text,
	"image_width" integer,
	"image_height" integer,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"place_name" text NOT NULL,
	"place_address" text DEFAULT '' NOT NULL,
	"cost_plan" text NOT NULL,
	"format" text NOT NULL,
	"status" text NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_cost_plan_check" CHECK ("events"."cost_plan" in ('free','paid')),
	CONSTRAINT "events_format_check" CHECK ("events"."format" in ('online','offline')),
	CONSTRAINT "events_status_check" CHECK ("events"."status" in ('open','closed')),
	CONSTRAINT "events_dates_check" CHECK ("events"."ended_at" >= "events"."started_at")
);
--> statement-breakpoint
CREATE TABLE "event_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"subject" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_categories_type_check" CHECK ("event_categories"."type" in ('theme','unit'))
);
--> statement-breakpoint
CREATE TABLE "event_category_links" (
	"event_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "event_category_links_event_id_category_id_pk" PRIMARY KEY("event_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "contact_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscribe_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_categories" ADD CONSTRAINT "article_categories_parent_id_article_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."article_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_category_links" ADD CONSTRAINT "article_category_links_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_category_links" ADD CONSTRAINT "article_category_links_category_id_article_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."article_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_solar_term_id_solar_terms_id_fk" FOREIGN KEY ("solar_term_id") REFERENCES "public"."solar_terms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_item_category_id_recipe_item_categories_id_fk" FOREIGN KEY ("item_category_id") REFERENCES "public"."recipe_item_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_class_id_location_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."location_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_category_links" ADD CONSTRAINT "location_category_links_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_category_links" ADD CONSTRAINT "location_category_links_category_id_location_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."location_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hence_features" ADD CONSTRAINT "hence_features_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_category_links" ADD CONSTRAINT "event_category_links_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_category_links" ADD CONSTRAINT "event_category_links_category_id_event_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."event_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_categories_parent_idx" ON "article_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "articles_class_published_idx" ON "articles" USING btree ("class","published_at");--> statement-breakpoint
CREATE INDEX "articles_brand_idx" ON "articles" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "articles_author_idx" ON "articles" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "article_category_links_category_idx" ON "article_category_links" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "recipes_solar_term_idx" ON "recipes" USING btree ("solar_term_id");--> statement-breakpoint
CREATE INDEX "recipes_published_idx" ON "recipes" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "locations_city_idx" ON "locations" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "locations_class_idx" ON "locations" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "location_category_links_category_idx" ON "location_category_links" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "hence_features_kind_idx" ON "hence_features" USING btree ("kind","sort");--> statement-breakpoint
CREATE INDEX "events_started_idx" ON "events" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "event_category_links_category_idx" ON "event_category_links" USING btree ("category_id");