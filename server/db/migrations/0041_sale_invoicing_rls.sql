-- Row-level security on the sale-invoicing tables (issue 20's rule for every new tenant table).
SELECT enable_tenant_rls('sale_invoicing_settings');
--> statement-breakpoint
SELECT enable_tenant_rls('global_invoice_runs');
--> statement-breakpoint
SELECT enable_tenant_rls('sale_invoices');
