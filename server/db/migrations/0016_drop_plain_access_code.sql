ALTER TABLE "users" DROP CONSTRAINT "users_link_code_unique";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "link_code";