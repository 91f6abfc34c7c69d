import type { Db } from '../../db/client';
import { runInTenant } from '../../db/tenant-scope';
import type { Tenant } from '../../http/tenancy';
import type { PacAdapter } from './pac/pac-adapter';

/**
 * Whose invoices: the company alone — invoicing is company-wide and reads no user or location. A
 * request's tenant is one; a job gets one from `inCompany`.
 */
export type CompanyTenant = Pick<Tenant, 'companyId'>;

/**
 * A company-level job's work (self-invoice, factura global, cancellation status): in the
 * company's scope, as every tenant query runs (RLS), with its tenant. The one path those jobs take.
 */
export function inCompany<T>(companyId: number, work: (tenant: CompanyTenant) => Promise<T>): Promise<T> {
  return runInTenant({ companyId, locationId: null }, () => work({ companyId }));
}

/** What the invoice services need, free of any HTTP request (jobs and self-invoicing call them too). */
export interface InvoicingContext {
  db: Db;
  tenant: CompanyTenant;
  now: Date;
  /** The server's key: opens the sealed CSD key. */
  appKey: Uint8Array;
  pac: PacAdapter;
  /** Aborts a stamping that ran out of time: no stamp starts after it, the PAC's call is dropped. */
  signal?: AbortSignal;
}
