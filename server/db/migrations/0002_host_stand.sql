CREATE TABLE "hour_overrides" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hour_overrides_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"location_id" integer NOT NULL,
	"user_id" integer,
	"date" date NOT NULL,
	"open_time" varchar(5),
	"close_time" varchar(5),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hour_overrides_open_time_check" CHECK ("hour_overrides"."open_time" is null or "hour_overrides"."open_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "hour_overrides_close_time_check" CHECK ("hour_overrides"."close_time" is null or "hour_overrides"."close_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
ALTER TABLE "queue_events" DROP CONSTRAINT "queue_events_type_check";--> statement-breakpoint
ALTER TABLE "queue_items" ADD COLUMN "quoted_wait_mins" integer;--> statement-breakpoint
ALTER TABLE "queue_items" ADD COLUMN "source" text DEFAULT 'host' NOT NULL;--> statement-breakpoint
ALTER TABLE "hour_overrides" ADD CONSTRAINT "hour_overrides_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hour_overrides" ADD CONSTRAINT "hour_overrides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hour_overrides_location_date_idx" ON "hour_overrides" USING btree ("location_id","date");--> statement-breakpoint
ALTER TABLE "queue_events" ADD CONSTRAINT "queue_events_type_check" CHECK ("queue_events"."type" in ('created', 'confirmation_response', 'checked_in', 'ready', 'canceled', 'alert_requested', 'rescheduled', 'completed', 'notes_updated', 'confirmation_requested', 'message_sent'));--> statement-breakpoint
ALTER TABLE "queue_items" ADD CONSTRAINT "queue_items_source_check" CHECK ("queue_items"."source" in ('host', 'public'));