CREATE TABLE "page_meta" (
	"path" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
