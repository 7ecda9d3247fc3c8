CREATE TABLE "search_documents" (
	"source" text NOT NULL,
	"source_id" integer NOT NULL,
	"grams" text[] NOT NULL,
	CONSTRAINT "search_documents_source_source_id_pk" PRIMARY KEY("source","source_id")
);
--> statement-breakpoint
-- A search term is found through its grams (server/services/search-documents.ts): one character
-- through itself, two or more through every pair of neighbours in it. The grams of a text are
-- therefore its characters and neighbouring pairs, lower-cased by lower() as ILIKE lower-cases
-- (so a term's grams are in a row exactly when ILIKE could match it), each part of a row on its
-- own (ILIKE matches column by column: no pair across two columns). Pairs with a blank are left
-- out: terms are split on blanks.
CREATE FUNCTION "search_grams"("parts" text[]) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT coalesce(array_agg(DISTINCT "gram"), '{}')
	FROM (
		SELECT "ch"."c", lead("ch"."c") OVER (PARTITION BY "part"."p" ORDER BY "ch"."n") AS "next"
		FROM unnest("parts") WITH ORDINALITY AS "part"("txt", "p"),
			unnest(regexp_split_to_array(lower("part"."txt"), '')) WITH ORDINALITY AS "ch"("c", "n")
	) AS "chars",
	LATERAL (VALUES ("chars"."c"), ("chars"."c" || "chars"."next")) AS "g"("gram")
	WHERE "gram" <> '' AND "gram" !~ '[ \t\r\n\u3000]'
$$;
--> statement-breakpoint
-- The grams a term must find: its one character, or its pairs.
CREATE FUNCTION "search_term_grams"("term" text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT CASE WHEN char_length(lower("term")) = 1 THEN ARRAY[lower("term")]
		ELSE ARRAY(SELECT substr(lower("term"), "i", 2) FROM generate_series(1, char_length(lower("term")) - 1) AS "i") END
$$;
--> statement-breakpoint
-- Per source, the texts search reads (server/services/search.service.ts): keep the two in step.
CREATE FUNCTION "article_search_parts"("a" "articles") RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
	SELECT ARRAY["a"."subject", "a"."summary", "a"."body_text"]
$$;
--> statement-breakpoint
CREATE FUNCTION "recipe_search_parts"("r" "recipes") RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
	SELECT ARRAY["r"."subject", "r"."summary", "r"."body_text"]
		|| ARRAY(SELECT "i"->>'name' FROM jsonb_array_elements("r"."ingredients") AS "i")
$$;
--> statement-breakpoint
CREATE FUNCTION "event_search_parts"("e" "events") RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
	SELECT ARRAY["e"."subject", "e"."summary", "e"."body_text", "e"."place_name"]
$$;
--> statement-breakpoint
-- A store's city and town names are not in the table (the 中華郵政 list): search matches them by town_id.
CREATE FUNCTION "location_search_parts"("l" "locations") RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
	SELECT ARRAY["l"."name", "l"."address"]
$$;
--> statement-breakpoint
-- Every writer of the four tables keeps the documents current: a row's grams are written again
-- in the statement that wrote the row, only when a text search reads changed.
CREATE FUNCTION "refresh_search_document"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"src" text := TG_ARGV[0];
	"parts" text[];
	"before" text[];
BEGIN
	IF TG_OP = 'DELETE' THEN
		DELETE FROM "search_documents" WHERE "source" = "src" AND "source_id" = OLD."id";
		RETURN NULL;
	END IF;
	-- one statement per source: plpgsql plans a statement when it first runs, for this table's rows
	IF "src" = 'article' THEN
		"parts" := "article_search_parts"(NEW);
		IF TG_OP = 'UPDATE' THEN "before" := "article_search_parts"(OLD); END IF;
	ELSIF "src" = 'recipe' THEN
		"parts" := "recipe_search_parts"(NEW);
		IF TG_OP = 'UPDATE' THEN "before" := "recipe_search_parts"(OLD); END IF;
	ELSIF "src" = 'event' THEN
		"parts" := "event_search_parts"(NEW);
		IF TG_OP = 'UPDATE' THEN "before" := "event_search_parts"(OLD); END IF;
	ELSE
		"parts" := "location_search_parts"(NEW);
		IF TG_OP = 'UPDATE' THEN "before" := "location_search_parts"(OLD); END IF;
	END IF;
	-- publishing, sorting or a new image leaves the texts as they were: nothing to tokenise again
	IF TG_OP = 'UPDATE' AND OLD."id" = NEW."id" AND "parts" IS NOT DISTINCT FROM "before" THEN
		RETURN NULL;
	END IF;
	IF TG_OP = 'UPDATE' AND OLD."id" <> NEW."id" THEN
		DELETE FROM "search_documents" WHERE "source" = "src" AND "source_id" = OLD."id";
	END IF;
	INSERT INTO "search_documents" ("source", "source_id", "grams") VALUES ("src", NEW."id", "search_grams"("parts"))
	ON CONFLICT ("source", "source_id") DO UPDATE SET "grams" = excluded."grams";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "articles_search_document" AFTER INSERT OR UPDATE OR DELETE ON "articles" FOR EACH ROW EXECUTE FUNCTION "refresh_search_document"('article');
--> statement-breakpoint
CREATE TRIGGER "recipes_search_document" AFTER INSERT OR UPDATE OR DELETE ON "recipes" FOR EACH ROW EXECUTE FUNCTION "refresh_search_document"('recipe');
--> statement-breakpoint
CREATE TRIGGER "events_search_document" AFTER INSERT OR UPDATE OR DELETE ON "events" FOR EACH ROW EXECUTE FUNCTION "refresh_search_document"('event');
--> statement-breakpoint
CREATE TRIGGER "locations_search_document" AFTER INSERT OR UPDATE OR DELETE ON "locations" FOR EACH ROW EXECUTE FUNCTION "refresh_search_document"('location');
--> statement-breakpoint
-- The rows written before this migration.
INSERT INTO "search_documents" ("source", "source_id", "grams") SELECT 'article', "id", "search_grams"("article_search_parts"("articles")) FROM "articles";
--> statement-breakpoint
INSERT INTO "search_documents" ("source", "source_id", "grams") SELECT 'recipe', "id", "search_grams"("recipe_search_parts"("recipes")) FROM "recipes";
--> statement-breakpoint
INSERT INTO "search_documents" ("source", "source_id", "grams") SELECT 'event', "id", "search_grams"("event_search_parts"("events")) FROM "events";
--> statement-breakpoint
INSERT INTO "search_documents" ("source", "source_id", "grams") SELECT 'location', "id", "search_grams"("location_search_parts"("locations")) FROM "locations";
--> statement-breakpoint
-- After the rows above: one GIN build is many times faster than growing it row by row.
CREATE INDEX "search_documents_grams_idx" ON "search_documents" USING gin ("grams");