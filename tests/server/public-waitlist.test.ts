import { and, count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  contacts,
  locations,
  messages,
  products,
  queueEvents,
  queueItems,
  waitlistSettings,
} from '../../server/db/schema';
import { PUBLIC_MESSAGE_CAPS } from '../../server/modules/messaging/public-message-caps';
import { dataOf } from '../../src/domain/contract/common';
import { PublicWaitlistInfoSchema } from '../../src/domain/contract/public-waitlist';
import { DEFAULT_WAITLIST_SETTINGS, type WaitlistSettings } from '../../src/domain/contract/settings';
import { StatusDataSchema } from '../../src/domain/contract/waitlist';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

const USERNAME = 'taqueria-demo';
let t: TestApp;
let mainId: number;
let mariaId: number;
let services: { id: number; name: string; durationMins: number | null }[];
let nextIp = 1;

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  const [main] = await db.select().from(locations).where(eq(locations.username, USERNAME));
  mainId = main?.id ?? 0;
  const [maria] = await db.select().from(contacts).where(eq(contacts.name, 'María González'));
  mariaId = maria?.id ?? 0;
  services = await db
    .select({ id: products.id, name: products.name, durationMins: products.durationMins })
    .from(products)
    .where(eq(products.locationId, mainId));
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

const serviceNamed = (name: string) => {
  const service = services.find((row) => row.name === name);
  if (!service) throw new Error(`no service ${name}`);
  return service;
};

const info = (username = USERNAME) => t.app.inject({ url: `/v1/public/waitlist/${username}` });

/** Each call comes from its own IP unless told, so only the rate-limit test meets the limit. */
function register(payload: unknown, options: { username?: string; ip?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/v1/public/waitlist/${options.username ?? USERNAME}/register`,
    payload: payload as Record<string, unknown>,
    remoteAddress: options.ip ?? `10.20.0.${nextIp++}`,
  });
}

async function itemByCode(code: string) {
  const [row] = await t.database.db.select().from(queueItems).where(eq(queueItems.publicCode, code));
  if (!row) throw new Error(`no queue item ${code}`);
  return row;
}

async function itemCount() {
  const [row] = await t.database.db.select({ n: count() }).from(queueItems);
  return row?.n ?? 0;
}

const walkIn = { type: 'waitlist', name: 'Rosa Online', phone: '5544332211', group_size: 3 };

describe('GET /v1/public/waitlist/{username}', () => {
  it('answers, without a session, what the registration page offers', async () => {
    const response = await info();
    expect(response.statusCode, response.body).toBe(200);
    const { data } = v.parse(dataOf(PublicWaitlistInfoSchema), response.json());
    expect(data).toMatchObject({
      location: { name: 'Taquería Demo', username: USERNAME, timezone: 'America/Mexico_City' },
      waitlist_open: true,
      booking_open: true,
      max_group_size: 10,
      closed_message: DEFAULT_WAITLIST_SETTINGS.kiosk_closed_message,
      service_required: false,
      block_duration_mins: 60,
      terms: { waitlist_s: 'Lista de espera', booking_s: 'Reservación' },
    });
    expect(data.shows_wait_time).toBe(true);
    expect(data.services.map((service) => service.name)).toEqual([
      'Mesa en terraza',
      'Paquete cumpleaños',
      'Reservación de mesa',
      'Taquiza para eventos',
    ]);
    expect(data.services[0]).toEqual({
      id: serviceNamed('Mesa en terraza').id,
      name: 'Mesa en terraza',
      duration_mins: 90,
    });
  });

  it('does not offer inactive or hidden services', async () => {
    const terraza = serviceNamed('Mesa en terraza');
    const taquiza = serviceNamed('Taquiza para eventos');
    await t.database.db
      .update(products)
      .set({ waitlistStatus: 'inactive' })
      .where(eq(products.id, terraza.id));
    await t.database.db.update(products).set({ status: 'inactive' }).where(eq(products.id, taquiza.id));
    try {
      const { data } = (await info()).json();
      expect(data.services.map((service: { name: string }) => service.name)).toEqual([
        'Paquete cumpleaños',
        'Reservación de mesa',
      ]);
    } finally {
      await t.database.db
        .update(products)
        .set({ waitlistStatus: 'active', status: 'active' })
        .where(eq(products.locationId, mainId));
    }
  });

  it('says the waitlist is closed when reception is off or public registration is disabled', async () => {
    await setSettings({ enabled: false, kiosk_closed_message: 'Hoy cerramos temprano.' });
    const off = (await info()).json().data;
    expect(off).toMatchObject({
      waitlist_open: false,
      booking_open: true,
      closed_message: 'Hoy cerramos temprano.',
    });
    expect(off.shows_wait_time).toBe(false);

    await setSettings({
      waitlist: { ...DEFAULT_WAITLIST_SETTINGS.waitlist, public_enabled: false },
      booking: { ...DEFAULT_WAITLIST_SETTINGS.booking, public_enabled: false },
    });
    expect((await info()).json().data).toMatchObject({ waitlist_open: false, booking_open: false });
  });

  it("answers 404 'Negocio no encontrado.' for an unknown or inactive business", async () => {
    const unknown = await info('no-existe');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Negocio no encontrado.');
    const [main] = await t.database.db.select().from(locations).where(eq(locations.id, mainId));
    await t.database.db.insert(locations).values({
      companyId: main?.companyId ?? 0,
      name: 'Cerrada',
      username: 'sucursal-cerrada',
      status: 'inactive',
    });
    expect((await info('sucursal-cerrada')).statusCode).toBe(404);
  });
});

describe('POST /v1/public/waitlist/{username}/register: joining the waitlist', () => {
  it('creates a public entry, its contact, the created event and the SMS with the turn link', async () => {
    const response = await register(walkIn);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data.url).toBe(`http://localhost:8080/t/${data.code}`);

    const item = await itemByCode(data.code);
    expect(item).toMatchObject({
      type: 'waitlist',
      status: 'pending',
      source: 'public',
      name: 'Rosa Online',
      phone: '+525544332211',
      groupSize: 3,
      initialGroupSize: 3,
      assignedUserId: null,
    });
    expect(item.quotedWaitMins).toEqual(expect.any(Number));
    const [contact] = await t.database.db
      .select()
      .from(contacts)
      .where(eq(contacts.id, item.contactId ?? 0));
    expect(contact).toMatchObject({ name: 'Rosa Online', phone: '+525544332211' });

    const events = await t.database.db.select().from(queueEvents).where(eq(queueEvents.queueItemId, item.id));
    expect(events).toMatchObject([{ type: 'created', userId: null, data: { source: 'public' } }]);
    const [sms] = await t.database.db.select().from(messages).where(eq(messages.queueItemId, item.id));
    expect(sms?.body).toBe(
      `Hola Rosa Online, te anotamos en la lista de espera de Taqueria Demo. Sigue tu turno en ${data.url}`,
    );
    expect(sms?.userId).toBeNull();
  });

  it("shows on the host's 'Listado de hoy'", async () => {
    const { data } = (await register({ ...walkIn, name: 'Visible En Lista', phone: '5544332299' })).json();
    const host = await loginAs(t.app, DEMO.host);
    const list = await t.app.inject({ url: '/v1/waitlist/hostess/status-data', headers: bearer(host) });
    const entry = v
      .parse(dataOf(StatusDataSchema), list.json())
      .data.entries.find((row) => row.name === 'Visible En Lista');
    expect(entry).toMatchObject({ type: 'waitlist', status: 'pending', group_size: 3, url: data.url });
  });

  it("reuses the company's contact with that phone", async () => {
    const { data } = (await register({ ...walkIn, name: 'María G.', phone: '+52 55 2345 6701' })).json();
    expect((await itemByCode(data.code)).contactId).toBe(mariaId);
  });

  it('is refused with a 409 while reception is off or public registration is disabled, storing nothing', async () => {
    const before = await itemCount();
    await setSettings({ enabled: false, kiosk_closed_message: 'Hoy cerramos temprano.' });
    const off = await register(walkIn);
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe('Hoy cerramos temprano.');

    await setSettings({ waitlist: { ...DEFAULT_WAITLIST_SETTINGS.waitlist, public_enabled: false } });
    const disabled = await register(walkIn);
    expect(disabled.statusCode).toBe(409);
    expect(disabled.json().message).toBe(DEFAULT_WAITLIST_SETTINGS.kiosk_closed_message);
    expect(await itemCount()).toBe(before);
  });

  it('checks the group size against max_group_size (01 §5.5)', async () => {
    await setSettings({ max_group_size: 4 });
    const big = await register({ ...walkIn, group_size: 5 });
    expect(big.statusCode).toBe(422);
    expect(big.json().errors).toEqual({ group_size: ['El tamaño del grupo debe ser menor o igual a 4'] });
    const none = await register({ ...walkIn, group_size: null });
    expect(none.json().errors).toEqual({ group_size: ['Selecciona el tamaño del grupo'] });
  });

  it('requires a visible service when the form asks for one, and never an employee', async () => {
    await setSettings({ form_items: { service: true, employee: true, email: false } });
    const missing = await register(walkIn);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ product_id: ['Selecciona un servicio'] });

    const terraza = serviceNamed('Mesa en terraza');
    await t.database.db
      .update(products)
      .set({ waitlistStatus: 'inactive' })
      .where(eq(products.id, terraza.id));
    const hidden = await register({ ...walkIn, product_id: terraza.id });
    await t.database.db.update(products).set({ waitlistStatus: 'active' }).where(eq(products.id, terraza.id));
    expect(hidden.json().errors).toEqual({ product_id: ['Selecciona un servicio'] });

    const ok = await register({ ...walkIn, phone: '55 6100 0001', product_id: terraza.id });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await itemByCode(ok.json().data.code)).productId).toBe(terraza.id);
  });

  it('answers bad input with Spanish messages per field, never a 500', async () => {
    const before = await itemCount();
    const cases: [unknown, Record<string, string[]>][] = [
      [{ ...walkIn, phone: '123' }, { phone: ['El número de celular no es válido.'] }],
      [{ ...walkIn, name: '   ' }, { name: ['Escribe tu nombre.'] }],
      [{ ...walkIn, name: undefined }, { name: ['Este campo es obligatorio.'] }],
      [{ ...walkIn, phone: 5544332211 }, { phone: ['Escribe tu número de celular.'] }],
      [{ ...walkIn, name: 'n'.repeat(101) }, { name: ['El nombre debe tener como máximo 100 caracteres.'] }],
      [{ ...walkIn, type: 'kiosko' }, { type: ['Selecciona el tipo de registro.'] }],
      [{ ...walkIn, group_size: 'tres' }, { group_size: ['Selecciona el tamaño del grupo'] }],
      [{ ...walkIn, product_id: 'mesa' }, { product_id: ['Selecciona un servicio'] }],
      [
        { ...walkIn, notes: 'n'.repeat(256) },
        { notes: ['Las notas deben tener como máximo 255 caracteres.'] },
      ],
    ];
    for (const [payload, errors] of cases) {
      const response = await register(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().errors, JSON.stringify(payload)).toEqual(errors);
    }
    const notAnObject = await register([1, 2]);
    expect(notAnObject.statusCode).toBe(422);
    expect(await itemCount()).toBe(before);
  });

  it('limits registrations per minute and IP with a Spanish 429', async () => {
    const ip = '10.99.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await register({ ...walkIn, phone: '123' }, { ip })).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(422));
    expect(statuses[10]).toBe(429);
    const limited = await register(walkIn, { ip });
    expect(limited.json().message).toBe('Demasiados intentos. Espera un momento e intenta de nuevo.');
    expect((await register(walkIn, { ip: '10.99.0.2' })).statusCode).toBe(200);
  });

  it("answers 404 'Negocio no encontrado.' for an unknown business", async () => {
    const response = await register(walkIn, { username: 'no-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Negocio no encontrado.');
  });
});

describe('POST /v1/public/waitlist/{username}/register: booking', () => {
  const DAY_MS = 86_400_000;
  const localDate = (offsetDays: number) =>
    new Date(Date.now() + offsetDays * DAY_MS).toLocaleDateString('en-CA', {
      timeZone: 'America/Mexico_City',
    });

  /** A start the customer page offers (POST .../availability), as ISO with Z. */
  async function offeredSlot(productId?: number): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: `/v1/public/waitlist/${USERNAME}/availability`,
      payload: { from: localDate(2), to: localDate(6), ...(productId ? { product_id: productId } : {}) },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [slot] = response.json().data as { time: string }[];
    if (!slot) throw new Error('no slot offered');
    return new Date(slot.time).toISOString();
  }

  it("books with the service's duration, else the location's block duration", async () => {
    const birthday = serviceNamed('Paquete cumpleaños');
    const future = await offeredSlot(birthday.id);
    const withService = await register({
      ...walkIn,
      phone: '55 6100 0002',
      type: 'booking',
      booking_date: future,
      product_id: birthday.id,
    });
    expect(withService.statusCode, withService.body).toBe(200);
    const booked = await itemByCode(withService.json().data.code);
    expect(booked).toMatchObject({
      type: 'booking',
      source: 'public',
      durationMins: 120,
      productId: birthday.id,
    });
    expect(booked.bookingDate?.toISOString()).toBe(future);
    expect(booked.quotedWaitMins).toBeNull();
    const [sms] = await t.database.db.select().from(messages).where(eq(messages.queueItemId, booked.id));
    expect(sms?.body).toMatch(/^Hola Rosa Online, registramos tu reserva en Taqueria Demo para el /);

    await setSettings({ booking: { ...DEFAULT_WAITLIST_SETTINGS.booking, block_duration_mins: 45 } });
    const plain = await register({
      ...walkIn,
      phone: '55 6100 0003',
      type: 'booking',
      booking_date: await offeredSlot(),
    });
    expect(plain.statusCode, plain.body).toBe(200);
    expect((await itemByCode(plain.json().data.code)).durationMins).toBe(45);
  });

  it('needs a date and time, one still to come', async () => {
    const missing = await register({ ...walkIn, type: 'booking' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ booking_date: ['Selecciona una fecha y hora'] });
    const past = await register({ ...walkIn, type: 'booking', booking_date: '2020-01-01T12:00:00-06:00' });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors).toEqual({ booking_date: ['Ese horario ya no está disponible. Elige otro.'] });
    // A time the real availability does not offer (03:00, outside the hours) is refused the same way.
    const night = new Date(`${localDate(3)}T03:00:00-06:00`).toISOString();
    const outside = await register({ ...walkIn, type: 'booking', booking_date: night });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors).toEqual({
      booking_date: ['Ese horario ya no está disponible. Elige otro.'],
    });
  });

  it('is refused with a 409 when online booking is disabled, even with reception on', async () => {
    await setSettings({ booking: { ...DEFAULT_WAITLIST_SETTINGS.booking, public_enabled: false } });
    const before = await itemCount();
    const future = new Date(Date.now() + 3 * DAY_MS).toISOString();
    const response = await register({ ...walkIn, type: 'booking', booking_date: future });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Este negocio no recibe reservaciones en línea por ahora.');
    expect(await itemCount()).toBe(before);
    const [bookings] = await t.database.db
      .select({ n: count() })
      .from(queueItems)
      .where(
        and(
          eq(queueItems.locationId, mainId),
          eq(queueItems.source, 'public'),
          eq(queueItems.type, 'booking'),
        ),
      );
    expect(bookings?.n).toBe(2);
  });
});

describe('POST /v1/public/waitlist/{username}/register: messages anonymous pages may cause', () => {
  const toPhone = async (phone: string) =>
    (await t.database.db.select({ n: count() }).from(messages).where(eq(messages.recipient, phone)))[0]?.n;

  it('a second registration of one phone answers the same turn and sends no second SMS', async () => {
    const walkInAgain = { ...walkIn, name: 'Dos Veces', phone: '55 6000 0001' };
    const before = await itemCount();
    const first = await register(walkInAgain);
    expect(first.statusCode, first.body).toBe(200);
    const again = await register({ ...walkInAgain, group_size: 5 });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await itemCount()).toBe(before + 1);
    expect(await toPhone('+525560000001')).toBe(1);

    // Once the turn is over, the phone may register again.
    await t.database.db
      .update(queueItems)
      .set({ status: 'completed' })
      .where(eq(queueItems.publicCode, first.json().data.code));
    const later = await register(walkInAgain);
    expect(later.json().data.code).not.toBe(first.json().data.code);
    expect(await toPhone('+525560000001')).toBe(2);
  });

  it("past the business's daily cap the registration goes on without SMS, and the host sees why", async () => {
    const host = await loginAs(t.app, DEMO.host);
    const status = async () =>
      v.parse(
        dataOf(StatusDataSchema),
        (await t.app.inject({ url: '/v1/waitlist/hostess/status-data', headers: bearer(host) })).json(),
      ).data.status;
    expect((await status()).public_messages_capped).toBe(false);
    const [main] = await t.database.db.select().from(locations).where(eq(locations.id, mainId));
    const sent = await t.database.db
      .select({ n: count() })
      .from(messages)
      .where(and(eq(messages.companyId, main?.companyId ?? 0), eq(messages.publicTrigger, true)));
    // Earlier messages of the public pages up to the cap (the tests above sent some already).
    const missing = PUBLIC_MESSAGE_CAPS.perBusiness - (sent[0]?.n ?? 0);
    await t.database.db.insert(messages).values(
      Array.from({ length: missing }, (_, i) => ({
        companyId: main?.companyId ?? 0,
        locationId: mainId,
        channel: 'sms' as const,
        recipient: `+5255610${String(i).padStart(5, '0')}`,
        body: 'Hola',
        publicTrigger: true,
      })),
    );

    const response = await register({ ...walkIn, name: 'Sin Mensaje', phone: '55 6000 0002' });
    expect(response.statusCode, response.body).toBe(200);
    const item = await itemByCode(response.json().data.code);
    expect(item.status).toBe('pending');
    expect(await toPhone('+525560000002')).toBe(0);
    expect((await status()).public_messages_capped).toBe(true);
    // The kitchen's inbox of the same business says so too.
    const kitchen = await t.app.inject({
      url: '/v1/pos/staff/order/status-data',
      headers: bearer(await loginAs(t.app, DEMO.kitchen)),
    });
    expect(kitchen.json().data.status.public_messages_capped).toBe(true);
  });
});
