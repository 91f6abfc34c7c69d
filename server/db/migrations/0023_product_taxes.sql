ALTER TABLE "products" ADD COLUMN "tax_iva" text DEFAULT 'iva16' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ieps_percent" numeric(7, 4);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tax_iva_check" CHECK ("products"."tax_iva" in ('iva16', 'iva0', 'exento'));