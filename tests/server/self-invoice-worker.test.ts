// Issue 24 (beyond, session 8): the self-invoice worker — the customer's request stamped for real
// by the queue (pg-boss on, sandbox PAC, e-mail outbox): the page shows the invoice with links that
// download, the CFDI carries the products' SAT keys and taxes and totals the ticket to the cent, a
// refusal gives the purchase back with the reason, and a second run never makes a second invoice.
import { once } from 'node:events';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  invoiceItems,
  invoices,
  locations,
  messages,
  paymentMethods,
  products,
  saleInvoices,
  saleItems,
  sales,
  selfInvoiceRequests,
} from '../../server/db/schema';
import { inCompany } from '../../server/modules/invoicing/invoicing-deps';
import { SwSapienPac } from '../../server/modules/invoicing/pac/sw-sapien-pac';
import { exactItems, pricedLines } from '../../server/modules/invoicing/sale-concepts';
import { SELF_INVOICE_FAILURES } from '../../server/modules/invoicing/self-invoice-claim';
import {
  SELF_INVOICE_DEADLINE_MS,
  SELF_INVOICE_DELIVERY_FAILURES,
} from '../../server/modules/invoicing/self-invoice-issue';
import { SELF_INVOICE_QUEUE, selfInvoiceJobKey } from '../../server/modules/invoicing/self-invoice-request';
import { SELF_INVOICE_STALE_MS } from '../../server/modules/invoicing/self-invoice-sweep';
import { runSelfInvoice } from '../../server/modules/invoicing/self-invoice-worker';
import { createEmailProvider } from '../../server/providers/email/email-provider';
import { ISSUER_MESSAGES } from '../../src/domain/contract/invoicing-issuer';
import { computeLine, summarize } from '../../src/domain/invoicing/cfdi-maths';
import { invoiceTaxById } from '../../src/domain/invoicing/invoice-taxes';
import { SELF_INVOICE_MESSAGES } from '../../src/domain/invoicing/self-invoice-window';
import { eventually } from './helpers/eventually';
import { setUpIssuer, TEST_SELF_INVOICE_BODY } from './helpers/invoicing-setup';
import { SALE_LINE_TAXES, seededRandom } from './helpers/random-sale-lines';
import { selloVerifiesForSat } from './helpers/sat-xslt';
import { insertMenuProduct, insertOrder } from './helpers/shop-fixtures';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

const PUBLIC_URL = 'https://facturas.mostrador.example';
// Within the test CSD's validity; the sandbox PAC stamps with this clock.
const NOW = new Date('2026-11-21T18:00:00Z');
const PLACED = new Date('2026-11-21T15:00:00Z');

let t: TestApp;
let dataDir: string;
let owner: string;
let companyId: number;
let locationId: number;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'mostrador-self-invoice-worker-'));
  t = await startTestApp({ config: { dataDir, publicUrl: PUBLIC_URL }, now: () => NOW });
  owner = await loginAs(t.app, DEMO.owner);
  const [location] = await t.database.db.select().from(locations).limit(1);
  companyId = location?.companyId ?? 0;
  locationId = location?.id ?? 0;
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const db = () => t.database.db;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(owner), payload });

const fiscal = TEST_SELF_INVOICE_BODY;

async function product(name: string, values: Partial<typeof products.$inferInsert>) {
  const id = await insertMenuProduct(db(), locationId, name);
  await db().update(products).set(values).where(eq(products.id, id));
  return id;
}

/**
 * A completed delivery paid by card: tacos with their own SAT keys (IVA 16 %), beers with IEPS
 * 26.5 %, a line whose product was deleted (the defaults), shipping and an order discount.
 */
async function purchase(): Promise<{ code: string; saleId: number; total: number; products: number[] }> {
  const [card] = await db()
    .insert(paymentMethods)
    .values({ companyId, locationId, name: 'Tarjeta', type: 'card', usageTypes: ['delivery'] })
    .returning({ id: paymentMethods.id });
  const saleId = await insertOrder(db(), {
    locationId,
    status: 'completed',
    placedAt: PLACED,
    deliveryType: 'delivery',
    paymentMethodId: card?.id ?? null,
    shipping: 35,
    discount: 17.3,
    lines: [
      { name: 'Taco al pastor', quantity: 7, priceUnit: 23.5 },
      { name: 'Cerveza clara', quantity: 3, priceUnit: 45.9 },
      { name: 'Postre del día', quantity: 1, priceUnit: 39 },
    ],
  });
  const taco = await product('Taco al pastor', {
    satProductKey: '90101503',
    satUnitKey: 'H87',
    taxIva: 'iva16',
  });
  const beer = await product('Cerveza clara', {
    satProductKey: '50202201',
    satUnitKey: 'H87',
    taxIva: 'iva16',
    iepsPercent: 26.5,
  });
  const items = await db().select().from(saleItems).where(eq(saleItems.saleId, saleId));
  for (const item of items) {
    const productId = { 'Taco al pastor': taco, 'Cerveza clara': beer }[item.name] ?? null;
    await db().update(saleItems).set({ productId }).where(eq(saleItems.id, item.id));
  }
  const [sale] = await db().select().from(sales).where(eq(sales.id, saleId));
  return { code: sale?.selfInvoiceCode ?? '', saleId, total: sale?.total ?? 0, products: [taco, beer] };
}

let pageReads = 0;
/**
 * The page as a customer's phone reads it. Each read from its own address: this file's waits poll
 * it often, and the per-IP limit (self-invoice.test.ts) would answer 429 on a slow machine.
 */
const page = async (code: string) =>
  (
    await t.app.inject({
      url: `/v1/public/self-invoice/${code}`,
      remoteAddress: `10.24.${Math.floor(++pageReads / 250)}.${pageReads % 250}`,
    })
  ).json().data;
const ask = (code: string, payload: object = fiscal) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/public/self-invoice/${code}`,
    payload,
    remoteAddress: '198.51.100.20',
  });
async function requested(code: string) {
  const response = await ask(code);
  expect(response.statusCode, response.body).toBe(202);
}
const attr = (xml: string, node: string, name: string) =>
  new RegExp(`<${node}\\b[^>]*\\s${name}="([^"]*)"`).exec(xml)?.[1];

/** The customer's request as the page writes it, without queueing its job: the test runs the worker itself. */
async function claimedWithoutJob(saleId: number, claimedAt: Date) {
  await db().insert(saleInvoices).values({ companyId, saleId, kind: 'self', claimedAt });
  const { rfc, nombre, regimen_fiscal, codigo_postal, uso_cfdi, email } = fiscal;
  await db().insert(selfInvoiceRequests).values({
    companyId,
    saleId,
    rfc,
    nombre,
    regimenFiscal: regimen_fiscal,
    codigoPostal: codigo_postal,
    usoCfdi: uso_cfdi,
    email,
  });
}
const work = (saleId: number, deps = t.app.deps, deadlineMs?: number) =>
  inCompany(companyId, (tenant) =>
    runSelfInvoice(
      deps,
      t.app.log,
      tenant,
      { companyId, saleId },
      { id: 'x', retryCount: 0, isLastAttempt: false },
      deadlineMs,
    ),
  );
const invoiceCount = async () => (await db().select({ n: count() }).from(invoices))[0]?.n;

describe('the self-invoice worker', () => {
  it('without a CSD and issuer profile gives the purchase back with the reason, leaving no draft', async () => {
    const { code, saleId } = await purchase();
    await requested(code);
    const failed = await eventually(
      () => page(code),
      (data) => data.state === 'available',
    );
    expect(failed).toMatchObject({
      state: 'available',
      message: null,
      invoice: null,
      failure: `${SELF_INVOICE_FAILURES.prefix}: ${ISSUER_MESSAGES.missing}`,
    });
    const [drafts] = await db().select({ n: count() }).from(invoices).where(isNull(invoices.uuid));
    expect(drafts?.n).toBe(0);
    // A new request clears the failure while it is stamped.
    await requested(code);
    const again = await page(code);
    expect(again.state === 'issuing' ? again.failure : null).toBeNull();
    await eventually(
      () => page(code),
      (data) => data.state === 'available',
    );
    const [sale] = await db().select().from(sales).where(eq(sales.id, saleId));
    expect(sale?.status).toBe('completed');
  });

  it('stamps the request within the queue’s polling: page invoiced with links that download, sent by e-mail', async () => {
    await setUpIssuer(call, { serie_i: 'AF' });
    const { code, saleId, total, products: sold } = await purchase();
    const started = Date.now();
    await requested(code);
    const done = await eventually(
      () => page(code),
      (data) => data.state !== 'issuing',
    );
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(done.state, JSON.stringify(done)).toBe('invoiced');
    expect(done.message).toBe(SELF_INVOICE_MESSAGES.invoiced);
    expect(done.failure).toBeNull();
    expect(done.invoice).toMatchObject({
      email: fiscal.email,
      uuid: expect.stringMatching(/^[0-9A-F-]{36}$/i),
    });
    expect(done.invoice.pdf_url).toMatch(`${PUBLIC_URL}/v1/public/invoice-pdf/`);
    expect(done.invoice.xml_url).toMatch(`${PUBLIC_URL}/v1/public/invoice-xml/`);

    const pdf = await t.app.inject({ url: done.invoice.pdf_url.slice(PUBLIC_URL.length) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const xmlResponse = await t.app.inject({ url: done.invoice.xml_url.slice(PUBLIC_URL.length) });
    expect(xmlResponse.statusCode).toBe(200);
    expect(xmlResponse.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = xmlResponse.body;
    // A PDF token does not open the XML.
    const swapped = done.invoice.pdf_url.slice(PUBLIC_URL.length).replace('invoice-pdf', 'invoice-xml');
    expect((await t.app.inject({ url: swapped })).statusCode).toBe(404);

    // The CFDI: the customer as receptor, PUE with the card's form, the ticket's total to the cent.
    expect(selloVerifiesForSat(xml)).toBe(true);
    expect(attr(xml, 'cfdi:Receptor', 'Rfc')).toBe(fiscal.rfc);
    expect(attr(xml, 'cfdi:Receptor', 'Nombre')).toBe(fiscal.nombre);
    expect(attr(xml, 'cfdi:Receptor', 'DomicilioFiscalReceptor')).toBe(fiscal.codigo_postal);
    expect(attr(xml, 'cfdi:Receptor', 'UsoCFDI')).toBe('G03');
    expect(attr(xml, 'cfdi:Comprobante', 'MetodoPago')).toBe('PUE');
    expect(attr(xml, 'cfdi:Comprobante', 'FormaPago')).toBe('04');
    expect(attr(xml, 'cfdi:Comprobante', 'Total')).toBe(total.toFixed(2));
    expect(Number(attr(xml, 'cfdi:Comprobante', 'Descuento'))).toBeGreaterThan(0);
    const concepts = [...xml.matchAll(/<cfdi:Concepto\b[^>]*>/g)].map((match) => match[0]);
    const field = (concept: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(concept)?.[1];
    expect(
      concepts.map((concept) => [field(concept, 'Descripcion'), field(concept, 'ClaveProdServ')]),
    ).toEqual([
      ['Taco al pastor', '90101503'],
      ['Cerveza clara', '50202201'],
      ['Postre del día', '90101501'],
      ['Envío a domicilio', '78102203'],
    ]);
    expect(concepts.map((concept) => field(concept, 'Cantidad'))).toEqual(['7', '3', '1', '1']);
    // The beer carries IEPS 26.5 % (003) under its IVA; the others IVA 16 % only.
    const beer = xml.split('Descripcion="Cerveza clara"')[1]?.split('</cfdi:Concepto>')[0] ?? '';
    expect(beer).toMatch(/Impuesto="003"[^>]*TasaOCuota="0.265000"/);
    expect(beer).toMatch(/Impuesto="002"[^>]*TasaOCuota="0.160000"/);

    const [claim] = await db().select().from(invoices).where(eq(invoices.uuid, done.invoice.uuid));
    expect(claim?.receiverRfc).toBe(fiscal.rfc);
    // Each concept of a product sold keeps the product (the deleted one and shipping have none).
    const items = await db()
      .select({ productId: invoiceItems.productId })
      .from(invoiceItems)
      .where(eq(invoiceItems.invoiceId, claim?.id ?? 0))
      .orderBy(invoiceItems.position);
    expect(items.map((item) => item.productId)).toEqual([...sold, null, null]);

    // Sent right after the stamp (the PDF is drawn first).
    const eml = await eventually(
      async () => {
        const files = await readdir(join(dataDir, 'outbox')).catch(() => []);
        const emls = await Promise.all(files.map((file) => readFile(join(dataDir, 'outbox', file), 'utf8')));
        return emls.find((text) => text.includes(`To: ${fiscal.email}`));
      },
      (found) => found !== undefined,
    );
    expect(eml).toBeDefined();
    expect(eml).toContain(`_${done.invoice.uuid}.pdf`);
    expect(eml).toContain(`_${done.invoice.uuid}.xml`);
    // The order has a phone: the invoice_sent WhatsApp with the PDF's link.
    const sent = await eventually(
      () =>
        db()
          .select()
          .from(messages)
          .where(and(eq(messages.saleId, saleId), eq(messages.channel, 'whatsapp'))),
      (rows) => rows.length > 0,
    );
    expect(sent.map((message) => message.body).join('\n')).toContain('/v1/public/invoice-pdf/');
  });

  it('a second request is refused and a second run of the job makes no second invoice', async () => {
    const { code, saleId } = await purchase();
    await requested(code);
    const done = await eventually(
      () => page(code),
      (data) => data.state !== 'issuing',
    );
    expect(done.state, JSON.stringify(done)).toBe('invoiced');
    const again = await ask(code);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SELF_INVOICE_MESSAGES.invoiced);
    const before = await invoiceCount();
    await work(saleId);
    expect(await invoiceCount()).toBe(before);
  });
});

// After the worker's tests above: the business has its CSD and issuer profile.
describe('a self-invoice never left issuing', () => {
  it('an attempt past its own deadline (under the queue’s expiry) gives the purchase back, leaving no invoice', async () => {
    expect(SELF_INVOICE_DEADLINE_MS).toBeLessThan(SELF_INVOICE_QUEUE.expireInSeconds * 1000);
    // A PAC that takes the request and never answers (SW Sapien's adapter, the real HTTP call).
    const silent = createServer(() => undefined);
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const { port } = silent.address() as AddressInfo;
    const pac = new SwSapienPac({ url: `http://127.0.0.1:${port}`, token: 'token', statusUrl: '' });
    try {
      const { code, saleId } = await purchase();
      await claimedWithoutJob(saleId, NOW);
      const before = await invoiceCount();
      const started = Date.now();
      await work(saleId, { ...t.app.deps, pac }, 1500);
      expect(Date.now() - started).toBeLessThan(20_000);
      expect(await page(code)).toMatchObject({
        state: 'available',
        invoice: null,
        failure: SELF_INVOICE_FAILURES.unavailable,
      });
      expect(await invoiceCount()).toBe(before);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it('a purchase issuing with no job left is given back when its page is read; a live job is waited for', async () => {
    const dead = await purchase();
    await claimedWithoutJob(dead.saleId, new Date(NOW.getTime() - SELF_INVOICE_STALE_MS - 1000));
    const young = await purchase();
    await claimedWithoutJob(young.saleId, new Date(NOW.getTime() - 60_000));
    const waiting = await purchase();
    await claimedWithoutJob(waiting.saleId, new Date(NOW.getTime() - SELF_INVOICE_STALE_MS - 1000));
    await t.app.deps.jobs.send(
      SELF_INVOICE_QUEUE,
      { companyId, saleId: waiting.saleId },
      { singletonKey: selfInvoiceJobKey(waiting.saleId), startAfterSeconds: 3600 },
    );

    expect(await page(dead.code)).toMatchObject({
      state: 'available',
      failure: SELF_INVOICE_FAILURES.unavailable,
    });
    expect((await page(young.code)).state).toBe('issuing');
    expect((await page(waiting.code)).state).toBe('issuing');
    // Given back, the customer can ask again.
    expect((await ask(dead.code)).statusCode).toBe(202);
  });

  it('an e-mail that could not be sent leaves the invoice ready to download and says so on the page', async () => {
    const { code, saleId } = await purchase();
    await claimedWithoutJob(saleId, NOW);
    // A real SMTP transport to a port nothing listens on: the server refuses the connection.
    const unreachable = createEmailProvider({
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'facturas@mostrador.example',
      outboxDir: join(dataDir, 'never'),
    });
    await work(saleId, { ...t.app.deps, messaging: { ...t.app.deps.messaging, email: unreachable } });
    const done = await page(code);
    expect(done.state).toBe('invoiced');
    expect(done.invoice).toMatchObject({
      email: fiscal.email,
      delivery_failure: SELF_INVOICE_DELIVERY_FAILURES.email(fiscal.email),
    });
    expect(done.invoice.pdf_url).toMatch(`${PUBLIC_URL}/v1/public/invoice-pdf/`);
  });
});

describe('the concepts of a sale', () => {
  it('total the ticket to the cent whatever the prices, taxes, quantities, shipping and discount', () => {
    const random = seededRandom(7);
    const kinds = SALE_LINE_TAXES;
    for (let sale = 0; sale < 300; sale += 1) {
      const lines = Array.from({ length: 1 + Math.floor(random() * 5) }, (_, index) => {
        const quantity = 1 + Math.floor(random() * 40);
        const price = Math.round(random() * 30_000) / 100 + 0.5;
        return {
          productId: null,
          name: `Producto ${index}`,
          quantity,
          total: (Math.round(quantity * price * 100) / 100).toFixed(2),
          discount: '0',
          satProductKey: null,
          satUnitKey: null,
          ...(kinds[Math.floor(random() * kinds.length)] ?? { taxIva: null, iepsPercent: null }),
        };
      });
      const sum = lines.reduce((acc, line) => acc + Number(line.total), 0);
      const shipping = random() < 0.5 ? Math.round(random() * 6000) / 100 : 0;
      const discount = random() < 0.5 ? Math.round(random() * sum * 30) / 100 : 0;
      const priced = pricedLines({ shipping: shipping.toFixed(2), discount: discount.toFixed(2) }, lines);
      const summary = summarize(
        exactItems(priced, () => ({ clave_prod_serv: null, clave_unidad: null })).map((item) =>
          computeLine({ ...item, taxes: invoiceTaxById(item.tax_id)?.layers ?? [] }),
        ),
      );
      expect(summary.total, JSON.stringify({ lines, shipping, discount })).toBe(
        (Math.round((sum + shipping - discount) * 100) / 100).toFixed(2),
      );
    }
  });
});
