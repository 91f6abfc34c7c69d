-- The tenant policy reads app.company_id once per query instead of once per row (issue 20, docs/
-- architecture.md "Issue 20 — cost of row-level security"): current_setting() is only stable, so
-- the planner calls it for every row a filter looks at (about a millisecond on the status-data
-- version query over a month of turns); wrapped in a scalar subquery it becomes an InitPlan,
-- computed once, and still usable as an index condition. Same rows, same checks as 0019.
CREATE OR REPLACE FUNCTION enable_tenant_rls(target regclass, tenant_column text DEFAULT 'company_id')
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', target);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', target);
  EXECUTE format('DROP POLICY IF EXISTS tenant_rows ON %s', target);
  EXECUTE format(
    'CREATE POLICY tenant_rows ON %s USING (%I = (select nullif(current_setting(''app.company_id'', true), '''')::int)) '
    'WITH CHECK (%I = (select nullif(current_setting(''app.company_id'', true), '''')::int))',
    target, tenant_column, tenant_column);
  EXECUTE format('DROP POLICY IF EXISTS platform_rows ON %s', target);
  EXECUTE format('CREATE POLICY platform_rows ON %s TO mostrador_platform USING (true) WITH CHECK (true)', target);
END $$;
--> statement-breakpoint
SELECT enable_tenant_rls('companies', 'id');
--> statement-breakpoint
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
