import type { Invoice } from '../../../src/domain/contract/invoicing-invoice';
import type { Db } from '../../db/client';
import { getInvoice } from './invoice-view';
import { assertEditable, invoiceRow, randomItemKey } from './invoice-write';
import type { CompanyTenant } from './invoicing-deps';

/** GET .../for-edit: a draft as the edit form loads it (the same Invoice shape); a stamped one is a 422. */
export async function invoiceForEdit(db: Db, tenant: CompanyTenant, id: number): Promise<Invoice> {
  assertEditable(await invoiceRow(db, tenant, id));
  return getInvoice(db, tenant, id);
}

/**
 * GET .../for-copy: the invoice as the base of a new one: no id on its items, each with a new
 * random key and ' (Copia)' after its name; nothing of the stamp or the payments received.
 */
export async function invoiceForCopy(db: Db, tenant: CompanyTenant, id: number): Promise<Invoice> {
  const invoice = await getInvoice(db, tenant, id);
  return {
    ...invoice,
    cfdi: {
      ...invoice.cfdi,
      uuid: null,
      stamp_state: null,
      stamp_state_name: null,
      stamp_date: null,
      cancel_status: null,
    },
    total_payment: '0.00',
    payments_in: [],
    payments_out: [],
    meta: {
      can_send: false,
      can_be_stamped: true,
      can_be_canceled: false,
      is_editable: true,
      pdf_url: null,
      xml_url: null,
    },
    items: invoice.items.map((item) => ({
      ...item,
      id: null,
      key: randomItemKey(),
      name: `${item.name} (Copia)`,
    })),
  };
}
