// A company's sale-invoicing rows for the cross-tenant test (every company table must hold rows of
// both companies): its settings, a factura global run and the run's claim on one of its sales, and
// a customer's self-invoice request of that sale. Returns the run's id.
// global-invoice.test.ts makes them through the job.
import { eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import {
  globalInvoiceRuns,
  saleInvoices,
  saleInvoicingSettings,
  sales,
  selfInvoiceRequests,
} from '../../../server/db/schema';

export async function insertSaleInvoicingRows(db: Db, companyId: number): Promise<number> {
  const [sale] = await db.select({ id: sales.id }).from(sales).where(eq(sales.companyId, companyId)).limit(1);
  if (!sale) throw new Error('cross-tenant: the company has no sale to put in a factura global');
  await db.insert(saleInvoicingSettings).values({ companyId, globalPeriodicity: 'monthly' });
  const [run] = await db
    .insert(globalInvoiceRuns)
    .values({ companyId, periodKey: 'monthly:2020-01-01', periodFrom: '2020-01-01', periodTo: '2020-01-31' })
    .returning({ id: globalInvoiceRuns.id });
  await db
    .insert(saleInvoices)
    .values({ companyId, saleId: sale.id, kind: 'global', globalRunId: run?.id ?? null });
  await db.insert(selfInvoiceRequests).values({
    companyId,
    saleId: sale.id,
    rfc: 'EKU9003173C9',
    nombre: 'ESCUELA KEMPER URGATE',
    regimenFiscal: '601',
    codigoPostal: '42501',
    usoCfdi: 'G03',
    email: 'facturas@example.com',
  });
  return run?.id ?? 0;
}
