import type { Db } from '../../db/client';
import type { Tenant } from '../../http/tenancy';
import type { PacAdapter } from './pac/pac-adapter';

/** What the invoice services need, free of any HTTP request (jobs and self-invoicing call them too). */
export interface InvoicingContext {
  db: Db;
  tenant: Tenant;
  now: Date;
  /** The server's key: opens the sealed CSD key. */
  appKey: Uint8Array;
  pac: PacAdapter;
  /** Aborts a stamping that ran out of time: no stamp starts after it, the PAC's call is dropped. */
  signal?: AbortSignal;
}
