-- Row-level security on the invoicing tables (issue 20's rule for every new tenant table).
SELECT enable_tenant_rls('sat_certificates');
--> statement-breakpoint
SELECT enable_tenant_rls('invoices');
--> statement-breakpoint
SELECT enable_tenant_rls('invoice_items');
--> statement-breakpoint
SELECT enable_tenant_rls('invoice_payment_lines');
--> statement-breakpoint
SELECT enable_tenant_rls('invoice_relations');
