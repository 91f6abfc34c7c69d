-- Row-level security on the auto-recharge table (issue 20's rule for every new tenant table).
SELECT enable_tenant_rls('credit_recharges');
