import type { SelfInvoiceBody } from '../../../src/domain/invoicing/self-invoice-contract';
import { selfInvoiceErrors } from '../../../src/domain/invoicing/self-invoice-contract';
import { SELF_INVOICE_MESSAGES } from '../../../src/domain/invoicing/self-invoice-window';
import type { Db } from '../../db/client';
import { selfInvoiceRequests } from '../../db/schema';
import { ConflictError, ValidationError } from '../../http/errors';
import type { Jobs, QueueDefinition } from '../../jobs/jobs';
import { claimSaleForSelfInvoice } from './self-invoice-claim';
import { receiverOfBody, rememberFiscalData } from './self-invoice-fiscal';
import type { SelfInvoiceLimits } from './self-invoice-limits';
import { selfInvoiceSale } from './self-invoice-sale';

/** The stamping of a self-invoice, queued so the page answers at once and shows its progress. */
export const SELF_INVOICE_QUEUE: QueueDefinition = {
  name: 'invoicing-self-invoice',
  retryLimit: 3,
  retryDelaySeconds: 10,
  expireInSeconds: 120,
};

/** One job per sale at a time: its singletonKey (also how a sweep asks whether it still runs). */
export const selfInvoiceJobKey = (saleId: number) => `self-invoice-${saleId}`;

/** The fiscal data and e-mail travel in self_invoice_requests (a sale may have no contact). */
export interface SelfInvoiceJob {
  companyId: number;
  saleId: number;
}

/**
 * POST /v1/public/self-invoice/{code}: the customer's fiscal data, checked by SAT's receiver rules
 * (Spanish 422 by field), for a purchase that can still be invoiced (409 with the reason when
 * not). In one transaction the purchase is taken for this invoice (never afterwards in a factura
 * global), the data is remembered on the purchase's contact (found by phone when the order was
 * placed), the request is kept for the worker (clearing the last failure) and the stamping is
 * queued.
 */
export async function requestSelfInvoice(
  deps: { db: Db; jobs: Jobs; now: Date; limits: SelfInvoiceLimits },
  input: { code: string; body: SelfInvoiceBody },
): Promise<void> {
  const { db, now } = deps;
  const found = await selfInvoiceSale(deps, input.code, now);
  deps.limits.request(input.code, found.sale.companyId, now);
  const errors = selfInvoiceErrors(input.body);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  if (found.state !== 'available') throw new ConflictError(SELF_INVOICE_MESSAGES[found.state]);
  const { sale } = found;
  const { body } = input;
  await db.transaction(async (tx) => {
    if (!(await claimSaleForSelfInvoice(tx, sale.companyId, sale.id, now))) {
      throw new ConflictError(SELF_INVOICE_MESSAGES.invoiced);
    }
    const request = {
      ...receiverOfBody(body),
      failure: null,
      deliveryFailure: null,
      updatedAt: now,
    };
    await tx
      .insert(selfInvoiceRequests)
      .values({ ...request, companyId: sale.companyId, saleId: sale.id })
      .onConflictDoUpdate({
        target: [selfInvoiceRequests.companyId, selfInvoiceRequests.saleId],
        set: request,
      });
    if (sale.contactId) await rememberFiscalData(tx, sale.contactId, body, now);
  });
  await deps.jobs.send<SelfInvoiceJob>(
    SELF_INVOICE_QUEUE,
    { companyId: sale.companyId, saleId: sale.id },
    { singletonKey: selfInvoiceJobKey(sale.id) },
  );
}
