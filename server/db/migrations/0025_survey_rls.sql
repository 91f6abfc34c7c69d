-- Row-level security on the survey tables (issue 20's rule for every new tenant table).
SELECT enable_tenant_rls('survey_forms');
--> statement-breakpoint
SELECT enable_tenant_rls('survey_responses');
