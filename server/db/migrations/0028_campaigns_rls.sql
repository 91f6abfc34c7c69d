-- Row-level security for the new tenant table (issue 20's rule: every tenant table calls it).
select enable_tenant_rls('campaigns');
