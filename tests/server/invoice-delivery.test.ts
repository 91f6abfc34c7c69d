import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, locations, messages } from '../../server/db/schema';
import { INVOICE_SEND_LIMITS } from '../../server/modules/invoicing/invoice-delivery-limits';
import { INVOICE_DELIVERY_MESSAGES as M } from '../../src/domain/contract/invoicing-delivery';
import { ROLES } from '../../src/domain/roles';
import { creditNoteE } from './helpers/cfdi-fixtures';
import { pdfText } from './helpers/pdf-text';
import { insertMember, MEMBER_PASSWORD } from './helpers/shop-fixtures';
import { insertStampedInvoice } from './helpers/stamped-invoice-row';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

const PUBLIC_URL = 'https://facturas.mostrador.example';
const DAY = 86_400_000;

let t: TestApp;
let owner: string;
let dataDir: string;
let clock = new Date('2026-11-21T03:00:00Z');
let companyId: number;
let stamped: { id: number; uuid: string; xml: string };
let unstampedId: number;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'mostrador-invoice-delivery-'));
  t = await startTestApp({ config: { dataDir, publicUrl: PUBLIC_URL }, now: () => clock });
  owner = await loginAs(t.app, DEMO.owner);
  const [location] = await t.database.db.select({ companyId: locations.companyId }).from(locations).limit(1);
  companyId = location?.companyId ?? 0;
  stamped = await insertStampedInvoice(t.database.db, companyId);
  const [draft] = await t.database.db
    .insert(invoices)
    .values({ companyId, tipoComprobante: 'I', folio: 900, date: clock, total: '116' })
    .returning({ id: invoices.id });
  unstampedId = draft?.id ?? 0;
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload });
const invoiceUrl = (id: number, what: string) => `/v1/invoicing/invoice/${id}/${what}`;
/** Past every limit's window: each test starts with none of the others' sends counted. */
const nextDay = () => {
  clock = new Date(clock.getTime() + 2 * DAY);
};

describe('downloading a stamped invoice (GET …/pdf and …/xml)', () => {
  it('answers the PDF and the stamped XML named <serie><folio>_<uuid>', async () => {
    const pdf = await call(owner, 'GET', invoiceUrl(stamped.id, 'pdf'));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="A101_${stamped.uuid}.pdf"`);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(stamped.uuid);
    expect(text).toContain('DIEZ MIL NOVECIENTOS DIEZ PESOS 70/100 M.N.');

    const xml = await call(owner, 'GET', invoiceUrl(stamped.id, 'xml'));
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(xml.headers['content-disposition']).toBe(`attachment; filename="A101_${stamped.uuid}.xml"`);
    expect(xml.body).toBe(stamped.xml);
  });

  it('is 404 until the invoice is stamped, and for an invoice that does not exist', async () => {
    for (const what of ['pdf', 'xml']) {
      const draft = await call(owner, 'GET', invoiceUrl(unstampedId, what));
      expect(draft.statusCode).toBe(404);
      expect(draft.json().message).toBe(M.notStamped);
      const missing = await call(owner, 'GET', invoiceUrl(999_999, what));
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(M.notFound);
    }
  });
});

describe('sending a stamped invoice by e-mail (POST …/send-email)', () => {
  it('refuses a missing name and missing or bad addresses with the spec’s messages', async () => {
    const send = (body: object) => call(owner, 'POST', invoiceUrl(stamped.id, 'send-email'), body);
    const cases: [object, string, string][] = [
      [{ emails: ['ana@cliente.test'] }, 'recipient_name', M.recipientRequired],
      [{ emails: ['ana@cliente.test'], recipient_name: '  ' }, 'recipient_name', M.recipientRequired],
      [{ emails: [], recipient_name: 'Ana' }, 'emails', M.emailRequired],
      [{ emails: [' '], recipient_name: 'Ana' }, 'emails', M.emailRequired],
      [{ recipient_name: 'Ana' }, 'emails', M.emailRequired],
      [{ emails: ['ana@cliente.test', 'no-es-correo'], recipient_name: 'Ana' }, 'emails', M.emailInvalid],
    ];
    for (const [body, field, message] of cases) {
      const response = await send(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors[field]).toEqual([message]);
    }
    expect(
      await send({ emails: ['ana@cliente.test'], recipient_name: 'Ana' }).then((r) => r.statusCode),
    ).toBe(200);
  });

  it('sends the PDF and the XML attached, with the recipient’s name and the message', async () => {
    nextDay();
    const response = await call(owner, 'POST', invoiceUrl(stamped.id, 'send-email'), {
      emails: ['Contabilidad@Cliente.test'],
      recipient_name: 'Contabilidad',
      message: 'Gracias por su compra.',
    });
    expect(response.statusCode).toBe(200);
    const files = await readdir(join(dataDir, 'outbox'));
    const emls = await Promise.all(files.map((file) => readFile(join(dataDir, 'outbox', file), 'utf8')));
    const eml = emls.find((text) => text.includes('To: contabilidad@cliente.test'));
    if (!eml) throw new Error('no e-mail to contabilidad@cliente.test');
    expect(eml).toContain('Hola Contabilidad:');
    expect(eml).toContain('Gracias por su compra.');
    expect(eml).toContain(`filename=A101_${stamped.uuid}.pdf`);
    expect(eml).toContain(`filename=A101_${stamped.uuid}.xml`);
    expect(eml).toContain('Content-Type: application/pdf');
    const xmlPart = eml.split(`filename=A101_${stamped.uuid}.xml`)[1]?.split(/\r?\n\r?\n/)[1] ?? '';
    expect(Buffer.from(xmlPart.replace(/\s+/g, ''), 'base64').toString('utf8')).toBe(stamped.xml);
  });

  it('is 404 for an invoice that is not stamped', async () => {
    const response = await call(owner, 'POST', invoiceUrl(unstampedId, 'send-email'), {
      emails: ['ana@cliente.test'],
      recipient_name: 'Ana',
    });
    expect(response.statusCode).toBe(404);
  });

  it('limits the sends per destination and per company', async () => {
    nextDay();
    const send = (emails: string[]) =>
      call(owner, 'POST', invoiceUrl(stamped.id, 'send-email'), { emails, recipient_name: 'Ana' });
    for (let index = 0; index < INVOICE_SEND_LIMITS.destination.max; index++) {
      expect((await send(['misma@cliente.test'])).statusCode).toBe(200);
    }
    const tooMany = await send(['misma@cliente.test']);
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json().message).toBe(M.tooMany);

    nextDay();
    const batch = (round: number) => [1, 2, 3, 4, 5].map((n) => `c${round}-${n}@cliente.test`);
    const rounds = INVOICE_SEND_LIMITS.company.max / 5;
    for (let round = 0; round < rounds; round++) expect((await send(batch(round))).statusCode).toBe(200);
    expect((await send(['otra@cliente.test'])).statusCode).toBe(429);
  });
});

describe('sending a stamped invoice by WhatsApp (POST …/send-whatsapp)', () => {
  it('queues a WhatsApp with a signed PUBLIC_URL link that opens the PDF without a session, and spends a credit', async () => {
    nextDay();
    const bad = await call(owner, 'POST', invoiceUrl(stamped.id, 'send-whatsapp'), { phone: '123' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.phone).toHaveLength(1);

    const response = await call(owner, 'POST', invoiceUrl(stamped.id, 'send-whatsapp'), {
      phone: '55 1234 5678',
    });
    expect(response.statusCode).toBe(200);
    const [message] = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.channel, 'whatsapp'), eq(messages.recipient, '+525512345678')))
      .orderBy(desc(messages.id))
      .limit(1);
    if (!message) throw new Error('no WhatsApp message');
    expect(message.credits).toBe(1);
    expect(message.template?.kind).toBe('invoice_sent');
    const link = message.body.match(/https:\/\/\S+/)?.[0] ?? '';
    expect(link.startsWith(`${PUBLIC_URL}/v1/public/invoice-pdf/`)).toBe(true);
    expect(message.template?.parameters.at(-1)).toBe(link);

    const path = link.slice(PUBLIC_URL.length);
    const opened = await t.app.inject({ method: 'GET', url: path });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(pdfText(opened.rawPayload)).toContain(stamped.uuid);

    const token = path.split('/').at(-1) ?? '';
    const [company, invoice, expires, signature] = token.split('.');
    const forged = [
      `${company}.${unstampedId}.${expires}.${signature}`,
      `${Number(company) + 1}.${invoice}.${expires}.${signature}`,
      `${company}.${invoice}.${Number(expires) + 1}.${signature}`,
      `${company}.${invoice}.${expires}.x${signature?.slice(1)}`,
      'no-es-un-token',
    ];
    for (const bad of forged) {
      const answer = await t.app.inject({ method: 'GET', url: `/v1/public/invoice-pdf/${bad}` });
      expect(answer.statusCode, bad).toBe(404);
    }
    clock = new Date(clock.getTime() + 31 * DAY);
    const expired = await t.app.inject({ method: 'GET', url: path });
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toBe(M.linkExpired);
  });

  it('names a credit note as such', async () => {
    nextDay();
    const credit = await insertStampedInvoice(t.database.db, companyId, creditNoteE());
    owner = await loginAs(t.app, DEMO.owner); // the clock moved past the session's life
    const response = await call(owner, 'POST', invoiceUrl(credit.id, 'send-whatsapp'), {
      phone: '5512345679',
    });
    expect(response.statusCode).toBe(200);
    const [message] = await t.database.db
      .select({ body: messages.body })
      .from(messages)
      .where(eq(messages.recipient, '+525512345679'));
    expect(message?.body).toContain('te envía tu nota de crédito NC7');
  });
});

describe('only the super-admin reaches the invoice documents (02 §6)', () => {
  it('every other role, alone or all together, gets 403 on every call', async () => {
    const [location] = await t.database.db.select({ id: locations.id }).from(locations).limit(1);
    const others = ROLES.filter((role) => role !== 'super-admin');
    const holders: string[][] = [...others.map((role) => [role]), [...others]];
    for (const [index, roles] of holders.entries()) {
      const email = `rol-${index}@entregas.test`;
      await insertMember(t.database.db, location?.id ?? 0, roles as typeof others, email);
      const token = await loginAs(t.app, email, MEMBER_PASSWORD);
      const answers = await Promise.all([
        call(token, 'GET', invoiceUrl(stamped.id, 'pdf')),
        call(token, 'GET', invoiceUrl(stamped.id, 'xml')),
        call(token, 'POST', invoiceUrl(stamped.id, 'send-email'), {
          emails: ['a@b.test'],
          recipient_name: 'A',
        }),
        call(token, 'POST', invoiceUrl(stamped.id, 'send-whatsapp'), { phone: '5512345678' }),
      ]);
      expect(
        answers.map((answer) => answer.statusCode),
        roles.join(','),
      ).toEqual([403, 403, 403, 403]);
    }
  });
});
