-- Public content changed (issue 11, docs/decisions/public-cache.md): every write to a content
-- table, whoever makes it (seed, a future editor, an SQL import), sends a notification on the
-- channel `content_version`. PostgreSQL delivers it at commit, once per transaction, to every app
-- server listening, which then drops its cached public answers. Member, session, sign-in and
-- contact tables are not content: their writes say nothing. A new table read by a cached route
-- needs its own trigger here.
CREATE FUNCTION "notify_content_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('content_version', '');
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "page_meta_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "page_meta" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "article_categories_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "article_categories" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "authors_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "authors" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "brands_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "articles_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "articles" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "article_category_links_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "article_category_links" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "recipe_item_categories_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "recipe_item_categories" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "solar_terms_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "solar_terms" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "recipes_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "recipes" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "location_classes_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "location_classes" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "location_categories_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "location_categories" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "locations_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "locations" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "location_category_links_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "location_category_links" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "home_banners_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "home_banners" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "home_blocks_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "home_blocks" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "hence_features_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hence_features" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "page_blocks_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "page_blocks" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "events_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "events" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "event_categories_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "event_categories" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "event_category_links_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "event_category_links" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "contact_classes_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "contact_classes" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "subscribe_topics_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "subscribe_topics" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "channels_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "channels" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
--> statement-breakpoint
-- A session changed or ended (logout, expired ones cleared at login, a member deleted): app
-- servers forget what they remembered of sessions (server/services/sessions.service.ts). A new
-- session needs no word: nothing was remembered of it.
CREATE FUNCTION "notify_sessions_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('sessions_changed', '');
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "notify_sessions_changed"();
