// Issue 24 (session 8, H2): the customer's order page links to the purchase's self-invoice page
// (`self_invoice_url`) only while it can be invoiced there or its invoice is there to download.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, saleInvoices, saleInvoicingSettings, sales } from '../../server/db/schema';
import { insertOrder } from './helpers/shop-fixtures';
import { startTestApp, type TestApp } from './helpers/test-app';

const ORIGIN = 'https://mostrador.example';
let now = new Date('2031-03-11T16:00:00Z');
const PLACED = new Date('2031-03-11T15:00:00Z');

let t: TestApp;
let companyId: number;
let locationId: number;

beforeAll(async () => {
  t = await startTestApp({ now: () => now, config: { publicUrl: `${ORIGIN}/` } });
  const [location] = await t.database.db.select().from(locations).limit(1);
  companyId = location?.companyId ?? 0;
  locationId = location?.id ?? 0;
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.database.db;

async function order(values: Partial<typeof sales.$inferInsert> = {}) {
  const id = await insertOrder(db(), { locationId, placedAt: PLACED, status: 'completed', ...values });
  const [sale] = await db()
    .select({ publicCode: sales.publicCode, selfInvoiceCode: sales.selfInvoiceCode })
    .from(sales)
    .where(eq(sales.id, id));
  return { id, publicCode: sale?.publicCode ?? '', selfInvoiceCode: sale?.selfInvoiceCode ?? '' };
}

async function selfInvoiceUrl(publicCode: string): Promise<string | null> {
  const response = await t.app.inject({ url: `/v1/public/order/${publicCode}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.self_invoice_url;
}

describe('GET /v1/public/order/{code}: self_invoice_url', () => {
  it('is the PUBLIC_URL page /facturar/{code} of a completed purchase within its month', async () => {
    const sale = await order();
    expect(await selfInvoiceUrl(sale.publicCode)).toBe(`${ORIGIN}/facturar/${sale.selfInvoiceCode}`);
  });

  it('is null while the order is open, and when it was canceled', async () => {
    expect(await selfInvoiceUrl((await order({ status: 'queued' })).publicCode)).toBeNull();
    expect(await selfInvoiceUrl((await order({ status: 'confirmed' })).publicCode)).toBeNull();
    expect(await selfInvoiceUrl((await order({ status: 'canceled' })).publicCode)).toBeNull();
  });

  it('is null once the purchase went into a factura global', async () => {
    const sale = await order();
    await db().insert(saleInvoices).values({ companyId, saleId: sale.id, kind: 'global' });
    expect(await selfInvoiceUrl(sale.publicCode)).toBeNull();
  });

  it("stays while the customer's invoice is being stamped (the page shows its progress)", async () => {
    const sale = await order();
    await db().insert(saleInvoices).values({ companyId, saleId: sale.id, kind: 'self' });
    expect(await selfInvoiceUrl(sale.publicCode)).toBe(`${ORIGIN}/facturar/${sale.selfInvoiceCode}`);
  });

  it("is null after the purchase's month, unless the business's grace days still cover it", async () => {
    const sale = await order();
    now = new Date('2031-04-03T18:00:00Z');
    try {
      expect(await selfInvoiceUrl(sale.publicCode)).toBeNull();
      await db()
        .insert(saleInvoicingSettings)
        .values({ companyId, selfInvoiceGraceDays: 5 })
        .onConflictDoUpdate({ target: saleInvoicingSettings.companyId, set: { selfInvoiceGraceDays: 5 } });
      expect(await selfInvoiceUrl(sale.publicCode)).toBe(`${ORIGIN}/facturar/${sale.selfInvoiceCode}`);
    } finally {
      now = new Date('2031-03-11T16:00:00Z');
      await db().delete(saleInvoicingSettings).where(eq(saleInvoicingSettings.companyId, companyId));
    }
  });
});
