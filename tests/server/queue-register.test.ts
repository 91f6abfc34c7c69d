import { and, count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  companies,
  contacts,
  creditEntries,
  locations,
  memberships,
  messages,
  products,
  queueEvents,
  queueItems,
  users,
  waitlistSettings,
} from '../../server/db/schema';
import { creditTotals } from '../../server/modules/subscription/credits/credit-balance';
import { dataOf } from '../../src/domain/contract/common';
import { QueueChangeResultSchema } from '../../src/domain/contract/queue-actions';
import { DEFAULT_WAITLIST_SETTINGS, type WaitlistSettings } from '../../src/domain/contract/settings';
import { smsLength } from '../../src/domain/rules/sms-segments';
import { toGsm7Text } from '../../src/domain/rules/sms-text';
import { companyOf } from './helpers/company-of';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

const clock = new Date();
let t: TestApp;
let host: string;
let companyId: number;
let mainId: number;
let branchId: number;
let maria: { id: number; name: string; phone: string | null };
let serviceId: number;
let employeeId: number;

beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
  host = await loginAs(t.app, DEMO.host);
  const db = t.database.db;
  const [main] = await db.select().from(locations).where(eq(locations.username, 'taqueria-demo'));
  const [branch] = await db.select().from(locations).where(eq(locations.username, 'taqueria-demo-coyoacan'));
  mainId = main?.id ?? 0;
  branchId = branch?.id ?? 0;
  companyId = main?.companyId ?? 0;
  const [contact] = await db.select().from(contacts).where(eq(contacts.name, 'María González'));
  maria = { id: contact?.id ?? 0, name: contact?.name ?? '', phone: contact?.phone ?? null };
  const [service] = await db
    .select()
    .from(products)
    .where(and(eq(products.locationId, mainId), eq(products.name, 'Paquete cumpleaños')));
  serviceId = service?.id ?? 0;
  const [employee] = await db.select().from(users).where(eq(users.name, 'Ramón Castillo'));
  employeeId = employee?.id ?? 0;
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await setSettings({});
});

async function setSettings(overrides: Partial<WaitlistSettings>) {
  await t.database.db
    .update(waitlistSettings)
    .set({ settings: { ...DEFAULT_WAITLIST_SETTINGS, ...overrides } })
    .where(eq(waitlistSettings.locationId, mainId));
}

function register(payload: unknown, token = host, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/waitlist/hostess/register',
    headers: { ...bearer(token), ...headers },
    payload: payload as Record<string, unknown>,
  });
}

async function registered(payload: unknown, headers: Record<string, string> = {}) {
  const response = await register(payload, host, headers);
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(dataOf(QueueChangeResultSchema), response.json()).data;
}

async function countOf(table: typeof queueItems | typeof contacts | typeof messages) {
  const [row] = await t.database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

async function storedItem(id: number) {
  const [row] = await t.database.db.select().from(queueItems).where(eq(queueItems.id, id));
  if (!row) throw new Error(`queue item ${id} not stored`);
  return row;
}

async function messagesOf(queueItemId: number) {
  return t.database.db.select().from(messages).where(eq(messages.queueItemId, queueItemId));
}

describe('POST /v1/waitlist/hostess/register: a walk-in', () => {
  it('creates a pending entry for a known customer, its created event and the registered SMS', async () => {
    const quote = await t.app.inject({
      method: 'POST',
      url: '/v1/waitlist/hostess/wait-estimate',
      headers: bearer(host),
      payload: { group_size: 4 },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    // The demo has served parties today, so there is a quote to store.
    expect(quote.json().data.minutes).toEqual(expect.any(Number));

    const result = await registered({
      type: 'waitlist',
      contact_id: maria.id,
      group_size: 4,
      notes: ' Silla alta ',
    });
    expect(result.item).toMatchObject({
      type: 'waitlist',
      status: 'pending',
      status_name: 'Pendiente',
      name: maria.name,
      phone: maria.phone,
      contact_id: maria.id,
      group_size: 4,
      initial_group_size: 4,
      notes: 'Silla alta',
      booking_date: null,
      duration_mins: null,
    });
    expect(result.message).toBe('queued');

    const stored = await storedItem(result.item.id);
    expect(stored.source).toBe('host');
    expect(stored.quotedWaitMins).toBe(quote.json().data.minutes);

    const events = await t.database.db
      .select()
      .from(queueEvents)
      .where(eq(queueEvents.queueItemId, result.item.id));
    expect(events.map((event) => event.type)).toEqual(['created']);

    const [sms] = await messagesOf(result.item.id);
    expect(sms?.id).toBe(result.message_id);
    expect(sms?.recipient).toBe(maria.phone);
    // One GSM-7 segment (one credit): plain letters for the names, an 8-character code in the link.
    expect(result.item.url).toMatch(/^http:\/\/localhost(:\d+)?\/t\/[A-Za-z0-9]{8}$/);
    expect(sms?.body).toBe(
      `Hola ${toGsm7Text(maria.name)}, te anotamos en la lista de espera de Taqueria Demo. Sigue tu turno en ${result.item.url}`,
    );
    expect(smsLength(sms?.body ?? '')).toMatchObject({ encoding: 'GSM-7', segments: 1 });
  });

  it('does not quote a wait when show_wait_time is off', async () => {
    await setSettings({ waitlist: { ...DEFAULT_WAITLIST_SETTINGS.waitlist, show_wait_time: false } });
    const result = await registered({ type: 'waitlist', contact_id: maria.id, group_size: 2 });
    expect((await storedItem(result.item.id)).quotedWaitMins).toBeNull();
  });

  it('creates the contact of a new customer with the phone in E.164, and reuses it next time', async () => {
    const contactsBefore = await countOf(contacts);
    const first = await registered({
      type: 'waitlist',
      name: 'Elena Cruz',
      phone: '55 1122 3344',
      group_size: 2,
    });
    expect(first.item).toMatchObject({ name: 'Elena Cruz', phone: '+525511223344' });
    expect(await countOf(contacts)).toBe(contactsBefore + 1);
    const [contact] = await t.database.db.select().from(contacts).where(eq(contacts.phone, '+525511223344'));
    expect(contact).toMatchObject({ id: first.item.contact_id, name: 'Elena Cruz', companyId });

    const again = await registered({
      type: 'waitlist',
      name: 'Elena C.',
      phone: '+525511223344',
      group_size: 3,
    });
    expect(again.item.contact_id).toBe(first.item.contact_id);
    expect(again.item.name).toBe('Elena C.');
    expect(await countOf(contacts)).toBe(contactsBefore + 1);
  });

  it('reuses an existing demo contact by phone instead of duplicating it', async () => {
    const result = await registered({ type: 'waitlist', name: 'Mari', phone: '5523456701', group_size: 2 });
    expect(result.item.contact_id).toBe(maria.id);
  });
});

describe('POST /v1/waitlist/hostess/register: a booking', () => {
  it('keeps the date and duration the host chose, with the service, the employee and the booking message', async () => {
    const result = await registered({
      type: 'booking',
      contact_id: maria.id,
      group_size: 6,
      product_id: serviceId,
      assigned_user_id: employeeId,
      booking_date: '2031-03-14T20:30:00-06:00',
      duration_mins: 120,
    });
    expect(result.item).toMatchObject({
      type: 'booking',
      status: 'pending',
      group_size: 6,
      duration_mins: 120,
      booking_date: '2031-03-14T20:30:00.000-06:00',
      booking_date_end: '2031-03-14T22:30:00.000-06:00',
      product: { id: serviceId, name: 'Paquete cumpleaños' },
      assigned_user: { id: employeeId, name: 'Ramón Castillo' },
    });
    expect((await storedItem(result.item.id)).quotedWaitMins).toBeNull();
    const [sms] = await messagesOf(result.item.id);
    expect(sms?.body).toBe(
      `Hola ${toGsm7Text(maria.name)}, registramos tu reserva en Taqueria Demo para el viernes, 14 de marzo, 20:30.`,
    );
  });
});

describe('POST /v1/waitlist/hostess/register: the rules of 01 §5.5 as per-field 422s', () => {
  it('answers every failing rule at once and stores nothing', async () => {
    await setSettings({ max_group_size: 6, form_items: { service: true, employee: true, email: false } });
    const before = await countOf(queueItems);
    const response = await register({ type: 'booking' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      product_id: ['Selecciona un servicio'],
      assigned_user_id: ['Selecciona una persona'],
      group_size: ['Selecciona el tamaño del grupo'],
      booking_date: ['Selecciona una fecha y hora'],
      duration_mins: ['Selecciona la duración'],
      contact_id: ['Selecciona un cliente'],
    });
    expect(await countOf(queueItems)).toBe(before);
  });

  it('refuses a group above max_group_size with the maximum in the message', async () => {
    await setSettings({ max_group_size: 6 });
    const response = await register({ type: 'waitlist', contact_id: maria.id, group_size: 7 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      group_size: ['El tamaño del grupo debe ser menor o igual a 6'],
    });
  });

  it('refuses notes over 255 characters', async () => {
    const response = await register({
      type: 'waitlist',
      contact_id: maria.id,
      group_size: 2,
      notes: 'n'.repeat(256),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ notes: ['Las notas deben tener como máximo 255 caracteres.'] });
  });

  it('requires a name and a phone for a new customer, and a valid phone', async () => {
    const onlyName = await register({ type: 'waitlist', name: 'Pedro', group_size: 2 });
    expect(onlyName.json().errors).toEqual({ contact_id: ['Selecciona un cliente'] });
    const badPhone = await register({ type: 'waitlist', name: 'Pedro', phone: '12345', group_size: 2 });
    expect(badPhone.statusCode).toBe(422);
    expect(badPhone.json().errors).toEqual({ phone: ['El teléfono no es válido.'] });
  });

  it('answers wrong types, oversize and out-of-range fields with Spanish messages, never a 500', async () => {
    const before = await countOf(queueItems);
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'mesa', contact_id: maria.id, group_size: 2 }, 'type'],
      [{ type: 'waitlist', contact_id: 'María', group_size: 2 }, 'contact_id'],
      [{ type: 'waitlist', contact_id: maria.id, group_size: 'cuatro' }, 'group_size'],
      [{ type: 'waitlist', contact_id: maria.id, group_size: 0 }, 'group_size'],
      [{ type: 'waitlist', contact_id: maria.id, group_size: 2.5 }, 'group_size'],
      [{ type: 'waitlist', name: 'n'.repeat(101), phone: '5512345678', group_size: 2 }, 'name'],
      [{ type: 'waitlist', contact_id: maria.id, group_size: 2, notes: 42 }, 'notes'],
      [
        { type: 'booking', contact_id: maria.id, group_size: 2, booking_date: 'mañana', duration_mins: 60 },
        'booking_date',
      ],
      [
        {
          type: 'booking',
          contact_id: maria.id,
          group_size: 2,
          booking_date: '2031-02-30T20:00:00-06:00',
          duration_mins: 60,
        },
        'booking_date',
      ],
      [
        {
          type: 'booking',
          contact_id: maria.id,
          group_size: 2,
          booking_date: '2031-03-01T20:00:00Z',
          duration_mins: 3,
        },
        'duration_mins',
      ],
      [{ type: 'waitlist', contact_id: 99_999_999_999, group_size: 2 }, 'contact_id'],
    ];
    for (const [payload, field] of cases) {
      const response = await register(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      const errors = response.json().errors as Record<string, string[]>;
      expect(Object.keys(errors), JSON.stringify(payload)).toContain(field);
      for (const message of errors[field] ?? []) expect(message).not.toMatch(/invalid|expected|received/i);
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/v1/waitlist/hostess/register',
      headers: { ...bearer(host), 'content-type': 'application/json' },
      payload: '[1, 2',
    });
    expect(notJson.statusCode).toBeLessThan(500);
    expect(await countOf(queueItems)).toBe(before);
  });
});

describe('POST /v1/waitlist/hostess/register: tenancy and roles', () => {
  it("refuses another location's service, an inactive service and a physical product", async () => {
    const db = t.database.db;
    const [branchService] = await db
      .select()
      .from(products)
      .where(eq(products.locationId, branchId))
      .limit(1);
    const [inactive] = await db
      .insert(products)
      .values({
        companyId: await companyOf(db, mainId),
        locationId: mainId,
        type: 'service',
        name: 'Servicio viejo',
        status: 'inactive',
        durationMins: 30,
      })
      .returning();
    const [physical] = await db
      .insert(products)
      .values({
        companyId: await companyOf(db, mainId),
        locationId: mainId,
        type: 'physical',
        name: 'Salsa en frasco',
      })
      .returning();
    for (const productId of [branchService?.id, inactive?.id, physical?.id]) {
      const response = await register({
        type: 'waitlist',
        contact_id: maria.id,
        group_size: 2,
        product_id: productId,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ product_id: ['Selecciona un servicio'] });
    }
  });

  it('refuses an employee who is not assignable or works at another location', async () => {
    const db = t.database.db;
    const [hostUser] = await db.select().from(users).where(eq(users.email, DEMO.host));
    const [elsewhere] = await db
      .insert(users)
      .values({ name: 'Otra Mesera', isAssignable: true })
      .returning({ id: users.id });
    await db.insert(memberships).values({
      companyId: await companyOf(db, branchId),
      userId: elsewhere?.id ?? 0,
      locationId: branchId,
      roles: [],
    });
    for (const userId of [hostUser?.id, elsewhere?.id]) {
      const response = await register({
        type: 'waitlist',
        contact_id: maria.id,
        group_size: 2,
        assigned_user_id: userId,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ assigned_user_id: ['Selecciona una persona'] });
    }
  });

  it("refuses another company's contact and an inactive contact: 'Selecciona un cliente'", async () => {
    const db = t.database.db;
    const [other] = await db.insert(companies).values({ name: 'Otra Fonda' }).returning();
    const [foreign] = await db
      .insert(contacts)
      .values({ companyId: other?.id ?? 0, name: 'Cliente Ajeno', phone: '+525599990000' })
      .returning();
    const [inactive] = await db
      .insert(contacts)
      .values({ companyId, name: 'Cliente Inactivo', phone: '+525599990001', status: 'inactive' })
      .returning();
    for (const contactId of [foreign?.id, inactive?.id]) {
      const response = await register({ type: 'waitlist', contact_id: contactId, group_size: 2 });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ contact_id: ['Selecciona un cliente'] });
    }
    // A new customer with the other company's phone gets a contact of this company.
    const result = await registered({
      type: 'waitlist',
      name: 'Cliente Nuevo',
      phone: '+525599990000',
      group_size: 2,
    });
    expect(result.item.contact_id).not.toBe(foreign?.id);
    const [mine] = await db
      .select()
      .from(contacts)
      .where(eq(contacts.id, result.item.contact_id ?? 0));
    expect(mine?.companyId).toBe(companyId);
  });

  it('is refused to a waitlist reader and a kitchen user (403, even with a bad body)', async () => {
    for (const login of [DEMO.reader, DEMO.kitchen]) {
      const token = await loginAs(t.app, login);
      const good = await register({ type: 'waitlist', contact_id: maria.id, group_size: 2 }, token);
      expect(good.statusCode).toBe(403);
      expect(good.json().message).toBe('No tienes permiso para realizar esta acción.');
      expect((await register({ type: 'nada' }, token)).statusCode).toBe(403);
    }
  });
});

describe('POST /v1/waitlist/hostess/register: replay and balance', () => {
  it('acts once for an Idempotency-Key sent twice: one entry, one message', async () => {
    const payload = { type: 'waitlist', name: 'Tomás Replay', phone: '5587654321', group_size: 2 };
    const itemsBefore = await countOf(queueItems);
    const messagesBefore = await countOf(messages);
    const first = await register(payload, host, { 'idempotency-key': 'alta-tomas-1' });
    const second = await register(payload, host, { 'idempotency-key': 'alta-tomas-1' });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replay']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await countOf(queueItems)).toBe(itemsBefore + 1);
    expect(await countOf(messages)).toBe(messagesBefore + 1);
  });

  it("still registers with no credits left, answering message 'no_balance' and storing no message", async () => {
    const db = t.database.db;
    const totals = await creditTotals(db, companyId, 'messages', clock);
    const [grant] = await db
      .select({ id: creditEntries.id })
      .from(creditEntries)
      .where(and(eq(creditEntries.companyId, companyId), eq(creditEntries.kind, 'plan')));
    await db.insert(creditEntries).values({
      companyId,
      type: 'messages',
      kind: 'spend',
      amount: -(totals.total - totals.used),
      grantId: grant?.id ?? 0,
    });
    const result = await registered({ type: 'waitlist', contact_id: maria.id, group_size: 2 });
    expect(result.message).toBe('no_balance');
    expect(result.message_id).toBeNull();
    expect((await storedItem(result.item.id)).status).toBe('pending');
    expect(await messagesOf(result.item.id)).toEqual([]);
  });
});
