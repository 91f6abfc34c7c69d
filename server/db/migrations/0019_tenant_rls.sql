-- Row-level security keyed on the request's tenant (issue 20, docs/architecture.md "Tenancy in
-- the database"). Tenant queries run as mostrador_app inside a transaction that sets
-- app.company_id; the named cross-company path runs as the owner, a member of mostrador_platform.
-- Roles belong to the cluster, not the database: creating them tolerates another database (or a
-- concurrent migration) having created them first.
DO $$
BEGIN
  BEGIN
    CREATE ROLE mostrador_app NOLOGIN;
  EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
  END;
  BEGIN
    CREATE ROLE mostrador_platform NOLOGIN;
  EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
  END;
END $$;
--> statement-breakpoint
GRANT mostrador_app, mostrador_platform TO CURRENT_USER;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO mostrador_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO mostrador_app;
--> statement-breakpoint
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO mostrador_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO mostrador_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO mostrador_app;
--> statement-breakpoint
-- Every tenant table's migration calls this once: rows are visible to, and writable by, the
-- tenant role only for the company in app.company_id; the platform role sees every row.
CREATE OR REPLACE FUNCTION enable_tenant_rls(target regclass, tenant_column text DEFAULT 'company_id')
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', target);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', target);
  EXECUTE format('DROP POLICY IF EXISTS tenant_rows ON %s', target);
  EXECUTE format(
    'CREATE POLICY tenant_rows ON %s USING (%I = nullif(current_setting(''app.company_id'', true), '''')::int) '
    'WITH CHECK (%I = nullif(current_setting(''app.company_id'', true), '''')::int)',
    target, tenant_column, tenant_column);
  EXECUTE format('DROP POLICY IF EXISTS platform_rows ON %s', target);
  EXECUTE format('CREATE POLICY platform_rows ON %s TO mostrador_platform USING (true) WITH CHECK (true)', target);
END $$;
--> statement-breakpoint
SELECT enable_tenant_rls('companies', 'id');
--> statement-breakpoint
-- Every table that carries company_id is a tenant table (server/db/tenant-tables.ts lists them;
-- tests/server/tenant-rls.test.ts checks that each one has these policies).
DO $$
DECLARE tenant_table record;
BEGIN
  FOR tenant_table IN
    SELECT c.table_name FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = 'public' AND c.column_name = 'company_id' AND t.table_type = 'BASE TABLE'
  LOOP
    PERFORM enable_tenant_rls(format('public.%I', tenant_table.table_name)::regclass);
  END LOOP;
END $$;
