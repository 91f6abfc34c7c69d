CREATE TABLE "whatsapp_inbound" (
	"phone" varchar(20) PRIMARY KEY NOT NULL,
	"last_message_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "template" jsonb;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "template_name" varchar(512);