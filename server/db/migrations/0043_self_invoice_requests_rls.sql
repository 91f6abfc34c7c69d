-- Row-level security on the self-invoice requests (issue 20's rule for every new tenant table).
SELECT enable_tenant_rls('self_invoice_requests');
