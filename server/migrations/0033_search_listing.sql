ALTER TABLE "search_documents" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "listed_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "sort_at" timestamp with time zone;--> statement-breakpoint
-- The search kind of an article class (server/services/search.service.ts KIND_CLASSES): keep in step.
CREATE FUNCTION "article_search_kind"("class" text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT CASE
		WHEN "class" IN ('articleProject', 'articleEcolife') THEN 'article'
		WHEN "class" = 'articleNews' THEN 'news'
		WHEN "class" = 'articleBlog' THEN 'blog'
		WHEN "class" = 'articleBrand' THEN 'brand'
		WHEN "class" = 'articleFaq' THEN 'faq'
	END
$$;
--> statement-breakpoint
-- As 0031's, and the listing columns beside the grams: a change of publication, class, title or
-- date updates them alone (no tokenising); a change of the texts writes everything again.
CREATE OR REPLACE FUNCTION "refresh_search_document"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"src" text := TG_ARGV[0];
	"parts" text[];
	"before" text[];
	"k" text;
	"listed" timestamptz;
	"title" text;
	"sorted" timestamptz;
BEGIN
	IF TG_OP = 'DELETE' THEN
		DELETE FROM "search_documents" WHERE "source" = "src" AND "source_id" = OLD."id";
		RETURN NULL;
	END IF;
	-- one statement per source: plpgsql plans a statement when it first runs, for this table's rows
	IF "src" = 'article' THEN
		"parts" := "article_search_parts"(NEW);
		IF TG_OP = 'UPDATE' THEN "before" := "article_search_parts"(OLD); END IF;
		"k" := "article_search_kind"(NEW."class");
		"listed" := CASE WHEN NEW."status" = 'published' THEN '-infinity'::timestamptz END;
		"title" := NEW."subject";
		"sorted" := NEW."published_at";
	ELSIF "src" = 'recipe' THEN
		"parts" := "recipe_search_parts"(NEW);
		IF TG_OP = 'UPDATE' THEN "before" := "recipe_search_parts"(OLD); END IF;
		"k" := 'recipe';
		"listed" := CASE WHEN NEW."status" = 'published' THEN '-infinity'::timestamptz END;
		"title" := NEW."subject";
		"sorted" := NEW."published_at";
	ELSIF "src" = 'event' THEN
		"parts" := "event_search_parts"(NEW);
		IF TG_OP = 'UPDATE' THEN "before" := "event_search_parts"(OLD); END IF;
		"k" := 'event';
		"listed" := NEW."published_at";
		"title" := NEW."subject";
		"sorted" := NEW."started_at";
	ELSE
		"parts" := "location_search_parts"(NEW);
		IF TG_OP = 'UPDATE' THEN "before" := "location_search_parts"(OLD); END IF;
		"k" := 'location';
		"listed" := CASE WHEN NEW."status" = 'published' THEN '-infinity'::timestamptz END;
		"title" := NEW."name";
		"sorted" := NULL;
	END IF;
	-- publishing, sorting or a new image leaves the texts as they were: nothing to tokenise again
	IF TG_OP = 'UPDATE' AND OLD."id" = NEW."id" AND "parts" IS NOT DISTINCT FROM "before" THEN
		UPDATE "search_documents" SET "kind" = "k", "listed_from" = "listed", "subject" = "title", "sort_at" = "sorted"
		WHERE "source" = "src" AND "source_id" = NEW."id"
			AND ("kind", "listed_from", "subject", "sort_at") IS DISTINCT FROM ("k", "listed", "title", "sorted");
		RETURN NULL;
	END IF;
	IF TG_OP = 'UPDATE' AND OLD."id" <> NEW."id" THEN
		DELETE FROM "search_documents" WHERE "source" = "src" AND "source_id" = OLD."id";
	END IF;
	INSERT INTO "search_documents" ("source", "source_id", "grams", "kind", "listed_from", "subject", "sort_at")
	VALUES ("src", NEW."id", "search_grams"("parts"), "k", "listed", "title", "sorted")
	ON CONFLICT ("source", "source_id") DO UPDATE SET "grams" = excluded."grams", "kind" = excluded."kind",
		"listed_from" = excluded."listed_from", "subject" = excluded."subject", "sort_at" = excluded."sort_at";
	RETURN NULL;
END
$$;
--> statement-breakpoint
UPDATE "search_documents" AS "d" SET "kind" = "article_search_kind"("a"."class"),
	"listed_from" = CASE WHEN "a"."status" = 'published' THEN '-infinity'::timestamptz END,
	"subject" = "a"."subject", "sort_at" = "a"."published_at"
FROM "articles" AS "a" WHERE "d"."source" = 'article' AND "d"."source_id" = "a"."id";
--> statement-breakpoint
UPDATE "search_documents" AS "d" SET "kind" = 'recipe',
	"listed_from" = CASE WHEN "r"."status" = 'published' THEN '-infinity'::timestamptz END,
	"subject" = "r"."subject", "sort_at" = "r"."published_at"
FROM "recipes" AS "r" WHERE "d"."source" = 'recipe' AND "d"."source_id" = "r"."id";
--> statement-breakpoint
UPDATE "search_documents" AS "d" SET "kind" = 'event', "listed_from" = "e"."published_at",
	"subject" = "e"."subject", "sort_at" = "e"."started_at"
FROM "events" AS "e" WHERE "d"."source" = 'event' AND "d"."source_id" = "e"."id";
--> statement-breakpoint
UPDATE "search_documents" AS "d" SET "kind" = 'location',
	"listed_from" = CASE WHEN "l"."status" = 'published' THEN '-infinity'::timestamptz END,
	"subject" = "l"."name", "sort_at" = NULL
FROM "locations" AS "l" WHERE "d"."source" = 'location' AND "d"."source_id" = "l"."id";
