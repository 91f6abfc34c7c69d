// Issue 24 (session 8): the automatic factura global's CFDI — stamped to the general public with
// InformacionGlobal, one concept per ticket and tax rate, totals that are the tickets'; an empty
// period; a company without CSD fails with what to set up, and the next tick stamps it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalInvoiceRuns, invoices, locations, saleInvoicingSettings, sales } from '../../server/db/schema';
import { GLOBAL_FAILURES } from '../../server/modules/invoicing/global-invoice-issue';
import { runGlobalInvoices } from '../../server/modules/invoicing/global-invoice-job';
import { ISSUER_MESSAGES } from '../../src/domain/contract/invoicing-issuer';
import { TEST_CSD_UPLOAD } from './helpers/cfdi-fixtures';
import { insertOrder } from './helpers/shop-fixtures';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

/** 11 Jun 2025, 10:00 in Mexico City (the test CSD is valid, away from the demo's sales): the daily global of the 10th is due. */
let clock = new Date('2025-06-11T16:00:00Z');
const SALE_DAY = new Date('2025-06-10T19:00:00Z');

let t: TestApp;
let owner: string;
let companyId: number;
let locationId: number;

beforeAll(async () => {
  t = await startTestApp({ now: () => clock, startJobs: false });
  owner = await loginAs(t.app, DEMO.owner);
  const [location] = await t.database.db.select().from(locations).limit(1);
  companyId = location?.companyId ?? 0;
  locationId = location?.id ?? 0;
  await t.database.db.insert(saleInvoicingSettings).values({ companyId, globalPeriodicity: 'daily' });
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.database.db;
const call = (method: 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(owner), payload });
const runOf = async () => {
  const runs = await db().select().from(globalInvoiceRuns).where(eq(globalInvoiceRuns.companyId, companyId));
  return runs.at(-1);
};
const attr = (xml: string, node: string, name: string) =>
  new RegExp(`<${node}\\b[^>]*\\s${name}="([^"]*)"`).exec(xml)?.[1];

describe('the factura global’s CFDI', () => {
  it('a company without CSD fails with what to set up; the next tick stamps it once set up', async () => {
    const numbers: string[] = [];
    for (const [total, discount] of [
      [116, 0],
      [99.9, 10],
      [250.35, 0],
    ] as const) {
      const id = await insertOrder(db(), {
        locationId,
        status: 'completed',
        placedAt: SALE_DAY,
        discount,
        lines: [{ name: 'Comida corrida', quantity: 1, priceUnit: total }],
      });
      const [row] = await db().select().from(sales).where(eq(sales.id, id));
      numbers.push(row?.number ?? '');
    }
    await runGlobalInvoices(t.app.deps);
    const failed = await runOf();
    expect(failed).toMatchObject({ status: 'failed', salesCount: 3, invoiceId: null });
    expect(failed?.failure).toBe(`${GLOBAL_FAILURES.stamp}: ${ISSUER_MESSAGES.missing}`);

    expect((await call('POST', '/v1/invoicing/sat-certificate', TEST_CSD_UPLOAD)).statusCode).toBe(200);
    const issuer = await call('PUT', '/v1/invoicing/issuer', {
      regimen_fiscal: '601',
      lugar_expedicion: '42501',
    });
    expect(issuer.statusCode, issuer.body).toBe(200);
    clock = new Date(clock.getTime() + 3_600_000);
    await runGlobalInvoices(t.app.deps);
    const stamped = await runOf();
    expect(stamped).toMatchObject({
      status: 'stamped',
      failure: null,
      salesCount: 3,
      total: 116 + 89.9 + 250.35,
    });
    const runs = await db()
      .select()
      .from(globalInvoiceRuns)
      .where(eq(globalInvoiceRuns.companyId, companyId));
    expect(runs).toHaveLength(1);

    const [invoice] = await db()
      .select()
      .from(invoices)
      .where(eq(invoices.id, stamped?.invoiceId ?? 0));
    const xml = invoice?.xml ?? '';
    expect(attr(xml, 'cfdi:Receptor', 'Rfc')).toBe('XAXX010101000');
    expect(attr(xml, 'cfdi:Receptor', 'Nombre')).toBe('PUBLICO EN GENERAL');
    expect(attr(xml, 'cfdi:Receptor', 'RegimenFiscalReceptor')).toBe('616');
    expect(attr(xml, 'cfdi:Receptor', 'UsoCFDI')).toBe('S01');
    expect(attr(xml, 'cfdi:Receptor', 'DomicilioFiscalReceptor')).toBe('42501');
    expect(attr(xml, 'cfdi:InformacionGlobal', 'Periodicidad')).toBe('01');
    expect(attr(xml, 'cfdi:InformacionGlobal', 'Meses')).toBe('06');
    expect(attr(xml, 'cfdi:InformacionGlobal', 'Año')).toBe('2025');
    expect(attr(xml, 'cfdi:Comprobante', 'MetodoPago')).toBe('PUE');
    expect(attr(xml, 'cfdi:Comprobante', 'FormaPago')).toBe('01');
    expect(attr(xml, 'cfdi:Comprobante', 'Total')).toBe('456.25');
    const concepts = [...xml.matchAll(/<cfdi:Concepto\b[^>]*>/g)].map((match) => match[0]);
    const field = (concept: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(concept)?.[1];
    expect(concepts.map((concept) => field(concept, 'NoIdentificacion'))).toEqual(numbers);
    for (const concept of concepts) {
      expect(field(concept, 'ClaveProdServ')).toBe('01010101');
      expect(field(concept, 'ClaveUnidad')).toBe('ACT');
      expect(field(concept, 'Cantidad')).toBe('1');
      expect(field(concept, 'Descripcion')).toBe('Venta');
    }
    // Later ticks leave the stamped run alone.
    await runGlobalInvoices(t.app.deps);
    expect((await runOf())?.invoiceId).toBe(stamped?.invoiceId);
  });

  it('a period without sales is recorded empty, with no invoice', async () => {
    clock = new Date('2025-06-13T16:00:00Z');
    await runGlobalInvoices(t.app.deps);
    expect(await runOf()).toMatchObject({
      periodKey: 'daily:2025-06-12',
      status: 'empty',
      salesCount: 0,
      invoiceId: null,
    });
  });
});
