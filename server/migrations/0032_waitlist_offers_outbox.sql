DROP INDEX "waitlist_unmailed_idx";--> statement-breakpoint
ALTER TABLE "waitlist" DROP COLUMN "mailed_at";