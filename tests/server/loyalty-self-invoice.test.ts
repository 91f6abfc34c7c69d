// Issue 24 (session 9, H4): a loyalty purchase is invoiced by its customer on /facturar/{code} —
// the link in the sale's WhatsApp only when the business can invoice, the page asking 'Forma de
// pago', the worker stamping for real (pg-boss on, sandbox PAC) one concept 'Consumo' whose total
// is what was paid in money (the wallet's part a discount), canceled and late purchases refused,
// and one business's code never showing another's purchase.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  contacts,
  locations,
  loyaltyCards,
  loyaltyPrograms,
  loyaltySelfInvoices,
  loyaltyTransactions,
  messages,
} from '../../server/db/schema';
import { runInTenant } from '../../server/db/tenant-scope';
import { NotFoundError } from '../../server/http/errors';
import { SELF_INVOICE_FAILURES } from '../../server/modules/invoicing/self-invoice-claim';
import { SELF_INVOICE_STALE_MS } from '../../server/modules/invoicing/self-invoice-sweep';
import { loyaltySelfInvoicePage } from '../../server/modules/loyalty/loyalty-self-invoice';
import { LOYALTY_MESSAGES } from '../../src/domain/contract/loyalty';
import { SELF_INVOICE_FORMA_PAGO_MESSAGE } from '../../src/domain/invoicing/sale-invoicing-contract';
import { SELF_INVOICE_MESSAGES } from '../../src/domain/invoicing/self-invoice-window';
import { TEST_CSD_UPLOAD } from './helpers/cfdi-fixtures';
import { eventually } from './helpers/eventually';
import { TEST_SELF_INVOICE_BODY } from './helpers/invoicing-setup';
import {
  CASHIER,
  codeFor,
  insertCustomer,
  insertProgram,
  loyaltyCalls,
  transactionRow,
} from './helpers/loyalty-fixtures';
import { type DemoLocation, demoLocations } from './helpers/queue-fixtures';
import { selloVerifiesForSat } from './helpers/sat-xslt';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

const PUBLIC_URL = 'https://facturas.mostrador.example';
// Within the test CSD's validity; the sandbox PAC stamps with this clock.
const NOW = new Date('2026-11-21T18:00:00Z');

let t: TestApp;
let dataDir: string;
let owner: string;
let main: DemoLocation;
let cashier: ReturnType<typeof loyaltyCalls>;
let programId: number;
let businessName: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'mostrador-loyalty-self-invoice-'));
  t = await startTestApp({ config: { dataDir, publicUrl: PUBLIC_URL }, now: () => NOW });
  ({ main } = await demoLocations(t.database.db));
  owner = await loginAs(t.app, DEMO.owner);
  cashier = loyaltyCalls(t.app, await loginAs(t.app, CASHIER));
  programId = await insertProgram(t.database.db, main.companyId, { percentage: 10 });
  const [location] = await t.database.db.select().from(locations).where(eq(locations.id, main.id));
  businessName = location?.name ?? '';
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const db = () => t.database.db;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(owner), payload });

const fiscal = TEST_SELF_INVOICE_BODY;

let reads = 0;
const page = async (code: string) =>
  (
    await t.app.inject({
      url: `/v1/public/self-invoice/${code}`,
      remoteAddress: `10.9.${Math.floor(++reads / 250)}.${reads % 250}`,
    })
  ).json().data;
const ask = (code: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/public/self-invoice/${code}`,
    payload,
    remoteAddress: `198.51.100.${++reads % 250}`,
  });
const attr = (xml: string, node: string, name: string) =>
  new RegExp(`<${node}\\b[^>]*\\s${name}="([^"]*)"`).exec(xml)?.[1];

/** A cashback sale at the counter; its transaction row and the WhatsApp text the customer got. */
async function loyaltySale(
  phone: string,
  saleAmount: number,
  wallet?: { contactId: number; amount: number },
) {
  const answer = await cashier.completed({
    program_id: programId,
    type: 'cashback',
    sale_amount: saleAmount,
    ...(wallet
      ? {
          contact_id: wallet.contactId,
          auth_code: await codeFor(db(), {
            companyId: main.companyId,
            programId,
            contactId: wallet.contactId,
            now: NOW,
          }),
          withdraw_amount: wallet.amount,
        }
      : { contact_phone: phone }),
  });
  const row = await transactionRow(db(), answer.transaction.id);
  const [message] = row.messageId
    ? await db().select().from(messages).where(eq(messages.id, row.messageId))
    : [];
  return { row, code: row.selfInvoiceCode ?? '', text: message?.body ?? '' };
}

async function setUpInvoicing() {
  expect((await call('POST', '/v1/invoicing/sat-certificate', TEST_CSD_UPLOAD)).statusCode).toBe(200);
  const issuer = await call('PUT', '/v1/invoicing/issuer', {
    regimen_fiscal: '601',
    lugar_expedicion: '42501',
    serie_i: 'LF',
  });
  expect(issuer.statusCode, issuer.body).toBe(200);
}

/** Asks for the invoice and waits for the worker; the stamped XML. */
async function invoiced(code: string, formaPago: string): Promise<string> {
  const response = await ask(code, { ...fiscal, forma_pago: formaPago });
  expect(response.statusCode, response.body).toBe(202);
  const done = await eventually(
    () => page(code),
    (data) => data.state !== 'issuing',
  );
  expect(done.state, JSON.stringify(done)).toBe('invoiced');
  const xml = await t.app.inject({ url: done.invoice.xml_url.slice(PUBLIC_URL.length) });
  expect(xml.statusCode).toBe(200);
  return xml.body;
}

describe('a loyalty purchase self-invoiced', () => {
  it('has its own code; the sale’s message carries the link only once the business can invoice', async () => {
    const ana = await insertCustomer(db(), main.companyId, 'Ana López');
    const before = await loyaltySale(ana.phone, 250);
    expect(before.code).toMatch(/^l[0-9a-f]{16}$/);
    expect(before.text).toContain('/tarjeta/');
    expect(before.text).not.toContain('Factura tu compra');
    const [card] = await db().select().from(loyaltyCards).where(eq(loyaltyCards.contactId, ana.id));
    const recent = async () =>
      (await t.app.inject({ url: `/v1/public/loyalty/card/${card?.token}` })).json().data.recent;
    expect(
      (await recent()).map((movement: { self_invoice_url: string | null }) => movement.self_invoice_url),
    ).toEqual([null]);

    await setUpInvoicing();
    const after = await loyaltySale(ana.phone, 180);
    expect(after.text).toContain(`Factura tu compra: ${PUBLIC_URL}/facturar/${after.code}`);

    // Everything paid from the wallet: nothing to invoice, no code and no link.
    const all = await loyaltySale(ana.phone, 20, { contactId: ana.id, amount: 20 });
    expect(all.row.selfInvoiceCode).toBeNull();
    expect(all.text).not.toContain('Factura tu compra');
    // The card page links each purchase that can be invoiced (newest first).
    expect(
      (await recent()).map((movement: { sale_amount: number; self_invoice_url: string | null }) => [
        movement.sale_amount,
        movement.self_invoice_url,
      ]),
    ).toEqual([
      [20, null],
      [180, `${PUBLIC_URL}/facturar/${after.code}`],
      [250, `${PUBLIC_URL}/facturar/${before.code}`],
    ]);
  });

  it('shows the ticket as one line Consumo and asks the forma de pago, required and from the customer’s list', async () => {
    const luis = await insertCustomer(db(), main.companyId, 'Luis Pérez');
    const { code, row } = await loyaltySale(luis.phone, 312.4);
    const data = await page(code);
    expect(data).toMatchObject({
      business_name: businessName,
      order_number: row.code,
      date: '2026-11-21',
      total: 312.4,
      lines: [{ name: 'Consumo', quantity: 1, total: 312.4 }],
      asks_forma_pago: true,
      state: 'available',
    });
    const missing = await ask(code, fiscal);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.forma_pago).toEqual([SELF_INVOICE_FORMA_PAGO_MESSAGE]);
    const undefinedForm = await ask(code, { ...fiscal, forma_pago: '99' });
    expect(undefinedForm.statusCode).toBe(422);
    expect(undefinedForm.json().errors.forma_pago).toEqual([SELF_INVOICE_FORMA_PAGO_MESSAGE]);
  });

  it('stamps one concept 90101501/E48 with IVA 16 % included, the sale amount to the cent, the chosen form', async () => {
    const eva = await insertCustomer(db(), main.companyId, 'Eva Ruiz');
    const { code, row } = await loyaltySale(eva.phone, 312.4);
    const xml = await invoiced(code, '28');
    expect(selloVerifiesForSat(xml)).toBe(true);
    expect(attr(xml, 'cfdi:Comprobante', 'Total')).toBe('312.40');
    expect(attr(xml, 'cfdi:Comprobante', 'FormaPago')).toBe('28');
    expect(attr(xml, 'cfdi:Comprobante', 'MetodoPago')).toBe('PUE');
    expect(attr(xml, 'cfdi:Comprobante', 'Descuento')).toBeUndefined();
    expect(attr(xml, 'cfdi:Receptor', 'Rfc')).toBe(fiscal.rfc);
    const concepts = [...xml.matchAll(/<cfdi:Concepto\b[^>]*>/g)].map((match) => match[0]);
    expect(concepts).toHaveLength(1);
    expect(attr(xml, 'cfdi:Concepto', 'Descripcion')).toBe('Consumo');
    expect(attr(xml, 'cfdi:Concepto', 'ClaveProdServ')).toBe('90101501');
    expect(attr(xml, 'cfdi:Concepto', 'ClaveUnidad')).toBe('E48');
    expect(attr(xml, 'cfdi:Traslado', 'TasaOCuota')).toBe('0.160000');
    // Asking again: the same invoice, never a second one.
    const again = await ask(code, { ...fiscal, forma_pago: '01' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SELF_INVOICE_MESSAGES.invoiced);
    // The invoiced purchase cannot be cancelled at the counter while its CFDI stands.
    const cancel = await cashier.cancel(row.id);
    expect(cancel.statusCode).toBe(422);
    expect(cancel.json().message).toBe(LOYALTY_MESSAGES.cancelInvoiced);
  });

  it('treats the wallet’s part as a discount: Total is what was paid in money', async () => {
    const rosa = await insertCustomer(db(), main.companyId, 'Rosa Díaz');
    await loyaltySale(rosa.phone, 300); // earns 30 in the wallet
    const { code } = await loyaltySale(rosa.phone, 180.5, { contactId: rosa.id, amount: 25.25 });
    const data = await page(code);
    expect(data.total).toBe(155.25);
    expect(data.lines).toEqual([
      { name: 'Consumo', quantity: 1, total: 180.5 },
      { name: 'Pagado con tu monedero (no se factura)', quantity: 1, total: -25.25 },
    ]);
    const xml = await invoiced(code, '01');
    expect(attr(xml, 'cfdi:Comprobante', 'Total')).toBe('155.25');
    expect(attr(xml, 'cfdi:Comprobante', 'FormaPago')).toBe('01');
    expect(Number(attr(xml, 'cfdi:Comprobante', 'Descuento'))).toBeGreaterThan(21);
    expect(Number(attr(xml, 'cfdi:Comprobante', 'SubTotal'))).toBeCloseTo(180.5 / 1.16, 1);
  });

  it('refuses a canceled purchase and one past the window (grace days from the sale settings)', async () => {
    const leo = await insertCustomer(db(), main.companyId, 'Leo Soto');
    const { code, row } = await loyaltySale(leo.phone, 99);
    expect((await cashier.cancel(row.id)).statusCode).toBe(200);
    expect(await page(code)).toMatchObject({ state: 'canceled', message: SELF_INVOICE_MESSAGES.canceled });
    const canceled = await ask(code, { ...fiscal, forma_pago: '01' });
    expect(canceled.statusCode).toBe(409);
    expect(canceled.json().message).toBe(SELF_INVOICE_MESSAGES.canceled);

    const late = await loyaltySale(leo.phone, 120);
    await db()
      .update(loyaltyTransactions)
      .set({ createdAt: new Date('2026-10-20T18:00:00Z') })
      .where(eq(loyaltyTransactions.id, late.row.id));
    expect(await page(late.code)).toMatchObject({ state: 'expired', deadline: '2026-10-31' });
    expect((await ask(late.code, { ...fiscal, forma_pago: '01' })).statusCode).toBe(409);
    const settings = await call('PUT', '/v1/invoicing/sale-settings', {
      global_periodicity: null,
      self_invoice_grace_days: 30,
    });
    expect(settings.statusCode, settings.body).toBe(200);
    expect(await page(late.code)).toMatchObject({ state: 'available', deadline: '2026-11-30' });
  });

  it('a purchase issuing with no job left is given back when its page is read; a young one is waited for', async () => {
    const sara = await insertCustomer(db(), main.companyId, 'Sara Luna');
    const issuingSince = async (amount: number, updatedAt: Date) => {
      const { row, code } = await loyaltySale(sara.phone, amount);
      await db().insert(loyaltySelfInvoices).values({
        companyId: main.companyId,
        transactionId: row.id,
        rfc: fiscal.rfc,
        nombre: fiscal.nombre,
        regimenFiscal: fiscal.regimen_fiscal,
        codigoPostal: fiscal.codigo_postal,
        usoCfdi: fiscal.uso_cfdi,
        email: fiscal.email,
        formaPago: '01',
        updatedAt,
      });
      return code;
    };
    const dead = await issuingSince(120, new Date(NOW.getTime() - SELF_INVOICE_STALE_MS - 1000));
    const young = await issuingSince(80, new Date(NOW.getTime() - 60_000));
    expect(await page(dead)).toMatchObject({
      state: 'available',
      failure: SELF_INVOICE_FAILURES.unavailable,
    });
    expect((await page(young)).state).toBe('issuing');
  });

  it('never shows one business’s purchase under another’s code', async () => {
    const [company] = await db().insert(companies).values({ name: 'Cafetería B' }).returning();
    const companyId = company?.id ?? 0;
    const [location] = await db()
      .insert(locations)
      .values({ companyId, name: 'Cafetería B Centro', username: `cafeteria_b_${process.pid}` })
      .returning();
    const [contact] = await db().insert(contacts).values({ companyId, name: 'Berta' }).returning();
    const [program] = await db()
      .insert(loyaltyPrograms)
      .values({ companyId, type: 'cashback', name: 'Monedero B', percentage: 5, maxTransactsDay: 5 })
      .returning();
    const [card] = await db()
      .insert(loyaltyCards)
      .values({
        companyId,
        programId: program?.id ?? 0,
        contactId: contact?.id ?? 0,
        token: `b-${process.pid}`,
      })
      .returning();
    const [foreign] = await db()
      .insert(loyaltyTransactions)
      .values({
        companyId,
        locationId: location?.id ?? null,
        programId: program?.id ?? 0,
        cardId: card?.id ?? 0,
        contactId: contact?.id ?? 0,
        code: 'BBBB0001',
        type: 'cashback',
        inputMethod: 'phone',
        saleAmount: 77,
        createdAt: NOW,
      })
      .returning();
    const bCode = foreign?.selfInvoiceCode ?? '';
    const mine = await insertCustomer(db(), main.companyId, 'Mía');
    const aCode = (await loyaltySale(mine.phone, 55)).code;

    expect(await page(bCode)).toMatchObject({ business_name: 'Cafetería B Centro', total: 77 });
    expect(await page(aCode)).toMatchObject({ business_name: businessName, total: 55 });
    // In B's scope A's code finds nothing: the database refuses, whatever the query says.
    const links = { appKey: t.app.deps.appKey, origin: PUBLIC_URL };
    await expect(
      runInTenant({ companyId, locationId: null }, () =>
        loyaltySelfInvoicePage(t.app.deps, aCode, NOW, links),
      ),
    ).rejects.toBeInstanceOf(NotFoundError);
    const own = await runInTenant({ companyId, locationId: null }, () =>
      loyaltySelfInvoicePage(t.app.deps, bCode, NOW, links),
    );
    expect(own.total).toBe(77);
  });
});
