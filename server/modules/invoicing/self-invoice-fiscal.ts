import { eq } from 'drizzle-orm';
import type { SelfInvoiceBody } from '../../../src/domain/invoicing/self-invoice-contract';
import type { Tx } from '../../db/client';
import { contacts } from '../../db/schema';

/** The page's fiscal data and e-mail as a self-invoice request's columns. */
export const receiverOfBody = (body: SelfInvoiceBody) => ({
  rfc: body.rfc,
  nombre: body.nombre,
  regimenFiscal: body.regimen_fiscal,
  codigoPostal: body.codigo_postal,
  usoCfdi: body.uso_cfdi,
  email: body.email,
});

/** Remembers the fiscal data on the purchase's contact (found by phone): the next purchase shows them filled. */
export async function rememberFiscalData(tx: Tx, contactId: number, body: SelfInvoiceBody, now: Date) {
  await tx
    .update(contacts)
    .set({
      cfdiRfc: body.rfc,
      cfdiNombre: body.nombre,
      cfdiRegimenFiscal: body.regimen_fiscal,
      cfdiCodigoPostal: body.codigo_postal,
      cfdiUsoCfdi: body.uso_cfdi,
      updatedAt: now,
    })
    .where(eq(contacts.id, contactId));
}
