// Issue 24 (session 8): the automatic factura global's CFDI — stamped to the general public with
// InformacionGlobal, one concept per ticket and tax rate, totals that are the tickets'; an empty
// period; a company without CSD fails with what to set up, and the next tick stamps it.
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  globalInvoiceRuns,
  invoices,
  locations,
  products,
  saleInvoicingSettings,
  sales,
} from '../../server/db/schema';
import { GLOBAL_FAILURES, ticketConcepts } from '../../server/modules/invoicing/global-invoice-issue';
import { runGlobalInvoices } from '../../server/modules/invoicing/global-invoice-job';
import { exactConcepts, pricedLines, type SaleLine } from '../../server/modules/invoicing/sale-concepts';
import { ISSUER_MESSAGES } from '../../src/domain/contract/invoicing-issuer';
import { computeLine } from '../../src/domain/invoicing/cfdi-maths';
import { invoiceTaxById } from '../../src/domain/invoicing/invoice-taxes';
import { setUpIssuer } from './helpers/invoicing-setup';
import { SALE_LINE_TAXES, seededRandom } from './helpers/random-sale-lines';
import { selloVerifiesForSat } from './helpers/sat-xslt';
import { insertMenuProduct, insertOrder } from './helpers/shop-fixtures';
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
const csvOf = async (runId: number) => {
  const response = await t.app.inject({
    url: `/v1/invoicing/global-run/${runId}/sales.csv`,
    headers: bearer(owner),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
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
    // Before it is stamped the CSV's taxes come from the sales (IVA 16 % inside each total).
    const csvBefore = await csvOf(failed?.id ?? 0);
    expect(csvBefore.split('\r\n').slice(1, 4)).toEqual([
      `${numbers[0]},2025-06-10,100.00,16.00,116.00`,
      `${numbers[1]},2025-06-10,77.50,12.40,89.90`,
      `${numbers[2]},2025-06-10,215.82,34.53,250.35`,
    ]);

    await setUpIssuer(call);
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
    // Stamped, the CSV reads the CFDI's concepts: the same taxes.
    expect(await csvOf(stamped?.id ?? 0)).toBe(csvBefore);
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

  it('mixing IEPS and IVA, each ticket’s concepts with their taxes total the ticket; the CFDI seals and stamps', async () => {
    clock = new Date('2025-06-16T16:00:00Z');
    const product = async (name: string, values: Partial<typeof products.$inferInsert>) => {
      const id = await insertMenuProduct(db(), locationId, name);
      await db().update(products).set(values).where(eq(products.id, id));
      return id;
    };
    const beer = await product('Cerveza', { taxIva: 'iva16', iepsPercent: 26.5 });
    const chips = await product('Papas', { taxIva: 'iva16', iepsPercent: 8 });
    const tortilla = await product('Tortillas', { taxIva: 'iva0' });
    const book = await product('Recetario', { taxIva: 'exento' });
    const taco = await product('Taco', { taxIva: 'iva16' });
    const day = new Date('2025-06-15T19:00:00Z');
    const tickets: { number: string; total: string }[] = [];
    for (const [lines, discount] of [
      [
        [
          ['Cerveza', beer, 3, 45.9],
          ['Papas', chips, 2, 18.5],
          ['Tortillas', tortilla, 1, 23],
        ],
        7.35,
      ],
      [
        [
          ['Cerveza', beer, 7, 39.99],
          ['Papas', chips, 3, 21.7],
        ],
        0,
      ],
      [
        [
          ['Papas', chips, 5, 13.3],
          ['Recetario', book, 1, 249],
        ],
        11.1,
      ],
      [
        [
          ['Cerveza', beer, 1, 52.4],
          ['Taco', taco, 9, 23.5],
          ['Recetario', book, 1, 99],
        ],
        3.33,
      ],
      [[['Cerveza', beer, 11, 33.7]], 0],
      [
        [
          ['Papas', chips, 4, 17.9],
          ['Cerveza', beer, 2, 61.3],
        ],
        5.01,
      ],
    ] as const) {
      const id = await insertOrder(db(), {
        locationId,
        status: 'completed',
        placedAt: day,
        discount,
        lines: lines.map(([name, productId, quantity, priceUnit]) => ({
          name,
          productId,
          quantity,
          priceUnit,
        })),
      });
      const [row] = await db().select().from(sales).where(eq(sales.id, id));
      tickets.push({ number: row?.number ?? '', total: (row?.total ?? 0).toFixed(2) });
    }
    await runGlobalInvoices(t.app.deps);
    const run = await runOf();
    expect(run, JSON.stringify(run)).toMatchObject({ periodKey: 'daily:2025-06-15', status: 'stamped' });
    const [invoice] = await db()
      .select()
      .from(invoices)
      .where(eq(invoices.id, run?.invoiceId ?? 0));
    const xml = invoice?.xml ?? '';
    expect(selloVerifiesForSat(xml)).toBe(true);
    const byTicket = new Map<string, Decimal>();
    for (const [concept] of xml.matchAll(/<cfdi:Concepto\b[\s\S]*?<\/cfdi:Concepto>/g)) {
      const head = /<cfdi:Concepto\b[^>]*>/.exec(concept)?.[0] ?? '';
      const field = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(head)?.[1] ?? '0';
      const taxes = [...concept.matchAll(/<cfdi:Traslado\b[^>]*\sImporte="([^"]*)"/g)].map(
        (m) => m[1] ?? '0',
      );
      // The concept's total as the invoice's maths round it: Importe − Descuento + its taxes, to the cent.
      const total = taxes
        .reduce((sum, tax) => sum.plus(tax), new Decimal(field('Importe')).minus(field('Descuento')))
        .toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
      const ticket = field('NoIdentificacion');
      byTicket.set(ticket, (byTicket.get(ticket) ?? new Decimal(0)).plus(total));
    }
    expect(tickets.map(({ number }) => byTicket.get(number)?.toFixed(2))).toEqual(
      tickets.map(({ total }) => total),
    );
  });
});

describe('each ticket’s concepts in a factura global', () => {
  it('total the ticket to the cent: random tickets mixing IEPS 8 / 26.5 % and IVA 16 / 0 % / exento', () => {
    const random = seededRandom(11);
    const kinds = SALE_LINE_TAXES;
    for (let period = 0; period < 80; period += 1) {
      const tickets = Array.from({ length: 1 + Math.floor(random() * 12) }, (_, index) => {
        const lines: SaleLine[] = Array.from({ length: 1 + Math.floor(random() * 4) }, (_, line) => {
          const quantity = 1 + Math.floor(random() * 12);
          const price = Math.round(random() * 20_000) / 100 + 0.5;
          return {
            productId: null,
            name: `Producto ${line}`,
            quantity,
            total: (Math.round(quantity * price * 100) / 100).toFixed(2),
            discount: '0',
            satProductKey: null,
            satUnitKey: null,
            ...(kinds[Math.floor(random() * kinds.length)] ?? { taxIva: null, iepsPercent: null }),
          };
        });
        const sum = lines.reduce((acc, line) => acc.plus(line.total), new Decimal(0));
        const discount =
          random() < 0.4
            ? sum
                .times(Math.round(random() * 30))
                .div(100)
                .toDecimalPlaces(2)
            : new Decimal(0);
        const number = `T${period}-${index}`;
        return {
          number,
          total: sum.minus(discount).toFixed(2),
          concepts: ticketConcepts(
            number,
            pricedLines({ shipping: '0', discount: discount.toFixed(2) }, lines),
          ),
        };
      });
      const placed = exactConcepts(
        tickets.map((ticket) => ticket.concepts),
        () => ({ clave_prod_serv: '01010101', clave_unidad: 'ACT' }),
      );
      const byTicket = new Map<string, Decimal>();
      for (const { line, item } of placed) {
        const { total } = computeLine({ ...item, taxes: invoiceTaxById(item.tax_id)?.layers ?? [] });
        byTicket.set(line.ticket, (byTicket.get(line.ticket) ?? new Decimal(0)).plus(total));
      }
      const context = JSON.stringify(tickets.map(({ number, total }) => ({ number, total })));
      expect(
        tickets.map(({ number }) => byTicket.get(number)?.toFixed(2)),
        context,
      ).toEqual(tickets.map(({ total }) => total));
    }
  });
});
