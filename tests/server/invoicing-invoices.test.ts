import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations } from '../../server/db/schema';
import { INVOICE_MESSAGES } from '../../src/domain/contract/invoicing-invoice';
import { CANCEL_MESSAGES } from '../../src/domain/invoicing/cfdi-cancellation';
import { ROLES } from '../../src/domain/roles';
import { receiverContact, setUpIssuer } from './helpers/invoicing-setup';
import { pdfText } from './helpers/pdf-text';
import { satCadena, selloVerifiesForSat } from './helpers/sat-xslt';
import { insertMember, MEMBER_PASSWORD } from './helpers/shop-fixtures';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let owner: string;
let contactId: number;

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(owner), payload });

const item = (price: number, taxId: string | null = 'iva16', quantity = 1) => ({
  name: 'Servicio de banquete',
  tax_id: taxId,
  quantity,
  price_input: price,
  // Never trusted: the server computes every amount.
  subtotal: 1,
  total: 1,
});

async function createInvoice(body: object) {
  const response = await call('POST', '/v1/invoicing/invoice', {
    cfdi_tipo_comprobante: 'I',
    contact_id: contactId,
    cfdi_metodo_pago: 'PPD',
    items: [item(1000)],
    ...body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

beforeAll(async () => {
  t = await startTestApp();
  owner = await loginAs(t.app, DEMO.owner);
  await setUpIssuer(call, { serie_i: 'A' });
  // Lower case on purpose: the RFC is kept upper case.
  contactId = await receiverContact(call, { cfdi_rfc: 'ure180429tm6' });
});
afterAll(async () => {
  await t?.close();
});

describe('issuer profile (GET/PUT /v1/invoicing/issuer)', () => {
  it("shows the certificate's RFC and its name without the régimen de capital, with the saved régimen and series", async () => {
    expect((await call('GET', '/v1/invoicing/issuer')).json().data).toEqual({
      rfc: 'EKU9003173C9',
      nombre: 'ESCUELA KEMPER URGATE',
      regimen_fiscal: '601',
      lugar_expedicion: '42501',
      serie_i: 'A',
      serie_e: null,
      serie_p: null,
    });
  });

  it('refuses an unknown régimen and a short postal code in Spanish', async () => {
    const response = await call('PUT', '/v1/invoicing/issuer', {
      regimen_fiscal: '999',
      lugar_expedicion: '425',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['lugar_expedicion', 'regimen_fiscal']);
  });
});

describe('contact CFDI data', () => {
  it('refuses an RFC whose check digit is wrong, per field', async () => {
    const response = await call('PUT', `/v1/invoicing/contact/${contactId}/cfdi`, {
      cfdi_nombre: 'X',
      cfdi_rfc: 'URE180429TM5',
      cfdi_regimen_fiscal: '601',
      cfdi_uso_cfdi: 'G03',
      cfdi_codigo_postal: '86991',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.cfdi_rfc[0]).toContain('dígito verificador');
  });

  it('finds contacts by their RFC with their CFDI data', async () => {
    const response = await call('POST', '/v1/invoicing/contact/search', {
      filters: { cfdi_rfc: { $eq: 'URE180429TM6' } },
    });
    expect(response.json().data).toEqual([
      expect.objectContaining({ id: contactId, cfdi: expect.objectContaining({ codigo_postal: '86991' }) }),
    ]);
  });
});

describe('invoices: create, get, update, search', () => {
  it('computes the items server-side and numbers the draft with the serie of its type', async () => {
    const invoice = await createInvoice({ items: [item(1000), item(50, null, 2)] });
    expect(invoice).toMatchObject({
      number: expect.stringMatching(/^A-\d+$/),
      state: 'draft',
      state_name: 'Borrador',
      subtotal: '1100.00',
      tax: '160.00',
      total: '1260.00',
      cfdi: {
        tipo_comprobante: 'I',
        uso_cfdi: 'G03',
        regimen_fiscal_receptor: '601',
        forma_pago: '99',
        uuid: null,
      },
      meta: { can_be_stamped: true, is_editable: true, can_send: false, pdf_url: null, xml_url: null },
      contact: { id: contactId, cfdi: { rfc: 'URE180429TM6' } },
    });
    expect(invoice.items.map((line: { total: string }) => line.total)).toEqual(['1160.00', '100.00']);
    expect(invoice.items[0].key).toMatch(/^[A-Z0-9]{8}$/);
  });

  it('refuses bad items and a use not allowed for the receiver, field by field in Spanish', async () => {
    const response = await call('POST', '/v1/invoicing/invoice', {
      cfdi_tipo_comprobante: 'I',
      contact_id: contactId,
      items: [{ name: '', quantity: 0, price_input: 'abc' }],
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'items.0.name',
      'items.0.price_input',
      'items.0.quantity',
    ]);
    const use = await call('POST', '/v1/invoicing/invoice', {
      cfdi_tipo_comprobante: 'I',
      contact_id: contactId,
      cfdi_uso_cfdi: 'D01',
      items: [item(10)],
    });
    expect(use.statusCode).toBe(422);
    expect(use.json().errors.cfdi_uso_cfdi).toEqual([
      'El uso de CFDI no está permitido para el régimen fiscal del receptor.',
    ]);
  });

  it('updates a draft keeping the kept items keys; for-copy gives new keys and (Copia)', async () => {
    const invoice = await createInvoice({});
    const kept = invoice.items[0];
    const patched = await call('PATCH', `/v1/invoicing/invoice/${invoice.id}`, {
      contact_id: contactId,
      items: [{ ...kept, price_input: 2000 }],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data.items[0]).toMatchObject({ key: kept.key, total: '2320.00' });
    expect(patched.json().data.total).toBe('2320.00');
    const copy = (await call('GET', `/v1/invoicing/invoice/${invoice.id}/for-copy`)).json().data;
    expect(copy.items[0].key).not.toBe(kept.key);
    expect(copy.items[0]).toMatchObject({ id: null, name: 'Servicio de banquete (Copia)' });
  });

  it('searches by type and number, id descending, 20 a page, with the total', async () => {
    const credit = await createInvoice({
      cfdi_tipo_comprobante: 'E',
      cfdi_metodo_pago: 'PUE',
      cfdi_forma_pago: '03',
    });
    const onlyE = (
      await call('POST', '/v1/invoicing/invoice/search', {
        filters: { cfdi_tipo_comprobante: { $eq: 'E' } },
      })
    ).json();
    expect(onlyE.data.map((row: { id: number }) => row.id)).toEqual([credit.id]);
    expect(onlyE.pagination.total_items).toBe(1);
    const all = (
      await call('POST', '/v1/invoicing/invoice/search', {
        filters: { $or: [{ cfdi_tipo_comprobante: { $in: ['I'] } }, { number: { $contains: 'zzz' } }] },
      })
    ).json();
    const ids = all.data.map((row: { id: number }) => row.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    expect(all.data[0]).toMatchObject({ contact_name: 'Universidad Robótica', cfdi_tipo_comprobante: 'I' });
  });
});

describe('stamping and cancelling through the sandbox PAC', () => {
  it('stamps with the company CSD: the Sello verifies, the flags change, a stamped invoice is not editable', async () => {
    const invoice = await createInvoice({});
    const stamp = await call('POST', `/v1/invoicing/invoice/${invoice.id}/stamp`);
    expect(stamp.json()).toEqual({ data: { stamped: true, reason: null } });
    const row = await t.database.db.query.invoices.findFirst({ where: (i, { eq }) => eq(i.id, invoice.id) });
    const xml = row?.xml ?? '';
    expect(selloVerifiesForSat(xml)).toBe(true);
    expect(satCadena('cfdi40', xml)).toContain('|URE180429TM6|UNIVERSIDAD ROBOTICA ESPAÑOLA|86991|601|G03|');
    // The certificate says 'ESCUELA KEMPER URGATE SA DE CV'; CFDI 4.0 wants the constancia's name.
    expect(xml).toMatch(/<cfdi:Emisor [^>]*Nombre="ESCUELA KEMPER URGATE"/);
    const pdf = await t.app.inject({
      url: `/v1/invoicing/invoice/${invoice.id}/pdf`,
      headers: bearer(owner),
    });
    const printed = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
    expect(printed).toContain('ESCUELA KEMPER URGATE');
    expect(printed).not.toContain('URGATE SA DE CV');
    const stamped = (await call('GET', `/v1/invoicing/invoice/${invoice.id}`)).json().data;
    expect(stamped).toMatchObject({
      state_name: 'Activa',
      cfdi: { uuid: row?.uuid, stamp_state: 'stamp', stamp_state_name: 'Timbrada' },
      meta: {
        can_send: true,
        can_be_stamped: false,
        can_be_canceled: true,
        is_editable: false,
        pdf_url: `/v1/invoicing/invoice/${invoice.id}/pdf`,
        xml_url: `/v1/invoicing/invoice/${invoice.id}/xml`,
      },
    });
    const patch = await call('PATCH', `/v1/invoicing/invoice/${invoice.id}`, {
      contact_id: contactId,
      items: [item(1)],
    });
    expect(patch.statusCode).toBe(422);
    expect(patch.json().errors.id).toEqual([INVOICE_MESSAGES.notEditable]);
    const forEdit = await call('GET', `/v1/invoicing/invoice/${invoice.id}/for-edit`);
    expect(forEdit.statusCode).toBe(422);
    expect(forEdit.json()).toMatchObject({
      message: INVOICE_MESSAGES.notEditable,
      errors: { id: [INVOICE_MESSAGES.notEditable] },
    });
    expect((await call('POST', `/v1/invoicing/invoice/${invoice.id}/stamp`)).json().data.stamped).toBe(false);
  });

  it('for-edit gives a draft as the form loads it', async () => {
    const invoice = await createInvoice({});
    const forEdit = await call('GET', `/v1/invoicing/invoice/${invoice.id}/for-edit`);
    expect(forEdit.statusCode).toBe(200);
    expect(forEdit.json().data).toMatchObject({ id: invoice.id, meta: { is_editable: true } });
  });

  it('a draft older than 72 hours is dated now when stamped (SAT refuses an older Fecha)', async () => {
    const fiveDaysAgo = new Date(Date.now() - 5 * 86_400_000);
    const invoice = await createInvoice({ date: fiveDaysAgo.toISOString() });
    const before = Date.now();
    const stamp = await call('POST', `/v1/invoicing/invoice/${invoice.id}/stamp`);
    expect(stamp.json()).toEqual({ data: { stamped: true, reason: null } });
    const stamped = (await call('GET', `/v1/invoicing/invoice/${invoice.id}`)).json().data;
    expect(new Date(stamped.date).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const row = await t.database.db.query.invoices.findFirst({ where: (i, { eq }) => eq(i.id, invoice.id) });
    // The demo business is in Mexico City: the CFDI's Fecha is its local time, without offset.
    const local = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'America/Mexico_City',
      dateStyle: 'short',
      timeStyle: 'medium',
    });
    const fecha = /<cfdi:Comprobante [^>]*Fecha="([^"]+)"/.exec(row?.xml ?? '')?.[1];
    expect(fecha).toBe(local.format(new Date(stamped.date)).replace(' ', 'T'));
  });

  it('a draft of two days ago keeps its date', async () => {
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    const invoice = await createInvoice({ date: twoDaysAgo.toISOString() });
    expect((await call('POST', `/v1/invoicing/invoice/${invoice.id}/stamp`)).json().data.stamped).toBe(true);
    const stamped = (await call('GET', `/v1/invoicing/invoice/${invoice.id}`)).json().data;
    expect(Math.abs(new Date(stamped.date).getTime() - twoDaysAgo.getTime())).toBeLessThan(1000);
  });

  it('a payment complement for part of an invoice lowers its pending balance once stamped', async () => {
    const invoice = await createInvoice({});
    await call('POST', `/v1/invoicing/invoice/${invoice.id}/stamp`);
    const payment = await createInvoice({
      cfdi_tipo_comprobante: 'P',
      items: [],
      cfdi_pago20: {
        monto: 400,
        fecha_pago: new Date().toISOString(),
        doctos: [{ id: invoice.id, imp_pagado: 400 }],
      },
    });
    expect(payment).toMatchObject({ total: '400.00', cfdi: { uso_cfdi: 'CP01' } });
    expect((await call('GET', `/v1/invoicing/invoice/${invoice.id}`)).json().data.total_payment).toBe('0.00');
    const stamp = await call('POST', `/v1/invoicing/invoice/${payment.id}/stamp`);
    expect(stamp.json(), stamp.body).toEqual({ data: { stamped: true, reason: null } });
    const paid = (await call('GET', `/v1/invoicing/invoice/${invoice.id}`)).json().data;
    expect(paid.total_payment).toBe('400.00');
    expect(paid.payments_in).toEqual([expect.objectContaining({ id: payment.id, imp_pagado: '400.00' })]);
    const lines = (await call('GET', `/v1/invoicing/invoice/${payment.id}`)).json().data.cfdi_pago20.doctos;
    expect(lines).toEqual([
      expect.objectContaining({ id: invoice.id, imp_pagado: '400.00', total: '1160.00' }),
    ]);
  });

  it('cancelling a stamped payment complement gives the paid invoice its balance back', async () => {
    const invoice = await createInvoice({});
    await call('POST', `/v1/invoicing/invoice/${invoice.id}/stamp`);
    const pay = (amount: number) =>
      createInvoice({
        cfdi_tipo_comprobante: 'P',
        items: [],
        cfdi_pago20: {
          monto: amount,
          fecha_pago: new Date().toISOString(),
          doctos: [{ id: invoice.id, imp_pagado: amount }],
        },
      });
    const first = await pay(300);
    await call('POST', `/v1/invoicing/invoice/${first.id}/stamp`);
    const second = await pay(500);
    await call('POST', `/v1/invoicing/invoice/${second.id}/stamp`);
    const totalPayment = async () =>
      (await call('GET', `/v1/invoicing/invoice/${invoice.id}`)).json().data.total_payment;
    expect(await totalPayment()).toBe('800.00');
    // A payment complement is canceled without the receiver's acceptance.
    const canceled = await call('POST', `/v1/invoicing/invoice/${first.id}/cancel`, { motivo: '02' });
    expect(canceled.json()).toEqual({ data: { canceled: true, status: 'cancelado' } });
    expect(await totalPayment()).toBe('500.00');
    const aging = (await call('POST', '/v1/invoicing/reporting/receivable-aging-by-invoice', {})).json();
    expect(aging.data.find((row: { invoice_id: number }) => row.invoice_id === invoice.id)).toMatchObject({
      pending: 660,
    });
    // The next payment is the second installment still standing, with the balance as it is now.
    const third = await pay(100);
    await call('POST', `/v1/invoicing/invoice/${third.id}/stamp`);
    const row = await t.database.db.query.invoices.findFirst({ where: (i, { eq }) => eq(i.id, third.id) });
    const docto = /<pago20:DoctoRelacionado [^>]*>/.exec(row?.xml ?? '')?.[0] ?? '';
    expect(docto).toContain('NumParcialidad="2"');
    expect(docto).toContain('ImpSaldoAnt="660.00"');
    expect(docto).toContain('ImpSaldoInsoluto="560.00"');
  });

  it('cancel: reason 01 without a substitute is a 422; reason 02 cancels at once (within 24 h)', async () => {
    const invoice = await createInvoice({});
    await call('POST', `/v1/invoicing/invoice/${invoice.id}/stamp`);
    const missing = await call('POST', `/v1/invoicing/invoice/${invoice.id}/cancel`, { motivo: '01' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.folio_sustitucion).toEqual([CANCEL_MESSAGES.substitute]);
    const canceled = await call('POST', `/v1/invoicing/invoice/${invoice.id}/cancel`, { motivo: '02' });
    expect(canceled.json()).toEqual({ data: { canceled: true, status: 'cancelado' } });
    const after = (await call('GET', `/v1/invoicing/invoice/${invoice.id}`)).json().data;
    expect(after).toMatchObject({
      cfdi: { stamp_state: 'cancel', stamp_state_name: 'Cancelada', cancel_status: 'cancelado' },
      meta: { can_be_canceled: false, can_send: false },
    });
  });
});

describe('receivable aging (POST /v1/invoicing/reporting/receivable-aging-by-*)', () => {
  it('puts each pending balance in its age bucket, sums them per customer, and keeps stamped only on demand', async () => {
    const other = (await call('POST', '/v1/contact/contact', { name: 'Cliente Moroso' })).json().data.id;
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    const old = await createInvoice({ contact_id: other, date: daysAgo(45), items: [item(100)] });
    const today = await createInvoice({ contact_id: other, items: [item(50, null)] });
    const byInvoice = (await call('POST', '/v1/invoicing/reporting/receivable-aging-by-invoice', {})).json();
    const rows = byInvoice.data.filter((row: { invoice_id: number }) =>
      [old.id, today.id].includes(row.invoice_id),
    );
    expect(rows).toEqual([
      expect.objectContaining({ invoice_id: old.id, pending: 116, days_31_60: 116, current: 0 }),
      expect.objectContaining({ invoice_id: today.id, pending: 50, current: 50, days_31_60: 0 }),
    ]);
    const byContact = (await call('POST', '/v1/invoicing/reporting/receivable-aging-by-contact', {})).json();
    expect(byContact.data.find((row: { contact_id: number }) => row.contact_id === other)).toMatchObject({
      invoices: 2,
      pending: 166,
      current: 50,
      days_31_60: 116,
    });
    const stamped = (
      await call('POST', '/v1/invoicing/reporting/receivable-aging-by-contact', {
        filters: { stamp_state: 'stamp' },
      })
    ).json();
    expect(stamped.data.find((row: { contact_id: number }) => row.contact_id === other)).toBeUndefined();
  });
});

describe('roles', () => {
  it('every role but super-admin, alone or all together, gets 403 on every invoice call', async () => {
    const [location] = await t.database.db.select({ id: locations.id }).from(locations).limit(1);
    const others = ROLES.filter((role) => role !== 'super-admin');
    const holders: string[][] = [...others.map((role) => [role]), [...others]];
    for (const [index, roles] of holders.entries()) {
      const email = `rol-${index}@facturas-emitidas.test`;
      await insertMember(t.database.db, location?.id ?? 0, roles as typeof others, email);
      const token = await loginAs(t.app, email, MEMBER_PASSWORD);
      const as = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
        t.app
          .inject({ method, url, headers: bearer(token), payload })
          .then((response) => response.statusCode);
      const answers = await Promise.all([
        as('POST', '/v1/invoicing/invoice/search', {}),
        as('GET', '/v1/invoicing/invoice/1'),
        as('GET', '/v1/invoicing/invoice/1/for-edit'),
        as('GET', '/v1/invoicing/invoice/1/for-copy'),
        as('POST', '/v1/invoicing/invoice', { cfdi_tipo_comprobante: 'I', contact_id: contactId }),
        as('PATCH', '/v1/invoicing/invoice/1', { contact_id: contactId }),
        as('POST', '/v1/invoicing/invoice/1/stamp'),
        as('POST', '/v1/invoicing/invoice/1/cancel', { motivo: '02' }),
        as('GET', '/v1/invoicing/issuer'),
        as('PUT', '/v1/invoicing/issuer', { regimen_fiscal: '601', lugar_expedicion: '42501' }),
        as('POST', '/v1/invoicing/contact/search', {}),
        as('PUT', `/v1/invoicing/contact/${contactId}/cfdi`, {}),
        as('POST', '/v1/invoicing/reporting/receivable-aging-by-contact', {}),
        as('POST', '/v1/invoicing/reporting/receivable-aging-by-invoice', {}),
      ]);
      expect(answers, roles.join(',')).toEqual(answers.map(() => 403));
    }
  });
});
