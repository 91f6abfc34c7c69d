// Issue 24 (beyond): the customer's self-invoice page of a purchase — its link's code, the SAT
// receiver rules' Spanish refusals, the fiscal data remembered by phone, the purchase taken out of
// the factura global, and a stranger guessing codes getting nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, locations, saleInvoices, sales } from '../../server/db/schema';
import { RECEIVER_MESSAGES } from '../../src/domain/invoicing/receiver-rules';
import { SELF_INVOICE_MESSAGES } from '../../src/domain/invoicing/self-invoice-window';
import { insertOrder } from './helpers/shop-fixtures';
import { startTestApp, type TestApp } from './helpers/test-app';

const NOW = new Date('2031-03-11T16:00:00Z');
const PLACED = new Date('2031-03-11T15:00:00Z');

let t: TestApp;
let companyId: number;
let locationId: number;

beforeAll(async () => {
  t = await startTestApp({ now: () => NOW });
  const [location] = await t.database.db.select().from(locations).limit(1);
  companyId = location?.companyId ?? 0;
  locationId = location?.id ?? 0;
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.database.db;

/** A completed purchase of a contact with that phone; its self-invoice code. */
async function purchase(values: Partial<typeof sales.$inferInsert> = {}): Promise<string> {
  const [contact] = await db()
    .insert(contacts)
    .values({ companyId, name: 'Cliente Factura', phone: '+525512345678' })
    .returning({ id: contacts.id });
  const saleId = await insertOrder(db(), {
    locationId,
    status: 'completed',
    placedAt: PLACED,
    contactId: contact?.id ?? null,
    lines: [
      { name: 'Taco al pastor', quantity: 3, priceUnit: 22 },
      { name: 'Agua de jamaica', quantity: 1, priceUnit: 30 },
    ],
    ...values,
  });
  const [sale] = await db().select({ code: sales.selfInvoiceCode }).from(sales).where(eq(sales.id, saleId));
  return sale?.code ?? '';
}

const fiscal = {
  rfc: 'EKU9003173C9',
  nombre: 'ESCUELA KEMPER URGATE',
  regimen_fiscal: '601',
  codigo_postal: '42501',
  uso_cfdi: 'G03',
  email: 'facturas@example.com',
};

const ask = (code: string, payload: object, ip = '198.51.100.7') =>
  t.app.inject({ method: 'POST', url: `/v1/public/self-invoice/${code}`, payload, remoteAddress: ip });

describe('self-invoice page', () => {
  it('every purchase has an unguessable 16-hex code (64 random bits), different for each', async () => {
    const [a, b] = [await purchase(), await purchase()];
    expect(a).toMatch(/^[0-9a-f]{16}$/);
    expect(b).not.toBe(a);
  });

  it('shows the purchase and that it can be invoiced until the end of its month', async () => {
    const code = await purchase();
    const response = await t.app.inject({ url: `/v1/public/self-invoice/${code}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      date: '2031-03-11',
      total: 96,
      lines: [
        { name: 'Taco al pastor', quantity: 3, total: 66 },
        { name: 'Agua de jamaica', quantity: 1, total: 30 },
      ],
      state: 'available',
      message: null,
      deadline: '2031-03-31',
      remembered: null,
    });
  });

  it('refuses wrong RFC, régimen and uso de CFDI in Spanish, by field', async () => {
    const code = await purchase();
    const digit = await ask(code, { ...fiscal, rfc: 'EKU9003173C8' });
    expect(digit.statusCode).toBe(422);
    expect(digit.json().errors).toEqual({ rfc: [RECEIVER_MESSAGES.rfcDigit] });
    // 605 (sueldos y salarios) is for individuals; EKU… is a company.
    const regime = await ask(code, { ...fiscal, regimen_fiscal: '605' });
    expect(regime.json().errors).toEqual({ regimen_fiscal: [RECEIVER_MESSAGES.regimenKind] });
    // D01 (honorarios médicos) is for individuals' annual return, not for régimen 601.
    const use = await ask(code, { ...fiscal, uso_cfdi: 'D01' });
    expect(use.json().errors).toEqual({ uso_cfdi: [RECEIVER_MESSAGES.usoRegimen] });
    const [claim] = await db()
      .select()
      .from(saleInvoices)
      .innerJoin(sales, eq(sales.id, saleInvoices.saleId))
      .where(eq(sales.selfInvoiceCode, code));
    expect(claim).toBeUndefined();
  });

  it('takes the purchase for the customer, remembers the fiscal data by phone, and refuses a second request', async () => {
    const code = await purchase();
    const response = await ask(code, fiscal);
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json().data).toMatchObject({ state: 'issuing', message: SELF_INVOICE_MESSAGES.issuing });
    const again = await ask(code, fiscal);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SELF_INVOICE_MESSAGES.issuing);
    // The next purchase of the same phone's contact comes with the data filled.
    const [contact] = await db().select().from(contacts).where(eq(contacts.cfdiRfc, 'EKU9003173C9'));
    const next = await purchase({ contactId: contact?.id ?? null });
    const page = (await t.app.inject({ url: `/v1/public/self-invoice/${next}` })).json().data;
    expect(page.remembered).toEqual({
      rfc: 'EKU9003173C9',
      nombre: 'ESCUELA KEMPER URGATE',
      regimen_fiscal: '601',
      codigo_postal: '42501',
      uso_cfdi: 'G03',
    });
  });

  it('a purchase already in a factura global is refused with SAT’s reason', async () => {
    const code = await purchase();
    const [sale] = await db().select().from(sales).where(eq(sales.selfInvoiceCode, code));
    await db()
      .insert(saleInvoices)
      .values({ companyId, saleId: sale?.id ?? 0, kind: 'global' });
    const response = await ask(code, fiscal);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(SELF_INVOICE_MESSAGES.in_global);
  });

  it('a stranger guessing codes gets 404s, then 429 even on a real code', async () => {
    const real = await purchase();
    const ip = '203.0.113.9';
    for (let i = 0; i < 10; i += 1) {
      const guess = await t.app.inject({
        url: `/v1/public/self-invoice/${i.toString(16).padStart(16, '0')}`,
        remoteAddress: ip,
      });
      expect(guess.statusCode).toBe(404);
    }
    const blocked = await t.app.inject({ url: `/v1/public/self-invoice/${real}`, remoteAddress: ip });
    expect(blocked.statusCode).toBe(429);
    const owner = await t.app.inject({
      url: `/v1/public/self-invoice/${real}`,
      remoteAddress: '198.51.100.20',
    });
    expect(owner.statusCode).toBe(200);
  });
});
