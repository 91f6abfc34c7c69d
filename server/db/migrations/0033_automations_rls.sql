-- Row-level security on the automation tables (issue 20's rule for every new tenant table).
SELECT enable_tenant_rls('automation_recipes');
--> statement-breakpoint
SELECT enable_tenant_rls('automation_events');
--> statement-breakpoint
SELECT enable_tenant_rls('automation_runs');
