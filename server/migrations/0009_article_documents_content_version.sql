-- The cached public lists of magazine issues and reports (/api/article_magazines, /api/article_reports
-- and the sustainability page's data) show each file's size: a changed file is changed content
-- (docs/decisions/public-cache.md), as in 0004_content_version.
CREATE TRIGGER "article_documents_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "article_documents" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
