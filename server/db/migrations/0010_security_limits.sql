ALTER TABLE "messages" ADD COLUMN "public_trigger" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "committed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "messages_recipient_created_idx" ON "messages" USING btree ("recipient","created_at");