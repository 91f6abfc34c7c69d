import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { waitlistSettings } from '../../server/db/schema';
import { dataOf } from '../../src/domain/contract/common';
import {
  QUEUE_ACTIONS,
  QUEUE_CONFLICT_MESSAGES,
  type QueueAction,
  QueueChangeResultSchema,
  QueueEventSchema,
} from '../../src/domain/contract/queue-actions';
import { NO_BALANCE_MESSAGE } from '../../src/domain/contract/subscription';
import { formatCustomerDate } from '../../src/domain/rules/message-template';
import { toGsm7Text } from '../../src/domain/rules/sms-text';
import { openEventStream } from './helpers/event-stream';
import {
  type DemoLocation,
  demoLocations,
  eventTypesOf,
  insertQueueItem,
  leaveBalance,
  messagesOf,
  type NewQueueItem,
  queueItemRow,
} from './helpers/queue-fixtures';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

const ZONE = 'America/Mexico_City';
const MINUTE = 60_000;
let clock = new Date();
let t: TestApp;
let host: string;
let main: DemoLocation;
let branch: DemoLocation;

beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
  host = await loginAs(t.app, DEMO.host);
  ({ main, branch } = await demoLocations(t.database.db));
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  clock = new Date();
});

const item = (values: Partial<NewQueueItem> = {}) =>
  insertQueueItem(t.database.db, { locationId: main.id, ...values });
const booking = (values: Partial<NewQueueItem> = {}) =>
  item({ type: 'booking', bookingDate: new Date(Date.now() + 3 * 60 * MINUTE), durationMins: 60, ...values });

function act(id: number | string, action: string, options: { token?: string; key?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/v1/waitlist/queue/${id}/${action}`,
    headers: { ...bearer(options.token ?? host), ...(options.key ? { 'idempotency-key': options.key } : {}) },
  });
}

async function acted(id: number, action: QueueAction) {
  const response = await act(id, action);
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(dataOf(QueueChangeResultSchema), response.json()).data;
}

async function shown(id: number) {
  const response = await t.app.inject({ url: `/v1/waitlist/queue/${id}`, headers: bearer(host) });
  return response.json().data;
}

const texts = async (id: number) => (await messagesOf(t.database.db, id)).map((message) => message.body);
const events = (id: number) => eventTypesOf(t.database.db, id);

describe('ready', () => {
  it('marks a waiting entry ready, answers the item as GET shows it and sends waitlist_ready', async () => {
    const id = await item({ name: 'Rosa Medina' });
    const result = await acted(id, 'ready');
    expect(result.item).toMatchObject({ id, status: 'ready', status_name: 'Listo' });
    expect(result.item.ready_at).not.toBeNull();
    expect(result.item).toEqual(await shown(id));
    expect(result.message).toBe('queued');

    const [message] = await messagesOf(t.database.db, id);
    expect(message).toMatchObject({
      id: result.message_id,
      channel: 'sms',
      recipient: '+525511112222',
      body: 'Hola Rosa Medina, ya tenemos lista tu mesa en Taqueria Demo. Te esperamos.',
      queueItemId: id,
    });
    expect(await events(id)).toEqual(['ready']);
  });

  it("is a booking's repeatable reminder: stays ready, keeps the first ready_at, moves booking_reminder_at", async () => {
    const bookingDate = new Date(Date.now() + 2 * 60 * MINUTE);
    const id = await booking({ name: 'Tomás Ibarra', bookingDate });
    const first = await acted(id, 'ready');
    expect(first.item.status).toBe('ready');
    expect(first.item.booking_reminder_at).not.toBeNull();

    clock = new Date(clock.getTime() + 5 * MINUTE);
    const second = await acted(id, 'ready');
    expect(second.item.status).toBe('ready');
    expect(second.item.ready_at).toBe(first.item.ready_at);
    expect(Date.parse(second.item.booking_reminder_at ?? '')).toBe(clock.getTime());
    const reminder = `Hola Tomas Ibarra, te recordamos tu reserva en Taqueria Demo para el ${toGsm7Text(formatCustomerDate(bookingDate, ZONE))}.`;
    expect(await texts(id)).toEqual([reminder, reminder]);
    expect(await events(id)).toEqual(['ready', 'ready']);
  });
});

describe('notify', () => {
  it('moves a pending entry to notified with waitlist_upcoming, and repeats', async () => {
    const id = await item({ name: 'Iván Soto' });
    const first = await acted(id, 'notify');
    expect(first.item).toMatchObject({ status: 'notified', status_name: 'Notificado' });
    expect(Date.parse(first.item.notified_at ?? '')).toBe(clock.getTime());

    clock = new Date(clock.getTime() + MINUTE);
    const again = await acted(id, 'notify');
    expect(again.item.status).toBe('notified');
    expect(Date.parse(again.item.notified_at ?? '')).toBe(clock.getTime());
    expect(await texts(id)).toEqual([
      'Hola Ivan Soto, ya casi es tu turno en Taqueria Demo.',
      'Hola Ivan Soto, ya casi es tu turno en Taqueria Demo.',
    ]);
    expect(await events(id)).toEqual(['alert_requested', 'alert_requested']);
  });

  it('leaves a ready entry ready', async () => {
    const id = await item({ status: 'ready', readyAt: new Date() });
    expect((await acted(id, 'notify')).item.status).toBe('ready');
  });
});

describe('complete', () => {
  it('completes and checks in an entry not checked in yet, with no message', async () => {
    const id = await item({ status: 'ready', readyAt: new Date() });
    const result = await acted(id, 'complete');
    expect(result).toMatchObject({
      item: { status: 'completed', status_name: 'Completado' },
      message: 'none',
    });
    expect(Date.parse(result.item.checked_in_at ?? '')).toBe(clock.getTime());
    expect((await queueItemRow(t.database.db, id)).completedAt?.getTime()).toBe(clock.getTime());
    expect(await events(id)).toEqual(['checked_in', 'completed']);
    expect(await texts(id)).toEqual([]);
  });

  it('keeps an earlier check-in', async () => {
    const checkedIn = new Date(Date.now() - 20 * MINUTE);
    const id = await booking({ checkedInAt: checkedIn });
    const result = await acted(id, 'complete');
    expect(Date.parse(result.item.checked_in_at ?? '')).toBe(checkedIn.getTime());
    expect(await events(id)).toEqual(['completed']);
  });
});

describe('cancel', () => {
  it('cancels an entry with waitlist_canceled and a booking with booking_canceled', async () => {
    const entry = await item({ name: 'Elena Ruiz' });
    expect((await acted(entry, 'cancel')).item).toMatchObject({
      status: 'canceled',
      status_name: 'Cancelado',
    });
    expect(await texts(entry)).toEqual(['Hola Elena Ruiz, tu turno en Taqueria Demo fue cancelado.']);

    const reserved = await booking({ name: 'Elena Ruiz' });
    const result = await acted(reserved, 'cancel');
    expect(Date.parse(result.item.canceled_at ?? '')).toBe(clock.getTime());
    expect(await texts(reserved)).toEqual(['Hola Elena Ruiz, tu reserva en Taqueria Demo fue cancelada.']);
    expect(await events(reserved)).toEqual(['canceled']);
  });
});

describe('request-confirmation', () => {
  it("asks the customer with the item's public link and resets an earlier answer", async () => {
    const id = await item({
      name: 'Óscar Lara',
      confirmationRequestedAt: new Date(Date.now() - 30 * MINUTE),
      confirmationResponse: true,
      confirmationResponseAt: new Date(Date.now() - 25 * MINUTE),
    });
    const result = await acted(id, 'request-confirmation');
    expect(result.item.confirmation_request).toEqual({
      response: null,
      response_at: null,
      created_at: result.item.confirmation_request?.created_at,
    });
    expect(Date.parse(result.item.confirmation_request?.created_at ?? '')).toBe(clock.getTime());
    expect(result.item.url).toMatch(/^http:\/\/localhost:8080\/t\/[A-Za-z0-9]{8}$/);
    expect(await texts(id)).toEqual([
      `Hola Oscar Lara, ¿sigues en camino a Taqueria Demo? Confirma o cancela en ${result.item.url}`,
    ]);
    expect(await events(id)).toEqual(['confirmation_requested']);
  });

  it('puts the public link wherever the template asks for {url}', async () => {
    await t.database.db
      .update(waitlistSettings)
      .set({
        settings: sql`jsonb_set(${waitlistSettings.settings}, '{message_templates,waitlist_confirmation}', '"Confirma aquí: {url}"')`,
      })
      .where(eq(waitlistSettings.locationId, main.id));
    const id = await item();
    const result = await acted(id, 'request-confirmation');
    expect(await texts(id)).toEqual([`Confirma aquí: ${result.item.url}`]);
  });
});

describe('the actions-offered table on the server', () => {
  it('refuses any action on a completed or canceled item with 409 and changes nothing', async () => {
    for (const status of ['completed', 'canceled'] as const) {
      const id = await item({ status });
      for (const action of QUEUE_ACTIONS) {
        const response = await act(id, action);
        expect(response.statusCode, `${status} ${action}`).toBe(409);
        expect(response.json().message).toBe(QUEUE_CONFLICT_MESSAGES.closed);
      }
      expect((await queueItemRow(t.database.db, id)).status).toBe(status);
      expect(await events(id)).toEqual([]);
      expect(await texts(id)).toEqual([]);
    }
  });

  it('refuses an action the table does not offer with 409 notAllowed', async () => {
    const cases: [Partial<NewQueueItem>, QueueAction][] = [
      [{ type: 'booking', bookingDate: new Date(), durationMins: 30 }, 'notify'],
      [{ type: 'booking', bookingDate: new Date(), durationMins: 30 }, 'request-confirmation'],
      [{ status: 'ready' }, 'ready'],
      [{ status: 'ready' }, 'request-confirmation'],
      [{ status: 'pending' }, 'complete'],
    ];
    for (const [values, action] of cases) {
      const id = await item(values);
      const response = await act(id, action);
      expect(response.statusCode, `${JSON.stringify(values)} ${action}`).toBe(409);
      expect(response.json().message).toBe(QUEUE_CONFLICT_MESSAGES.notAllowed);
      expect(await events(id)).toEqual([]);
    }
  });

  it('after a declined confirmation offers Cancel instead of Ready and Complete in the menu', async () => {
    const id = await item({
      status: 'notified',
      confirmationRequestedAt: new Date(),
      confirmationResponse: false,
      confirmationResponseAt: new Date(),
    });
    expect((await act(id, 'ready')).statusCode).toBe(409);
    expect((await acted(id, 'complete')).item.status).toBe('completed');
  });
});

describe('who and which item', () => {
  it("answers 404 for another location's item and for an unknown id", async () => {
    const owner = await loginAs(t.app, DEMO.owner);
    const elsewhere = await insertQueueItem(t.database.db, { locationId: branch.id });
    for (const token of [host, owner]) {
      for (const action of QUEUE_ACTIONS)
        expect((await act(elsewhere, action, { token })).statusCode).toBe(404);
    }
    expect((await act(2_000_000_000, 'ready')).statusCode).toBe(404);
    expect((await queueItemRow(t.database.db, elsewhere)).status).toBe('pending');
  });

  it('denies every action to a waitlist reader (403) and to a kitchen user', async () => {
    const id = await item();
    for (const email of [DEMO.reader, DEMO.kitchen]) {
      const token = await loginAs(t.app, email);
      for (const action of QUEUE_ACTIONS) expect((await act(id, action, { token })).statusCode).toBe(403);
    }
    expect(await events(id)).toEqual([]);
  });

  it('answers 422 (never 500) for an unknown action or a bad id', async () => {
    const id = await item();
    const unknown = await act(id, 'seat');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ action: ['La acción no es válida.'] });
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const response = await act(bad, 'ready');
      expect(response.statusCode, bad).toBe(422);
      expect(response.json().errors.id).toEqual(['El identificador no es válido.']);
    }
    const empty = await act(id, '');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ action: ['La acción no es válida.'] });
  });
});

describe('with too little balance', () => {
  beforeAll(async () => {
    await leaveBalance(t.database.db, main.companyId, 0);
  });
  afterAll(async () => {
    await leaveBalance(t.database.db, main.companyId, 100);
  });

  it.each([
    ['ready', {}],
    ['cancel', {}],
  ] as const)('%s still happens and answers message no_balance', async (action, values) => {
    const id = await item(values);
    const result = await acted(id, action);
    expect(result.message).toBe('no_balance');
    expect(result.message_id).toBeNull();
    expect(result.item.status).toBe(action === 'ready' ? 'ready' : 'canceled');
    expect(await texts(id)).toEqual([]);
    expect(await events(id)).toEqual([action === 'ready' ? 'ready' : 'canceled']);
  });

  it('complete still happens (it sends nothing)', async () => {
    const id = await item({ status: 'ready' });
    expect(await acted(id, 'complete')).toMatchObject({ item: { status: 'completed' }, message: 'none' });
  });

  it.each(['notify', 'request-confirmation'] as const)(
    '%s, whose purpose is the message, answers errors.no_balance and changes nothing',
    async (action) => {
      const id = await item();
      const before = await queueItemRow(t.database.db, id);
      const response = await act(id, action);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        message: NO_BALANCE_MESSAGE,
        errors: { no_balance: [NO_BALANCE_MESSAGE] },
      });
      expect(await queueItemRow(t.database.db, id)).toEqual(before);
      expect(await events(id)).toEqual([]);
      expect(await texts(id)).toEqual([]);
    },
  );
});

describe('Idempotency-Key', () => {
  it('a replayed action acts once, sends one message and answers the same', async () => {
    const id = await item();
    const first = await act(id, 'notify', { key: `notify-${id}` });
    expect(first.statusCode).toBe(200);
    clock = new Date(clock.getTime() + MINUTE);
    const replay = await act(id, 'notify', { key: `notify-${id}` });
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replay']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(await texts(id)).toHaveLength(1);
    expect(await events(id)).toEqual(['alert_requested']);
  });

  it('the same key on another action is a 422 and does not act', async () => {
    const id = await item();
    expect((await act(id, 'ready', { key: `k-${id}` })).statusCode).toBe(200);
    const other = await act(id, 'complete', { key: `k-${id}` });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({
      'Idempotency-Key': ['La clave de idempotencia ya se usó con otra solicitud.'],
    });
    expect((await queueItemRow(t.database.db, id)).status).toBe('ready');
  });
});

describe('GET /v1/waitlist/queue/{id}/events', () => {
  const timeline = (id: number, token = host) =>
    t.app.inject({ url: `/v1/waitlist/queue/${id}/events`, headers: bearer(token) });

  it("lists the item's events oldest first, with who acted and the message outcome", async () => {
    const id = await item();
    await acted(id, 'notify');
    await acted(id, 'request-confirmation');
    await acted(id, 'ready');
    await acted(id, 'complete');
    const response = await timeline(id);
    expect(response.statusCode).toBe(200);
    const events = v.parse(dataOf(v.array(QueueEventSchema)), response.json()).data;
    expect(events.map((event) => event.type)).toEqual([
      'alert_requested',
      'confirmation_requested',
      'ready',
      'checked_in',
      'completed',
    ]);
    expect(events.every((event) => event.user?.name === 'Hugo Anfitrión')).toBe(true);
    expect(events[0]?.created_at).toMatch(/-0[56]:00$/);
    expect(events[0]?.data).toMatchObject({ message: 'queued' });
    const times = events.map((event) => Date.parse(event.created_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it("is readable by a waitlist reader, not by the kitchen, and 404 for another location's item", async () => {
    const id = await item();
    await acted(id, 'ready');
    const reader = await loginAs(t.app, DEMO.reader);
    expect((await timeline(id, reader)).json().data).toHaveLength(1);
    expect((await timeline(id, await loginAs(t.app, DEMO.kitchen))).statusCode).toBe(403);
    const elsewhere = await insertQueueItem(t.database.db, { locationId: branch.id });
    expect((await timeline(elsewhere)).statusCode).toBe(404);
    expect((await timeline(id + 1_000_000)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: '/v1/waitlist/queue/x/events', headers: bearer(host) })).statusCode,
    ).toBe(422);
  });
});

describe('live updates', () => {
  it("announces the change to the location's open screens when it commits", async () => {
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(origin, bearer(host));
    try {
      const id = await item();
      await acted(id, 'ready');
      const hint = await stream.next((event) => event.event === 'changed' && event.data.includes('waitlist'));
      expect(JSON.parse(hint.data)).toEqual({ area: 'waitlist', id });
    } finally {
      stream.close();
    }
  });
});
