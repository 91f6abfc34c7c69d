ALTER TABLE "locations" ADD COLUMN "social_links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "pages" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "design" jsonb;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "logo_data" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "logo_type" varchar(20);