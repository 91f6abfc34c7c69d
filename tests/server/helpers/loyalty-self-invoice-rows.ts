// A company's loyalty self-invoice request for the cross-tenant test (every company table must hold
// rows of both companies), on one of its loyalty purchases. loyalty-self-invoice.test.ts makes them
// through the page.
import { eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { loyaltySelfInvoices, loyaltyTransactions } from '../../../server/db/schema';

export async function insertLoyaltySelfInvoiceRow(db: Db, companyId: number): Promise<void> {
  const [purchase] = await db
    .select({ id: loyaltyTransactions.id })
    .from(loyaltyTransactions)
    .where(eq(loyaltyTransactions.companyId, companyId))
    .limit(1);
  if (!purchase) throw new Error('cross-tenant: the company has no loyalty purchase to self-invoice');
  await db.insert(loyaltySelfInvoices).values({
    companyId,
    transactionId: purchase.id,
    rfc: 'EKU9003173C9',
    nombre: 'ESCUELA KEMPER URGATE',
    regimenFiscal: '601',
    codigoPostal: '42501',
    usoCfdi: 'G03',
    email: 'facturas@example.com',
    formaPago: '01',
    failure: 'No se pudo timbrar tu factura: prueba.',
  });
}
