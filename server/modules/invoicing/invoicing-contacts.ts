import { and, count, eq } from 'drizzle-orm';
import type { ContactCfdiUpdate, InvoicingContact } from '../../../src/domain/contract/invoicing-contact';
import type { SearchQuery } from '../../../src/domain/contract/search';
import { receiverErrors } from '../../../src/domain/invoicing/receiver-rules';
import { startOfZonedDay } from '../../../src/domain/rules/zoned-time';
import type { Db } from '../../db/client';
import { CONTACT_STATUSES, contacts } from '../../db/schema';
import { NotFoundError, ValidationError } from '../../http/errors';
import { translateSearch } from '../../http/search/translate-search';
import type { SearchResource } from '../../http/search/types';
import { ofCompany } from '../../http/tenancy';
import type { CompanyTenant } from './invoicing-deps';

const NOT_FOUND = 'Cliente no encontrado.';

/** POST /v1/invoicing/contact/search (02 §3): name, cfdi_rfc, cfdi_nombre, status. */
export const INVOICING_CONTACT_SEARCH: SearchResource = {
  fields: {
    id: { column: contacts.id, type: 'number', integer: true },
    name: { column: contacts.name, type: 'string' },
    cfdi_rfc: { column: contacts.cfdiRfc, type: 'string' },
    cfdi_nombre: { column: contacts.cfdiNombre, type: 'string' },
    status: { column: contacts.status, type: 'enum', values: CONTACT_STATUSES },
  },
  textFields: [contacts.name, contacts.cfdiRfc, contacts.cfdiNombre],
  defaultSort: [{ field: 'name', direction: 'asc' }],
  tieBreaker: contacts.id,
};

type Row = typeof contacts.$inferSelect;

export const invoicingContactView = (row: Row): InvoicingContact => ({
  id: row.id,
  name: row.name,
  email: row.email,
  email_extra: row.emailExtra,
  phone: row.phone,
  status: row.status,
  cfdi: {
    nombre: row.cfdiNombre,
    rfc: row.cfdiRfc,
    regimen_fiscal: row.cfdiRegimenFiscal,
    uso_cfdi: row.cfdiUsoCfdi,
    forma_pago: row.cfdiFormaPago,
    numero_cuenta: row.cfdiNumeroCuenta,
    codigo_postal: row.cfdiCodigoPostal,
  },
});

export async function searchInvoicingContacts(db: Db, tenant: CompanyTenant, query: SearchQuery) {
  const search = translateSearch(query, INVOICING_CONTACT_SEARCH, {
    startOfDay: (date) => startOfZonedDay(date, 'UTC'),
  });
  const where = and(ofCompany(contacts.companyId, tenant), search.where);
  const rows = await db
    .select()
    .from(contacts)
    .where(where)
    .orderBy(...search.orderBy)
    .limit(search.limit)
    .offset(search.offset);
  const [total] = await db.select({ value: count() }).from(contacts).where(where);
  return {
    items: rows.map(invoicingContactView),
    page: { totalItems: total?.value ?? 0, limit: search.limit, offset: search.offset },
  };
}

/** PUT /v1/invoicing/contact/{id}/cfdi: the contact's fiscal data, checked as a CFDI receiver. */
export async function saveContactCfdi(
  db: Db,
  tenant: CompanyTenant,
  id: number,
  body: ContactCfdiUpdate,
): Promise<InvoicingContact> {
  const errors = receiverErrors({
    rfc: body.cfdi_rfc,
    regimen_fiscal: body.cfdi_regimen_fiscal,
    uso_cfdi: body.cfdi_uso_cfdi,
    codigo_postal: body.cfdi_codigo_postal,
  });
  const entries = Object.entries(errors).map(([field, message]) => [`cfdi_${field}`, [message]]);
  if (entries.length > 0) throw new ValidationError(Object.fromEntries(entries));
  const [row] = await db
    .update(contacts)
    .set({
      cfdiNombre: body.cfdi_nombre,
      cfdiRfc: body.cfdi_rfc,
      cfdiRegimenFiscal: body.cfdi_regimen_fiscal,
      cfdiUsoCfdi: body.cfdi_uso_cfdi,
      cfdiCodigoPostal: body.cfdi_codigo_postal,
      cfdiFormaPago: body.cfdi_forma_pago,
      cfdiNumeroCuenta: body.cfdi_numero_cuenta,
    })
    .where(and(eq(contacts.id, id), ofCompany(contacts.companyId, tenant)))
    .returning();
  if (!row) throw new NotFoundError(NOT_FOUND);
  return invoicingContactView(row);
}
