ALTER TABLE "repairs" DROP CONSTRAINT "repairs_credit_no_unique";--> statement-breakpoint
ALTER TABLE "repairs" DROP COLUMN "credit_no";