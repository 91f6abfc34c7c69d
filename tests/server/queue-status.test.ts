import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locationHours, waitlistSettings } from '../../server/db/schema';
import { dataOf } from '../../src/domain/contract/common';
import { QUEUE_CONFLICT_MESSAGES, QueueStatusSchema } from '../../src/domain/contract/queue-actions';
import { DEFAULT_WAITLIST_SETTINGS } from '../../src/domain/contract/settings';
import { openEventStream } from './helpers/event-stream';
import { type DemoLocation, demoLocations } from './helpers/queue-fixtures';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let host: string;
let main: DemoLocation;
let branch: DemoLocation;

beforeAll(async () => {
  t = await startTestApp();
  host = await loginAs(t.app, DEMO.host);
  ({ main, branch } = await demoLocations(t.database.db));
});
afterAll(async () => {
  await t?.close();
});

function setStatus(payload: unknown, options: { token?: string; key?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/waitlist/queue/status',
    headers: { ...bearer(options.token ?? host), ...(options.key ? { 'idempotency-key': options.key } : {}) },
    payload: payload as object,
  });
}

async function statusShown(token = host) {
  const response = await t.app.inject({ url: '/v1/waitlist/hostess/status-data', headers: bearer(token) });
  return response.json().data.status;
}

async function storedSettings(locationId: number) {
  const [row] = await t.database.db
    .select({ settings: waitlistSettings.settings })
    .from(waitlistSettings)
    .where(eq(waitlistSettings.locationId, locationId));
  return row?.settings ?? null;
}

/** The owner, switched to the branch (the host only works at the main location). */
async function ownerAtBranch(): Promise<string> {
  const owner = await loginAs(t.app, DEMO.owner);
  const switched = await t.app.inject({
    method: 'POST',
    url: '/v1/user/account/set-location',
    headers: bearer(owner),
    payload: { location_id: branch.id },
  });
  expect(switched.statusCode).toBe(200);
  return owner;
}

describe('POST /v1/waitlist/queue/status', () => {
  it('turns reception off and on, answering the status as status-data shows it', async () => {
    const off = await setStatus({ enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    const { data } = v.parse(dataOf(QueueStatusSchema), off.json());
    expect(data).toMatchObject({ enabled: false, setup_complete: true, has_balance: true });
    expect(await statusShown()).toMatchObject({ enabled: false });
    // Only `enabled` changes; the rest of the configuration stays.
    expect(await storedSettings(main.id)).toEqual({ ...DEFAULT_WAITLIST_SETTINGS, enabled: false });

    const on = await setStatus({ enabled: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().data.enabled).toBe(true);
    expect(await statusShown()).toMatchObject({ enabled: true });
  });

  it("refuses to enable while setup is incomplete ('Configuración incompleta'), but still disables", async () => {
    const owner = await ownerAtBranch();
    expect((await setStatus({ enabled: false }, { token: owner })).statusCode).toBe(200);
    await t.database.db.delete(locationHours).where(eq(locationHours.locationId, branch.id));

    const noHours = await setStatus({ enabled: true }, { token: owner });
    expect(noHours.statusCode).toBe(409);
    expect(noHours.json().message).toBe(QUEUE_CONFLICT_MESSAGES.setupIncomplete);
    expect(await statusShown(owner)).toMatchObject({ enabled: false, setup_complete: false });
    expect((await storedSettings(branch.id))?.enabled).toBe(false);

    await t.database.db.delete(waitlistSettings).where(eq(waitlistSettings.locationId, branch.id));
    expect((await setStatus({ enabled: true }, { token: owner })).statusCode).toBe(409);
    const disable = await setStatus({ enabled: false }, { token: owner });
    expect(disable.statusCode).toBe(200);
    expect(disable.json().data).toMatchObject({ enabled: false, setup_complete: false });
    expect(await storedSettings(branch.id)).toBeNull();
    // The host's location is untouched.
    expect((await storedSettings(main.id))?.enabled).toBe(true);
  });

  it('is denied to a waitlist reader', async () => {
    const reader = await loginAs(t.app, DEMO.reader);
    expect((await setStatus({ enabled: false }, { token: reader })).statusCode).toBe(403);
    expect((await storedSettings(main.id))?.enabled).toBe(true);
  });

  it.each([
    [{}, 'Este campo es obligatorio.'],
    [{ enabled: 'no' }, 'Indica si la recepción está activa.'],
    [{ enabled: 0 }, 'Indica si la recepción está activa.'],
    [{ enabled: null }, 'Indica si la recepción está activa.'],
  ])('refuses %j with a 422 on enabled', async (payload, message) => {
    const response = await setStatus(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ enabled: [message] });
  });

  it('honours Idempotency-Key: the replay answers the first status without acting again', async () => {
    const first = await setStatus({ enabled: false }, { key: 'recepcion-1' });
    expect(first.statusCode).toBe(200);
    expect((await setStatus({ enabled: true })).statusCode).toBe(200);
    const replay = await setStatus({ enabled: false }, { key: 'recepcion-1' });
    expect(replay.headers['idempotent-replay']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect((await storedSettings(main.id))?.enabled).toBe(true);
  });

  it("announces the change to the location's open screens", async () => {
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(origin, bearer(host));
    try {
      expect((await setStatus({ enabled: true })).statusCode).toBe(200);
      const hint = await stream.next((event) => event.event === 'changed');
      expect(JSON.parse(hint.data)).toEqual({ area: 'waitlist', id: main.id });
    } finally {
      stream.close();
    }
  });
});
