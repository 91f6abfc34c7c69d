import type { QueueDefinition } from '../../jobs/jobs';

/** The stamping of a loyalty purchase's self-invoice (the sales' queue carries sale ids). */
export const LOYALTY_SELF_INVOICE_QUEUE: QueueDefinition = {
  name: 'invoicing-loyalty-self-invoice',
  retryLimit: 3,
  retryDelaySeconds: 10,
  expireInSeconds: 120,
};

export interface LoyaltySelfInvoiceJob {
  companyId: number;
  transactionId: number;
}

/** One job per purchase at a time: its singletonKey (also how the sweep asks whether it still runs). */
export const loyaltySelfInvoiceJobKey = (transactionId: number) => `loyalty-self-invoice-${transactionId}`;
