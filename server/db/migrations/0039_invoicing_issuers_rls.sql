-- Row-level security on the issuer profiles (issue 20's rule for every new tenant table).
SELECT enable_tenant_rls('invoicing_issuers');
