// Waits for the automation jobs to log a run of the company (cross-tenant fixtures).
import { eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { automationRuns } from '../../../server/db/schema';
import { eventually } from './eventually';

export async function awaitAutomationRun(db: Db, companyId: number): Promise<void> {
  const runs = await eventually(
    () =>
      db
        .select({ id: automationRuns.id })
        .from(automationRuns)
        .where(eq(automationRuns.companyId, companyId)),
    (rows) => rows.length > 0,
  );
  if (runs.length === 0) throw new Error(`no automation run for company ${companyId}`);
}
