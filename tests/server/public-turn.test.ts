import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPublicCode } from '../../server/db/public-code';
import { locations, queueEvents, queueItems, waitlistSettings } from '../../server/db/schema';
import { dataOf } from '../../src/domain/contract/common';
import { type PublicTurn, PublicTurnSchema } from '../../src/domain/contract/public-waitlist';
import { DEFAULT_WAITLIST_SETTINGS } from '../../src/domain/contract/settings';
import { MIN_SAMPLES } from '../../src/domain/rules/wait-quote';
import { openEventStream } from './helpers/event-stream';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

const USERNAME = 'turnos-prueba';
const MIN = 60_000;
let t: TestApp;
let locationId: number;
let companyId: number;
let nextIp = 1;

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  const [main] = await db.select().from(locations).where(eq(locations.username, 'taqueria-demo'));
  const [location] = await db
    .insert(locations)
    .values({ companyId: main?.companyId ?? 0, name: 'Fonda Turnos', username: USERNAME })
    .returning({ id: locations.id });
  locationId = location?.id ?? 0;
  companyId = main?.companyId ?? 0;
  await db.insert(waitlistSettings).values({ companyId, locationId, settings: DEFAULT_WAITLIST_SETTINGS });
  // History: yesterday enough couples to quote from, each alone in the queue, ready after 20 minutes.
  const yesterday = Date.now() - 86_400_000;
  await db.insert(queueItems).values(
    Array.from({ length: MIN_SAMPLES }, (_, i) => ({
      companyId,
      locationId,
      type: 'waitlist' as const,
      name: 'Ayer',
      groupSize: 2,
      status: 'completed' as const,
      createdAt: new Date(yesterday + i * 21 * MIN),
      readyAt: new Date(yesterday + (i * 21 + 20) * MIN),
      publicCode: newPublicCode(),
    })),
  );
});
afterAll(async () => {
  await t?.close();
});

async function join(name: string, username = USERNAME): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/v1/public/waitlist/${username}/register`,
    payload: { type: 'waitlist', name, phone: `55100000${String(nextIp).padStart(2, '0')}`, group_size: 2 },
    remoteAddress: `10.30.0.${nextIp++}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.code;
}

async function turn(code: string): Promise<PublicTurn> {
  const response = await t.app.inject({ url: `/v1/public/queue/${code}` });
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(dataOf(PublicTurnSchema), response.json()).data;
}

function answer(code: string, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: `/v1/public/queue/${code}/confirmation`,
    payload: payload as Record<string, unknown>,
  });
}

async function itemOf(code: string) {
  const [row] = await t.database.db.select().from(queueItems).where(eq(queueItems.publicCode, code));
  if (!row) throw new Error(`no item ${code}`);
  return row;
}

const setItem = async (code: string, values: Partial<typeof queueItems.$inferInsert>) =>
  t.database.db.update(queueItems).set(values).where(eq(queueItems.publicCode, code));

async function confirmationEvents(code: string) {
  const item = await itemOf(code);
  return t.database.db
    .select()
    .from(queueEvents)
    .where(and(eq(queueEvents.queueItemId, item.id), eq(queueEvents.type, 'confirmation_response')));
}

describe('GET /v1/public/queue/{code}', () => {
  it('tells each party how many are ahead today and its wait, and nothing private', async () => {
    const first = await join('Primera Mesa');
    const second = await join('Segunda Mesa');
    const third = await join('Tercera Mesa');
    await setItem(third, { notes: 'Cliente difícil' });

    const turns = [await turn(first), await turn(second), await turn(third)];
    expect(turns.map((row) => row.position)).toEqual([0, 1, 2]);
    // 20 minutes with nobody ahead, so 20 per party in front plus its own turn.
    expect(turns.map((row) => row.wait_estimate_mins)).toEqual([20, 40, 60]);
    expect(turns[2]).toMatchObject({
      location_name: 'Fonda Turnos',
      type: 'waitlist',
      name: 'Tercera Mesa',
      status: 'pending',
      status_name: 'Pendiente',
      group_size: 2,
      booking_date: null,
      confirmation_pending: false,
      confirmation_response: null,
    });

    const raw = (await t.app.inject({ url: `/v1/public/queue/${third}` })).body;
    expect(Object.keys(JSON.parse(raw).data).sort()).toEqual(Object.keys(PublicTurnSchema.entries).sort());
    expect(raw).not.toContain('Cliente difícil');
    expect(raw).not.toContain('5510000');

    // The first party is seated, the second notified: the third now has one party ahead.
    await setItem(first, { status: 'ready', readyAt: new Date() });
    await setItem(second, { status: 'notified', notifiedAt: new Date() });
    expect(await turn(first)).toMatchObject({
      status: 'ready',
      status_name: 'Listo',
      position: null,
      wait_estimate_mins: null,
    });
    expect((await turn(second)).position).toBe(0);
    expect((await turn(third)).position).toBe(1);
  });

  it('gives no wait when the location does not show wait times', async () => {
    const code = await join('Sin Tiempo');
    await t.database.db
      .update(waitlistSettings)
      .set({
        settings: {
          ...DEFAULT_WAITLIST_SETTINGS,
          waitlist: { ...DEFAULT_WAITLIST_SETTINGS.waitlist, show_wait_time: false },
        },
      })
      .where(eq(waitlistSettings.locationId, locationId));
    try {
      const row = await turn(code);
      expect(row.position).toEqual(expect.any(Number));
      expect(row.wait_estimate_mins).toBeNull();
    } finally {
      await t.database.db
        .update(waitlistSettings)
        .set({ settings: DEFAULT_WAITLIST_SETTINGS })
        .where(eq(waitlistSettings.locationId, locationId));
    }
  });

  it('shows a booking with its date in the location zone and no queue position', async () => {
    const publicCode = newPublicCode();
    await t.database.db.insert(queueItems).values({
      companyId,
      locationId,
      type: 'booking',
      name: 'Reserva Web',
      phone: '+525510009999',
      groupSize: 4,
      bookingDate: new Date('2031-03-14T20:30:00-06:00'),
      durationMins: 60,
      source: 'public',
      publicCode,
    });
    expect(await turn(publicCode)).toMatchObject({
      type: 'booking',
      booking_date: '2031-03-14T20:30:00.000-06:00',
      position: null,
      wait_estimate_mins: null,
    });
  });

  it("answers 404 'Turno no encontrado.' for an unknown code and 422 for a malformed one", async () => {
    const unknown = await t.app.inject({ url: '/v1/public/queue/AAAAAAAAAAAAAAAA' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Turno no encontrado.');
    const malformed = await t.app.inject({ url: '/v1/public/queue/no%20vale!' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toEqual({ code: ['Turno no encontrado.'] });
  });
});

describe('POST /v1/public/queue/{code}/confirmation', () => {
  it('is refused (409) while no confirmation was requested, changing nothing', async () => {
    const code = await join('Sin Solicitud');
    const response = await answer(code, { response: true });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('No hay una confirmación pendiente para este turno.');
    expect((await itemOf(code)).confirmationResponse).toBeNull();
    expect(await confirmationEvents(code)).toEqual([]);
  });

  it('records the answer where the host sees it, and the latest answer wins while the turn is open', async () => {
    // On the demo location, so its host can look at the item.
    const code = await join('Con Solicitud', 'taqueria-demo');
    const requestedAt = new Date(Date.now() - 5 * MIN);
    await setItem(code, { confirmationRequestedAt: requestedAt });
    expect(await turn(code)).toMatchObject({ confirmation_pending: true, confirmation_response: null });

    const declined = await answer(code, { response: false });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data).toMatchObject({ confirmation_pending: false, confirmation_response: false });

    // The host's view of the item (GET /v1/waitlist/queue/{id}) and its timeline.
    const item = await itemOf(code);
    const host = await loginAs(t.app, DEMO.host);
    const hostView = await t.app.inject({ url: `/v1/waitlist/queue/${item.id}`, headers: bearer(host) });
    expect(hostView.statusCode, hostView.body).toBe(200);
    expect(hostView.json().data.confirmation_request).toEqual({
      response: false,
      response_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(await confirmationEvents(code)).toMatchObject([{ data: { response: false }, userId: null }]);

    const confirmed = await answer(code, { response: true });
    expect(confirmed.json().data.confirmation_response).toBe(true);
    expect((await itemOf(code)).confirmationResponse).toBe(true);
    expect((await confirmationEvents(code)).map((event) => event.data)).toEqual([
      { response: false },
      { response: true },
    ]);
  });

  it('is refused (409) once the turn is completed or canceled', async () => {
    for (const status of ['completed', 'canceled'] as const) {
      const code = await join(`Cerrado ${status}`);
      await setItem(code, { confirmationRequestedAt: new Date(), status });
      const response = await answer(code, { response: true });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('Este turno ya fue completado o cancelado.');
      expect((await itemOf(code)).confirmationResponse).toBeNull();
    }
  });

  it('answers a bad body with a Spanish 422 and an unknown code with a 404', async () => {
    const code = await join('Cuerpo Malo');
    await setItem(code, { confirmationRequestedAt: new Date() });
    for (const payload of [{ response: 'sí' }, {}, { response: null }]) {
      const response = await answer(code, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['response']);
    }
    expect((await itemOf(code)).confirmationResponse).toBeNull();
    const unknown = await answer('AAAAAAAAAAAAAAAA', { response: true });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('live updates', () => {
  it("announce a public registration and a customer's answer to the location's open screens", async () => {
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const host = await loginAs(t.app, DEMO.host);
    const stream = await openEventStream(origin, bearer(host));
    try {
      const code = await join('En Vivo', 'taqueria-demo');
      const item = await itemOf(code);
      const registered = await stream.next(
        (event) => event.event === 'changed' && event.data.includes(`"id":${item.id}`),
      );
      expect(JSON.parse(registered.data)).toEqual({ area: 'waitlist', id: item.id });

      await setItem(code, { confirmationRequestedAt: new Date() });
      const seen = stream.events.length;
      expect((await answer(code, { response: true })).statusCode).toBe(200);
      const answered = await stream.next(
        (event) =>
          stream.events.indexOf(event) >= seen &&
          event.data === JSON.stringify({ area: 'waitlist', id: item.id }),
      );
      expect(answered.event).toBe('changed');
    } finally {
      stream.close();
    }
  });
});
