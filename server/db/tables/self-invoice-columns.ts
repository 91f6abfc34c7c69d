import { varchar } from 'drizzle-orm/pg-core';

/**
 * A customer's self-invoice request as the page sent it (a sale's or a loyalty purchase's): the
 * receiver's fiscal data, the e-mail the invoice goes to, why the last attempt failed, and the
 * stamped invoice's e-mail or WhatsApp that could not be sent (in Spanish).
 */
export const selfInvoiceRequestColumns = () => ({
  rfc: varchar('rfc', { length: 13 }).notNull(),
  nombre: varchar('nombre', { length: 300 }).notNull(),
  regimenFiscal: varchar('regimen_fiscal', { length: 3 }).notNull(),
  codigoPostal: varchar('codigo_postal', { length: 5 }).notNull(),
  usoCfdi: varchar('uso_cfdi', { length: 4 }).notNull(),
  email: varchar('email', { length: 254 }).notNull(),
  failure: varchar('failure', { length: 500 }),
  deliveryFailure: varchar('delivery_failure', { length: 500 }),
});
