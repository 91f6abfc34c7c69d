// Issue 24 (beyond): the automatic factura global covers the period's completed sales that nobody
// invoiced individually, once per company and period, and never a self-invoiced ticket.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalInvoiceRuns, locations, saleInvoices, saleInvoicingSettings } from '../../server/db/schema';
import { runInTenant } from '../../server/db/tenant-scope';
import { runGlobalInvoices } from '../../server/modules/invoicing/global-invoice-job';
import { claimSaleForSelfInvoice } from '../../server/modules/invoicing/self-invoice-claim';
import { insertOrder } from './helpers/shop-fixtures';
import { startTestApp, type TestApp } from './helpers/test-app';

/** 11 Mar 2031, 10:00 in Mexico City (away from the demo's sales): the daily global of the 10th is due. */
const NOW = new Date('2031-03-11T16:00:00Z');
const SALE_DAY = new Date('2031-03-10T19:00:00Z');

let t: TestApp;
let companyId: number;
let locationId: number;

beforeAll(async () => {
  t = await startTestApp({ now: () => NOW, startJobs: false });
  const [location] = await t.database.db.select().from(locations).limit(1);
  companyId = location?.companyId ?? 0;
  locationId = location?.id ?? 0;
  await t.database.db.insert(saleInvoicingSettings).values({ companyId, globalPeriodicity: 'daily' });
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.database.db;
const completedSale = (total: number) =>
  insertOrder(db(), {
    locationId,
    status: 'completed',
    placedAt: SALE_DAY,
    lines: [{ name: 'Comida corrida', quantity: 1, priceUnit: total }],
  });

describe('automatic factura global', () => {
  it('a day with 5 sales of which 2 were self-invoiced: the global covers exactly the other 3, once', async () => {
    const saleIds = [];
    for (const total of [100, 120, 80, 95, 60]) saleIds.push(await completedSale(total));
    const [first, second, ...others] = saleIds as [number, number, ...number[]];
    expect(await claimSaleForSelfInvoice(db(), companyId, first, new Date())).toBe(true);
    expect(await claimSaleForSelfInvoice(db(), companyId, second, new Date())).toBe(true);
    // Another day's sale and a canceled one are not in the 10th's global.
    await insertOrder(db(), { locationId, status: 'completed', placedAt: NOW });
    await insertOrder(db(), { locationId, status: 'canceled', placedAt: SALE_DAY });

    const deps = t.app.deps;
    const claims = await runGlobalInvoices(deps);
    const again = await runGlobalInvoices(deps);

    const ours = claims.find((claim) => claim.outcome === 'claimed');
    expect(ours).toMatchObject({ saleIds: others.sort((a, b) => a - b) });
    expect(again).toEqual([{ outcome: 'exists', runId: ours?.runId }]);
    const runs = await db()
      .select()
      .from(globalInvoiceRuns)
      .where(eq(globalInvoiceRuns.companyId, companyId));
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      periodKey: 'daily:2031-03-10',
      periodFrom: '2031-03-10',
      periodTo: '2031-03-10',
      salesCount: 3,
      total: 80 + 95 + 60,
    });
    // The self-invoiced tickets stay the customer's; the global cannot take them later either.
    const owners = await db().select().from(saleInvoices).where(eq(saleInvoices.companyId, companyId));
    expect(owners.filter((row) => row.kind === 'self').map((row) => row.saleId)).toEqual([first, second]);
    expect(await claimSaleForSelfInvoice(db(), companyId, others[0] ?? 0, new Date())).toBe(false);
  });

  it('the claim runs under the company scope: another company sees no run', async () => {
    const seen = await runInTenant({ companyId: companyId + 1000, locationId: null }, () =>
      t.app.deps.db.select().from(globalInvoiceRuns),
    );
    expect(seen).toEqual([]);
  });
});
