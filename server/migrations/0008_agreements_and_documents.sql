CREATE TABLE "article_documents" (
	"article_id" integer PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text DEFAULT 'application/pdf' NOT NULL,
	"content" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	"page_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_agreements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sso_agreements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"terms_version" text NOT NULL,
	"privacy_version" text NOT NULL,
	"agreed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sso_registrations" ADD COLUMN "terms_version" text;--> statement-breakpoint
ALTER TABLE "sso_registrations" ADD COLUMN "privacy_version" text;--> statement-breakpoint
ALTER TABLE "sso_registrations" ADD COLUMN "agreed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "article_documents" ADD CONSTRAINT "article_documents_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_agreements" ADD CONSTRAINT "sso_agreements_account_id_sso_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."sso_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sso_agreements_account_idx" ON "sso_agreements" USING btree ("account_id");