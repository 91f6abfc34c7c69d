// The service worker's outbox as plain functions over a real Dexie store on fake-indexeddb, with
// a small in-memory server standing in for the network (it keeps idempotency keys like ours).
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outboxTargetOf, sendOrQueue } from '../../sw/outbox/outbox-capture';
import type { OutboxNotice } from '../../sw/outbox/outbox-protocol';
import { backoffMs, createReplayer, replayOutbox } from '../../sw/outbox/outbox-replay';
import { OutboxStore } from '../../sw/outbox/outbox-store';

const ORIGIN = 'http://tablet.test';
const CONFLICT = 'Este registro ya fue completado o cancelado; no admite más acciones.';

let store: OutboxStore;
let clock: number;
let ids: number;
let notices: OutboxNotice[];

beforeEach(() => {
  store = new OutboxStore(`outbox-test-${Math.random()}`);
  clock = Date.parse('2025-11-22T20:00:00Z');
  ids = 0;
  notices = [];
});

afterEach(async () => {
  await store.destroy();
});

function request(method: string, path: string, body?: unknown, key: string | null = `key-${path}`): Request {
  const headers = new Headers({ Accept: 'application/json' });
  if (key) headers.set('Idempotency-Key', key);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  return new Request(`${ORIGIN}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  });
}

/** A server that acts once per Idempotency-Key and answers a repeated key from its store. */
function fakeServer() {
  const answers = new Map<string, { status: number; body: unknown }>();
  const received: { path: string; key: string | null; body: string; contentType: string | null }[] = [];
  const refuse = new Map<string, { status: number; body: unknown }>();
  let online = true;
  let loseAnswers = false;
  const json = (status: number, body: unknown, replay = false) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...(replay ? { 'Idempotent-Replay': 'true' } : {}) },
    });
  const fetch = async (req: Request): Promise<Response> => {
    if (!online) throw new TypeError('Failed to fetch');
    const path = new URL(req.url).pathname;
    const key = req.headers.get('Idempotency-Key');
    const stored = key ? answers.get(key) : undefined;
    if (stored) return json(stored.status, stored.body, true);
    const answer = refuse.get(path) ?? { status: 200, body: { data: { path } } };
    received.push({ path, key, body: await req.text(), contentType: req.headers.get('Content-Type') });
    if (key) answers.set(key, answer);
    if (loseAnswers) throw new TypeError('Failed to fetch');
    return json(answer.status, answer.body);
  };
  return {
    fetch,
    received,
    refuse: (path: string, status: number, body: unknown) => refuse.set(path, { status, body }),
    answer: (path: string, status: number, body: unknown) => refuse.set(path, { status, body }),
    setOnline: (value: boolean) => {
      online = value;
    },
    loseAnswers: (value: boolean) => {
      loseAnswers = value;
    },
  };
}

type Server = ReturnType<typeof fakeServer>;

function capture(server: Server, req: Request) {
  const target = outboxTargetOf(req, ORIGIN);
  if (!target) throw new Error(`${req.method} ${req.url} is not an outbox request`);
  return sendOrQueue(req, target, {
    store,
    fetch: server.fetch,
    now: () => clock,
    newId: () => `outbox-${++ids}`,
    timeoutMs: 1000,
  });
}

function replay(server: Server, force = true) {
  return replayOutbox(
    {
      store,
      fetch: server.fetch,
      now: () => clock,
      timeoutMs: 1000,
      notify: (notice) => notices.push(notice),
    },
    { force },
  );
}

describe('which requests the outbox takes over', () => {
  it('takes queue-item actions, notes edits and registrations with an Idempotency-Key only', () => {
    expect(outboxTargetOf(request('POST', '/v1/waitlist/queue/12/ready'), ORIGIN)).toEqual({
      kind: 'action',
      itemId: 12,
      action: 'ready',
    });
    expect(
      outboxTargetOf(request('POST', '/v1/waitlist/queue/12/request-confirmation'), ORIGIN),
    ).toMatchObject({
      action: 'request-confirmation',
    });
    expect(outboxTargetOf(request('PATCH', '/v1/waitlist/queue/12/notes', { notes: 'x' }), ORIGIN)).toEqual({
      kind: 'notes',
      itemId: 12,
    });
    expect(outboxTargetOf(request('POST', '/v1/waitlist/hostess/register', {}), ORIGIN)).toEqual({
      kind: 'register',
    });

    expect(
      outboxTargetOf(request('POST', '/v1/waitlist/queue/12/ready', undefined, null), ORIGIN),
    ).toBeNull();
    expect(outboxTargetOf(request('POST', '/v1/waitlist/queue/12/ready'), 'http://other.test')).toBeNull();
    expect(outboxTargetOf(request('POST', '/v1/waitlist/queue/12/message', {}), ORIGIN)).toBeNull();
    expect(outboxTargetOf(request('PATCH', '/v1/waitlist/queue/12', {}), ORIGIN)).toBeNull();
    expect(outboxTargetOf(request('GET', '/v1/waitlist/hostess/status-data'), ORIGIN)).toBeNull();
  });
});

describe('capture: network failure → stored and answered 202', () => {
  it("passes the server's answer through, an HTTP error included, and stores nothing", async () => {
    const server = fakeServer();
    server.refuse('/v1/waitlist/queue/3/ready', 409, { message: CONFLICT, code: 'CONFLICT' });
    const ok = await capture(server, request('POST', '/v1/waitlist/queue/2/ready'));
    const refused = await capture(server, request('POST', '/v1/waitlist/queue/3/ready'));
    expect(ok.response.status).toBe(200);
    expect(refused.response.status).toBe(409);
    expect(await refused.response.json()).toMatchObject({ message: CONFLICT });
    expect(await store.all()).toEqual([]);
  });

  it('stores the whole request and answers 202 {queued, outbox_id} when the network fails', async () => {
    const server = fakeServer();
    server.setOnline(false);
    const result = await capture(
      server,
      request('PATCH', '/v1/waitlist/queue/7/notes', { notes: 'Terraza' }, 'k-1'),
    );

    expect(result.response.status).toBe(202);
    expect(result.response.headers.get('X-Mostrador-Outbox')).toBe('queued');
    expect(await result.response.json()).toEqual({ queued: true, outbox_id: 'outbox-1' });
    const [entry] = await store.all();
    expect(entry).toMatchObject({
      id: 'outbox-1',
      method: 'PATCH',
      url: `${ORIGIN}/v1/waitlist/queue/7/notes`,
      credentials: 'include',
      body: JSON.stringify({ notes: 'Terraza' }),
      itemId: 7,
      kind: 'notes',
      change: { kind: 'notes', itemId: 7, notes: 'Terraza' },
      createdAt: clock,
      attempts: 0,
      state: 'queued',
      conflict: null,
    });
    expect(new Headers(entry?.headers).get('Idempotency-Key')).toBe('k-1');
  });

  it('queues a walk-in on its temporary id, but lets an offline booking fail as any offline request', async () => {
    const server = fakeServer();
    server.setOnline(false);
    const walkIn = { type: 'waitlist', name: 'Pedro Ruiz', phone: '+525512345678', group_size: 3 };
    const queued = await capture(server, request('POST', '/v1/waitlist/hostess/register', walkIn));
    expect(queued.response.status).toBe(202);
    expect(queued.queued).toMatchObject({
      itemId: -(queued.queued?.seq ?? 0),
      kind: 'register',
      change: { kind: 'register', registration: { name: 'Pedro Ruiz', group_size: 3 } },
    });

    const booking = { ...walkIn, type: 'booking', booking_date: '2025-11-23T20:00:00Z', duration_mins: 60 };
    await expect(
      capture(server, request('POST', '/v1/waitlist/hostess/register', booking)),
    ).rejects.toThrow();
    expect(await store.all()).toHaveLength(1);
  });

  it("queues a change behind its item's waiting changes even when the network is back", async () => {
    const server = fakeServer();
    server.setOnline(false);
    await capture(server, request('POST', '/v1/waitlist/queue/7/ready'));
    server.setOnline(true);
    const later = await capture(server, request('POST', '/v1/waitlist/queue/7/complete'));
    const other = await capture(server, request('POST', '/v1/waitlist/queue/8/notify'));

    expect(later.response.status).toBe(202);
    expect(other.response.status).toBe(200);
    expect(server.received.map((call) => call.path)).toEqual(['/v1/waitlist/queue/8/notify']);
    expect((await store.all()).map((entry) => entry.change)).toEqual([
      { kind: 'action', itemId: 7, action: 'ready' },
      { kind: 'action', itemId: 7, action: 'complete' },
    ]);
  });
});

describe('replay', () => {
  async function queueOffline(server: Server, ...requests: Request[]) {
    server.setOnline(false);
    for (const req of requests) {
      await capture(server, req);
      clock += 1000;
    }
    server.setOnline(true);
  }

  it('sends every change in the order made, with its key and body, and removes each one sent', async () => {
    const server = fakeServer();
    await queueOffline(
      server,
      request('POST', '/v1/waitlist/queue/7/notify', undefined, 'a'),
      request('POST', '/v1/waitlist/queue/8/ready', undefined, 'b'),
      request('PATCH', '/v1/waitlist/queue/7/notes', { notes: 'Mesa 4' }, 'c'),
      request('POST', '/v1/waitlist/hostess/register', { type: 'waitlist', name: 'Pedro' }, 'd'),
      request('POST', '/v1/waitlist/queue/7/ready', undefined, 'e'),
    );

    const summary = await replay(server);

    expect(summary).toEqual({ sent: 5, conflicts: 0, offline: false, sessionGone: false, remaining: 0 });
    expect(server.received.map((call) => call.key)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(server.received[2]?.body).toBe(JSON.stringify({ notes: 'Mesa 4' }));
    expect(await store.all()).toEqual([]);
    expect(await store.lastSyncAt()).toBe(clock);
    expect(notices).toEqual([{ type: 'outbox-synced', at: clock }, { type: 'outbox-changed' }]);
  });

  it('replayed delivery: a change whose answer was lost acts once and leaves the outbox', async () => {
    const server = fakeServer();
    server.loseAnswers(true);
    const first = await capture(
      server,
      request('POST', '/v1/waitlist/queue/7/notify', undefined, 'same-key'),
    );
    expect(first.response.status).toBe(202);
    server.loseAnswers(false);

    const summary = await replay(server);

    expect(summary.sent).toBe(1);
    expect(server.received).toHaveLength(1);
    expect(await store.all()).toEqual([]);
  });

  it('keeps everything on a network failure, with backoff for timer passes but not for forced ones', async () => {
    const server = fakeServer();
    await queueOffline(
      server,
      request('POST', '/v1/waitlist/queue/7/ready'),
      request('POST', '/v1/waitlist/queue/8/ready'),
    );
    server.setOnline(false);

    const failed = await replay(server);
    expect(failed).toMatchObject({ sent: 0, offline: true, remaining: 2 });
    const [head, second] = await store.all();
    expect(head).toMatchObject({ attempts: 1, nextAttemptAt: clock + backoffMs(1), state: 'queued' });
    expect(second?.attempts).toBe(0);

    server.setOnline(true);
    clock += backoffMs(1) - 1;
    const timerPass = await replay(server, false);
    expect(server.received.map((call) => call.path)).toEqual(['/v1/waitlist/queue/8/ready']);
    expect(timerPass.remaining).toBe(1);

    await replay(server, true);
    expect(await store.all()).toEqual([]);
    expect(backoffMs(2)).toBe(2 * backoffMs(1));
    expect(backoffMs(50)).toBe(5 * 60_000);
  });

  it("turns a refusal into a conflict with the server's message and holds that item's later changes", async () => {
    const server = fakeServer();
    await queueOffline(
      server,
      request('POST', '/v1/waitlist/queue/7/ready', undefined, 'ready-7'),
      request('POST', '/v1/waitlist/queue/8/notify', undefined, 'notify-8'),
      request('PATCH', '/v1/waitlist/queue/7/notes', { notes: 'Tarde' }, 'notes-7'),
    );
    server.refuse('/v1/waitlist/queue/7/ready', 409, { message: CONFLICT, code: 'CONFLICT' });

    const summary = await replay(server);

    expect(summary).toMatchObject({ sent: 1, conflicts: 1, remaining: 2 });
    expect(server.received.map((call) => call.key)).toEqual(['ready-7', 'notify-8']);
    const [conflict, held] = await store.all();
    expect(conflict).toMatchObject({
      state: 'conflict',
      conflict: { status: 409, message: CONFLICT, at: clock },
    });
    expect(held).toMatchObject({ kind: 'notes', state: 'queued' });

    // A conflict stays until the host decides: another pass sends nothing of item 7.
    await replay(server);
    expect(server.received).toHaveLength(2);

    // 'Reintentar' sends it again with the same key: the server answers its stored refusal.
    await store.requeue('outbox-1');
    await replay(server);
    expect((await store.all())[0]).toMatchObject({ id: 'outbox-1', state: 'conflict' });
  });

  it('a key reused with another body (422) is a conflict with the field message', async () => {
    const server = fakeServer();
    await queueOffline(
      server,
      request('POST', '/v1/waitlist/hostess/register', { type: 'waitlist', name: 'A' }),
    );
    server.refuse('/v1/waitlist/hostess/register', 422, {
      message: 'Los datos enviados no son válidos.',
      code: 'VALIDATION_ERROR',
      errors: { 'Idempotency-Key': ['La clave de idempotencia ya se usó con otra solicitud.'] },
    });
    await replay(server);
    expect((await store.all())[0]?.conflict?.message).toBe(
      'La clave de idempotencia ya se usó con otra solicitud.',
    );
  });

  it('keeps everything on a 401 and tells the page the session is gone', async () => {
    const server = fakeServer();
    await queueOffline(
      server,
      request('POST', '/v1/waitlist/queue/7/ready'),
      request('POST', '/v1/waitlist/queue/8/ready'),
    );
    server.refuse('/v1/waitlist/queue/7/ready', 401, {
      message: 'Sesión expirada',
      code: 'USER_CREDENTIALS_NOT_FOUND',
    });

    const summary = await replay(server);

    expect(summary).toMatchObject({ sent: 0, sessionGone: true, remaining: 2 });
    expect(server.received).toHaveLength(1);
    expect((await store.all()).every((entry) => entry.state === 'queued')).toBe(true);
    expect(notices).toEqual([{ type: 'outbox-session-gone' }]);
  });

  it('a server failure (5xx) keeps the change queued with backoff, never a conflict', async () => {
    const server = fakeServer();
    await queueOffline(server, request('POST', '/v1/waitlist/queue/7/ready'));
    server.refuse('/v1/waitlist/queue/7/ready', 503, { message: 'Servicio no disponible' });
    await replay(server);
    expect((await store.all())[0]).toMatchObject({ state: 'queued', attempts: 1 });
  });

  it('concurrent triggers never send a change twice', async () => {
    const server = fakeServer();
    await queueOffline(
      server,
      request('POST', '/v1/waitlist/queue/7/ready', undefined, 'x'),
      request('POST', '/v1/waitlist/queue/8/ready', undefined, 'y'),
    );
    const replayer = createReplayer({
      store,
      fetch: server.fetch,
      now: () => clock,
      timeoutMs: 1000,
      notify: () => undefined,
    });
    await Promise.all([replayer.run({ force: true }), replayer.run({ force: true }), replayer.run()]);
    expect(server.received.map((call) => call.key)).toEqual(['x', 'y']);
    expect(await store.all()).toEqual([]);
  });
});

describe('a change sent again is the same request', () => {
  it('sends a body-less action as the page does, passed through or replayed: no body, no Content-Type', async () => {
    const server = fakeServer();
    const online = request('POST', '/v1/waitlist/queue/7/ready', undefined, 'ready-7');
    const offline = request('POST', '/v1/waitlist/queue/8/ready', undefined, 'ready-8');
    await capture(server, online.clone());
    server.setOnline(false);
    await capture(server, offline.clone());
    server.setOnline(true);
    await replay(server);

    const page = await fetchAsThePage(online);
    expect(page).toEqual({ body: '', contentType: null });
    expect(server.received.map(({ body, contentType }) => ({ body, contentType }))).toEqual([page, page]);
  });
});

/** What the server receives when the page sends the request itself (no service worker). */
async function fetchAsThePage(req: Request) {
  return { body: await req.clone().text(), contentType: req.headers.get('Content-Type') };
}

describe('a walk-in registered offline (temporary id -seq)', () => {
  async function registerOffline(server: Server) {
    server.setOnline(false);
    const { queued } = await capture(
      server,
      request('POST', '/v1/waitlist/hostess/register', { type: 'waitlist', name: 'Pedro' }, 'reg'),
    );
    if (!queued) throw new Error('not queued');
    return -queued.seq;
  }

  it('takes actions and notes on the temporary id and queues them behind the registration, even online', async () => {
    const server = fakeServer();
    const tempId = await registerOffline(server);
    expect(tempId).toBeLessThan(0);
    expect(outboxTargetOf(request('POST', `/v1/waitlist/queue/${tempId}/ready`), ORIGIN)).toEqual({
      kind: 'action',
      itemId: tempId,
      action: 'ready',
    });
    server.setOnline(true);
    const ready = await capture(
      server,
      request('POST', `/v1/waitlist/queue/${tempId}/ready`, undefined, 'r'),
    );
    const notes = await capture(
      server,
      request('PATCH', `/v1/waitlist/queue/${tempId}/notes`, { notes: 'Terraza' }, 'n'),
    );

    expect([ready.response.status, notes.response.status]).toEqual([202, 202]);
    expect(server.received).toEqual([]);
    expect((await store.all()).map((entry) => entry.itemId)).toEqual([tempId, tempId, tempId]);
  });

  it("replays them on the server's id once the registration is answered", async () => {
    const server = fakeServer();
    const tempId = await registerOffline(server);
    await capture(server, request('POST', `/v1/waitlist/queue/${tempId}/ready`, undefined, 'r'));
    await capture(server, request('PATCH', `/v1/waitlist/queue/${tempId}/notes`, { notes: 'Terraza' }, 'n'));
    server.setOnline(true);
    server.answer('/v1/waitlist/hostess/register', 201, { data: { item: { id: 41 }, message: 'none' } });

    const summary = await replay(server);

    expect(summary).toMatchObject({ sent: 3, conflicts: 0, remaining: 0 });
    expect(server.received.map((call) => call.path)).toEqual([
      '/v1/waitlist/hostess/register',
      '/v1/waitlist/queue/41/ready',
      '/v1/waitlist/queue/41/notes',
    ]);

    // A change still made on the temporary id afterwards (the list had not refetched yet) goes to 41.
    const late = await capture(
      server,
      request('POST', `/v1/waitlist/queue/${tempId}/complete`, undefined, 'c'),
    );
    expect(late.response.status).toBe(200);
    expect(server.received.at(-1)?.path).toBe('/v1/waitlist/queue/41/complete');
  });

  it('holds them while the registration waits or was refused', async () => {
    const server = fakeServer();
    const tempId = await registerOffline(server);
    await capture(server, request('POST', `/v1/waitlist/queue/${tempId}/ready`, undefined, 'r'));
    server.setOnline(true);
    server.refuse('/v1/waitlist/hostess/register', 422, { message: 'Los datos enviados no son válidos.' });

    await replay(server);

    expect(server.received.map((call) => call.path)).toEqual(['/v1/waitlist/hostess/register']);
    expect((await store.all()).map((entry) => entry.state)).toEqual(['conflict', 'queued']);
  });
});
