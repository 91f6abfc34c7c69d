ALTER TABLE "loyalty_self_invoices" ADD COLUMN "delivery_failure" varchar(500);--> statement-breakpoint
ALTER TABLE "self_invoice_requests" ADD COLUMN "delivery_failure" varchar(500);