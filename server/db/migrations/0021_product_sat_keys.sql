ALTER TABLE "products" ADD COLUMN "sat_product_key" varchar(8);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sat_unit_key" varchar(3);