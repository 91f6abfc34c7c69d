CREATE TABLE "campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"content" text NOT NULL,
	"channel" text DEFAULT 'sms' NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"start_at" timestamp with time zone,
	"segmentation" jsonb NOT NULL,
	"status" text DEFAULT 'stopped' NOT NULL,
	"status_message" varchar(500),
	"estimated_count" integer DEFAULT 0 NOT NULL,
	"user_id" integer,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_company_id_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "campaigns_channel_check" CHECK ("campaigns"."channel" in ('sms', 'whatsapp')),
	CONSTRAINT "campaigns_status_check" CHECK ("campaigns"."status" in ('stopped', 'pending', 'active', 'sending', 'finished', 'canceled'))
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_location_id_fk" FOREIGN KEY ("company_id","location_id") REFERENCES "public"."locations"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_location_created_idx" ON "campaigns" USING btree ("company_id","location_id","created_at");--> statement-breakpoint
CREATE INDEX "campaigns_status_idx" ON "campaigns" USING btree ("status");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_campaign_id_fk" FOREIGN KEY ("company_id","campaign_id") REFERENCES "public"."campaigns"("company_id","id") ON DELETE set null ("campaign_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_campaign_recipient_unique" UNIQUE("company_id","campaign_id","recipient");