ALTER TABLE "products" ADD COLUMN "image_data" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "image_type" varchar(20);