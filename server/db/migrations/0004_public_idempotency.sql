ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_user_key_unique";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "scope" varchar(40);--> statement-breakpoint
UPDATE "idempotency_keys" SET "scope" = 'user:' || "user_id";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "scope" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_scope_key_unique" UNIQUE("scope","key");
