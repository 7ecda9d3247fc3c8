CREATE TABLE "legal_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" integer,
	"created_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_documents_kind_version_key" UNIQUE("kind","version"),
	CONSTRAINT "legal_documents_kind_check" CHECK ("legal_documents"."kind" in ('membership-terms','privacy-policy'))
);
--> statement-breakpoint
CREATE INDEX "legal_documents_current_idx" ON "legal_documents" USING btree ("kind","published_at");--> statement-breakpoint
-- The public pages read the current version: a new one is changed content (docs/decisions/public-cache.md), as in 0004_content_version.
CREATE TRIGGER "legal_documents_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "legal_documents" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();--> statement-breakpoint
-- The texts of the first release (schemas/legal-versions.ts, 2026-01-01): every database has a current version of each kind from the start.
INSERT INTO "legal_documents" ("kind", "version", "body", "published_at") VALUES
  ('membership-terms', '2026-01-01', '<h2>一、條款的同意</h2><p>當您完成會員註冊，即表示您已閱讀、了解並同意本條款的所有內容。本公司得隨時修改條款，修改後將公告於本網站。</p><h2>二、會員帳號</h2><p>請提供正確、最新的個人資料，並妥善保管帳號與密碼。若發現帳號遭盜用，請立即通知本公司。</p><h2>三、會員服務</h2><p>會員可使用活動報名、保固登錄、維修申請、訂單查詢與電子報等服務，服務內容依網站公告為準。</p><ul><li>活動報名與票券管理</li><li>產品保固登錄與查詢</li><li>維修、速修、深層清潔與到府服務申請</li></ul><h2>四、服務的暫停或終止</h2><p>會員如有違反本條款或法令之行為，本公司得暫停或終止其會員資格。會員亦得隨時申請停用帳號。</p>', '2026-01-01T00:00:00+08:00'),
  ('privacy-policy', '2026-01-01', '<h2>一、蒐集的資料</h2><p>為提供會員、活動、保固與維修服務，我們會蒐集您的姓名、聯絡方式、地址、購買紀錄與服務紀錄。</p><h2>二、使用目的</h2><p>個人資料僅用於提供服務、寄送商品與通知、客戶服務、統計分析與經您同意的行銷用途。</p><h2>三、資料的分享</h2><p>除依法令要求或為完成服務所必要（例如物流、金流、維修合作廠商）外，我們不會將您的個人資料提供給第三方。</p><h2>四、您的權利</h2><p>依個人資料保護法，您可以查詢、閱覽、複製、補充、更正、停止使用或刪除您的個人資料。</p><h2>五、Cookie 的使用</h2><p>本網站使用 Cookie 維持登入狀態與改善瀏覽體驗。您可以在瀏覽器中停用 Cookie，但部分功能可能無法使用。</p>', '2026-01-01T00:00:00+08:00');
