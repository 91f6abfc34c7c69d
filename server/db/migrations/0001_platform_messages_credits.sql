CREATE TABLE "messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"location_id" integer,
	"channel" text NOT NULL,
	"recipient" varchar(254) NOT NULL,
	"subject" varchar(200),
	"body" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"delivery_status" text,
	"provider" varchar(40),
	"provider_message_id" varchar(200),
	"error" varchar(1000),
	"segments" integer DEFAULT 1 NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"contact_id" integer,
	"queue_item_id" integer,
	"campaign_id" integer,
	"user_id" integer,
	"scheduled_to" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_provider_message_unique" UNIQUE("provider","provider_message_id"),
	CONSTRAINT "messages_channel_check" CHECK ("messages"."channel" in ('sms', 'whatsapp', 'email')),
	CONSTRAINT "messages_status_check" CHECK ("messages"."status" in ('draft', 'scheduled', 'sending', 'sent', 'failed', 'canceled')),
	CONSTRAINT "messages_delivery_status_check" CHECK ("messages"."delivery_status" in ('delivered', 'read', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "webhook_receipts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_receipts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" varchar(40) NOT NULL,
	"fingerprint" varchar(128) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_receipts_provider_fingerprint_unique" UNIQUE("provider","fingerprint")
);
--> statement-breakpoint
CREATE TABLE "credit_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"type" varchar(40) NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"grant_id" integer,
	"period" varchar(7),
	"valid_from" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"message_id" integer,
	"description" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_entries_kind_check" CHECK ("credit_entries"."kind" in ('plan', 'purchase', 'spend', 'refund')),
	CONSTRAINT "credit_entries_shape_check" CHECK (("credit_entries"."kind" in ('plan', 'purchase') and "credit_entries"."amount" > 0 and "credit_entries"."grant_id" is null and "credit_entries"."valid_from" is not null and "credit_entries"."expires_at" is not null)
        or ("credit_entries"."kind" = 'spend' and "credit_entries"."amount" < 0 and "credit_entries"."grant_id" is not null)
        or ("credit_entries"."kind" = 'refund' and "credit_entries"."amount" > 0 and "credit_entries"."grant_id" is not null))
);
--> statement-breakpoint
DROP TABLE "credit_balances" CASCADE;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_queue_item_id_queue_items_id_fk" FOREIGN KEY ("queue_item_id") REFERENCES "public"."queue_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_grant_id_credit_entries_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."credit_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_location_created_idx" ON "messages" USING btree ("location_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_company_created_idx" ON "messages" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_queue_item_idx" ON "messages" USING btree ("queue_item_id");--> statement-breakpoint
CREATE INDEX "messages_contact_idx" ON "messages" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "messages_status_scheduled_idx" ON "messages" USING btree ("status","scheduled_to");--> statement-breakpoint
CREATE INDEX "webhook_receipts_received_idx" ON "webhook_receipts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "credit_entries_company_type_expires_idx" ON "credit_entries" USING btree ("company_id","type","expires_at");--> statement-breakpoint
CREATE INDEX "credit_entries_grant_idx" ON "credit_entries" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "credit_entries_message_idx" ON "credit_entries" USING btree ("message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_plan_period_unique" ON "credit_entries" USING btree ("company_id","type","period") WHERE "credit_entries"."kind" = 'plan';