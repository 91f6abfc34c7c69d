import { isNotNull } from 'drizzle-orm';
import {
  type GlobalPeriodicity,
  lastClosedGlobalPeriod,
} from '../../../src/domain/invoicing/global-invoice-period';
import { zonedDate } from '../../../src/domain/rules/zoned-time';
import { saleInvoicingSettings } from '../../db/schema';
import type { AppDeps } from '../../http/app-types';
import type { QueueDefinition } from '../../jobs/jobs';
import { claimGlobalPeriod, type GlobalClaim } from './global-invoice-claim';
import { issueGlobalRun, pendingGlobalRuns } from './global-invoice-issue';
import { type CompanyTenant, inCompany } from './invoicing-deps';
import { issuerTimeZone } from './issuer-zone';
import { releaseStaleSelfInvoices } from './self-invoice-sweep';

/**
 * Every hour: each company with a factura global periodicity gets the global of its last closed
 * period (SAT asks for it within the 24 hours after the period closes). Hourly, not daily, so a
 * server that was down at midnight still issues it on time; the run's unique key makes the other
 * 23 ticks find it done.
 */
export const GLOBAL_INVOICE_QUEUE: QueueDefinition = {
  name: 'invoicing-global-invoice',
  retryLimit: 2,
  retryDelaySeconds: 60,
  expireInSeconds: 600,
};

type GlobalDeps = Pick<AppDeps, 'db' | 'platformDb' | 'jobs' | 'now' | 'appKey' | 'pac'>;

/**
 * The global of one company's last closed period (claimed once; 'exists' on every later call),
 * then every run of the company not stamped yet is built and stamped (a failed one again). A
 * self-invoice left 'issuing' by a dead job is given back first, so its sale is not lost to both.
 */
export async function issueCompanyGlobal(
  deps: GlobalDeps,
  tenant: CompanyTenant,
  periodicity: GlobalPeriodicity,
): Promise<GlobalClaim> {
  const now = deps.now();
  // The company's day: the issuer's zone, in which the CFDI's dates are written too.
  const today = zonedDate(now, await issuerTimeZone(deps.db, tenant));
  await releaseStaleSelfInvoices(deps, now);
  const claim = await claimGlobalPeriod(
    deps.db,
    tenant.companyId,
    lastClosedGlobalPeriod(today, periodicity),
  );
  for (const run of await pendingGlobalRuns(deps.db, tenant.companyId))
    await issueGlobalRun(deps, tenant, run);
  return claim;
}

/** One run: the companies that chose a periodicity (platform path), each in its own scope. */
export async function runGlobalInvoices(deps: GlobalDeps): Promise<GlobalClaim[]> {
  const chosen = await deps.platformDb
    .select({
      companyId: saleInvoicingSettings.companyId,
      periodicity: saleInvoicingSettings.globalPeriodicity,
    })
    .from(saleInvoicingSettings)
    .where(isNotNull(saleInvoicingSettings.globalPeriodicity));
  const claims: GlobalClaim[] = [];
  for (const { companyId, periodicity } of chosen) {
    if (!periodicity) continue;
    claims.push(await inCompany(companyId, (tenant) => issueCompanyGlobal(deps, tenant, periodicity)));
  }
  return claims;
}

export async function registerGlobalInvoiceJob(deps: AppDeps): Promise<void> {
  await deps.jobs.work(GLOBAL_INVOICE_QUEUE, async () => {
    await runGlobalInvoices(deps);
  });
  await deps.jobs.schedule(GLOBAL_INVOICE_QUEUE, '5 * * * *');
}
