import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueEvents } from '../../server/db/schema';
import { ACTING_USER_HEADER, OTHER_USER_MESSAGE } from '../../src/domain/contract/acting-user';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

// The outbox keeps a change's headers and replays it with whatever session the browser holds then:
// the change says who made it, and another person's session cannot send it.
let t: TestApp;
let hostToken: string;
let hostId: number;
let ownerToken: string;
let itemId: number;

beforeAll(async () => {
  t = await startTestApp();
  hostToken = await loginAs(t.app, DEMO.host);
  ownerToken = await loginAs(t.app, DEMO.owner);
  const settings = await t.app.inject({ url: '/v1/user/account/settings', headers: bearer(hostToken) });
  hostId = settings.json().data.user.id;
  const search = await t.app.inject({
    method: 'POST',
    url: '/v1/waitlist/queue/search',
    headers: bearer(hostToken),
    payload: { filters: { name: 'Miguel Sánchez' } },
  });
  itemId = search.json().data[0].id;
});
afterAll(async () => {
  await t?.close();
});

/** The host's notes edit as the page sends it (and the outbox replays it), under some session. */
function editNotes(notes: string, key: string, token: string, actingUser: string | undefined) {
  return t.app.inject({
    method: 'PATCH',
    url: `/v1/waitlist/queue/${itemId}/notes`,
    headers: {
      ...bearer(token),
      'idempotency-key': key,
      ...(actingUser === undefined ? {} : { [ACTING_USER_HEADER]: actingUser }),
    },
    payload: { notes },
  });
}

async function notesEvents(): Promise<number> {
  const rows = await t.database.db
    .select({ id: queueEvents.id })
    .from(queueEvents)
    .where(and(eq(queueEvents.queueItemId, itemId), eq(queueEvents.type, 'notes_updated')));
  return rows.length;
}

const currentNotes = async () =>
  (await t.app.inject({ url: `/v1/waitlist/queue/${itemId}`, headers: bearer(hostToken) })).json().data.notes;

describe('a change says who made it', () => {
  it("is refused under another person's session, and changes nothing", async () => {
    expect((await editNotes('Silla para bebé', 'nota-a', hostToken, String(hostId))).statusCode).toBe(200);
    const before = await notesEvents();

    const replayed = await editNotes('Mesa junto a la ventana', 'nota-b', ownerToken, String(hostId));
    expect(replayed.statusCode).toBe(409);
    expect(replayed.json()).toEqual({ message: OTHER_USER_MESSAGE, code: 'OTHER_USER' });
    expect(await notesEvents()).toBe(before);
    expect(await currentNotes()).toBe('Silla para bebé');

    const garbled = await editNotes('Mesa junto a la ventana', 'nota-c', hostToken, `${hostId}x`);
    expect(garbled.statusCode).toBe(409);
    expect(await currentNotes()).toBe('Silla para bebé');
  });

  it('is sent by the person who made it, and a request without the header is judged by its session alone', async () => {
    expect((await editNotes('Cumpleaños', 'nota-d', hostToken, String(hostId))).statusCode).toBe(200);
    expect((await editNotes('Aniversario', 'nota-e', ownerToken, undefined)).statusCode).toBe(200);
    expect(await currentNotes()).toBe('Aniversario');
  });
});
