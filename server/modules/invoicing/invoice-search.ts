import { and, count, eq, sql } from 'drizzle-orm';
import { INVOICE_STATE_NAMES, type InvoiceListItem } from '../../../src/domain/contract/invoicing-invoice';
import type { SearchQuery } from '../../../src/domain/contract/search';
import { startOfZonedDay } from '../../../src/domain/rules/zoned-time';
import type { Db } from '../../db/client';
import { contacts, INVOICE_STATES, invoices, STAMP_STATES, TIPOS_COMPROBANTE } from '../../db/schema';
import { translateSearch } from '../../http/search/translate-search';
import type { SearchResource } from '../../http/search/types';
import { ofCompany } from '../../http/tenancy';
import { invoiceNumber, stampStateName } from './invoice-view';
import type { CompanyTenant } from './invoicing-deps';

const numberColumn = sql<string>`coalesce(${invoices.serie} || '-', '') || ${invoices.folio}::text`;

/** POST /v1/invoicing/invoice/search (02 §7): filters on the list fields, newest first. */
export const INVOICE_SEARCH: SearchResource = {
  fields: {
    id: { column: invoices.id, type: 'number', integer: true },
    number: { column: numberColumn, type: 'string' },
    date: { column: invoices.date, type: 'date' },
    total: { column: invoices.total, type: 'number' },
    contact_id: { column: invoices.contactId, type: 'number', integer: true },
    contact_name: { column: contacts.name, type: 'string' },
    contact_cfdi_nombre: { column: contacts.cfdiNombre, type: 'string' },
    cfdi_uuid: { column: invoices.uuid, type: 'string' },
    cfdi_tipo_comprobante: { column: invoices.tipoComprobante, type: 'enum', values: TIPOS_COMPROBANTE },
    state: { column: invoices.state, type: 'enum', values: INVOICE_STATES },
    cfdi_stamp_state: { column: invoices.stampState, type: 'enum', values: STAMP_STATES },
  },
  textFields: [contacts.name, contacts.cfdiNombre, numberColumn, invoices.uuid],
  defaultSort: [{ field: 'id', direction: 'desc' }],
  tieBreaker: invoices.id,
};

export async function searchInvoices(db: Db, tenant: CompanyTenant, query: SearchQuery) {
  const search = translateSearch(query, INVOICE_SEARCH, {
    startOfDay: (date) => startOfZonedDay(date, 'UTC'),
  });
  const where = and(ofCompany(invoices.companyId, tenant), search.where);
  const rows = await db
    .select({ invoice: invoices, contactName: contacts.name, contactCfdiNombre: contacts.cfdiNombre })
    .from(invoices)
    .leftJoin(contacts, eq(contacts.id, invoices.contactId))
    .where(where)
    .orderBy(...search.orderBy)
    .limit(search.limit)
    .offset(search.offset);
  const [total] = await db
    .select({ value: count() })
    .from(invoices)
    .leftJoin(contacts, eq(contacts.id, invoices.contactId))
    .where(where);
  const items: InvoiceListItem[] = rows.map(({ invoice, contactName, contactCfdiNombre }) => ({
    id: invoice.id,
    number: invoiceNumber(invoice),
    contact_name: contactName,
    contact_cfdi_nombre: contactCfdiNombre,
    date: invoice.date.toISOString(),
    total: invoice.total,
    total_payment: invoice.totalPayment,
    state_name: INVOICE_STATE_NAMES[invoice.state],
    cfdi_stamp_state_name: stampStateName(invoice.stampState),
    cfdi_uuid: invoice.uuid,
    cfdi_tipo_comprobante: invoice.tipoComprobante,
  }));
  return {
    items,
    page: {
      totalItems: total?.value ?? 0,
      limit: search.limit,
      offset: search.offset,
    },
  };
}
