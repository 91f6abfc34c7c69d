ALTER TABLE "users" ADD COLUMN "link_code_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_link_code_hash_unique" UNIQUE("link_code_hash");