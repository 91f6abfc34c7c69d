import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, queueEvents } from '../../server/db/schema';
import { claimKey } from '../../server/http/idempotency/idempotency-store';
import { requestFingerprint } from '../../server/http/idempotency/request-fingerprint';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

let clock = new Date();
let t: TestApp;
let hostToken: string;
let ownerToken: string;
let itemId: number;

beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
  hostToken = await loginAs(t.app, DEMO.host);
  ownerToken = await loginAs(t.app, DEMO.owner);
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

function editNotes(notes: string, key: string | undefined, token = hostToken) {
  return t.app.inject({
    method: 'PATCH',
    url: `/v1/waitlist/queue/${itemId}/notes`,
    headers: { ...bearer(token), ...(key === undefined ? {} : { 'idempotency-key': key }) },
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

describe('Idempotency-Key', () => {
  it('a replay returns the stored answer without acting again', async () => {
    const before = await notesEvents();
    const first = await editNotes('Mesa junto a la ventana', 'nota-1');
    expect(first.statusCode).toBe(200);
    expect(first.json().data.notes).toBe('Mesa junto a la ventana');
    expect(first.headers['idempotent-replay']).toBeUndefined();
    expect(await notesEvents()).toBe(before + 1);

    const other = await editNotes('Otra nota', 'nota-2');
    expect(other.statusCode).toBe(200);
    expect(await notesEvents()).toBe(before + 2);

    const replay = await editNotes('Mesa junto a la ventana', 'nota-1');
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replay']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(await notesEvents()).toBe(before + 2);

    const current = await t.app.inject({ url: `/v1/waitlist/queue/${itemId}`, headers: bearer(hostToken) });
    expect(current.json().data.notes).toBe('Otra nota');
  });

  it('stores the key with the user, method and path', async () => {
    const [row] = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'nota-2'));
    expect(row).toMatchObject({
      method: 'PATCH',
      path: `/v1/waitlist/queue/${itemId}/notes`,
      statusCode: 200,
    });
  });

  it('the same key with another body is a 422 and does not act', async () => {
    const before = await notesEvents();
    const response = await editNotes('Cambio distinto', 'nota-1');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'Idempotency-Key': ['La clave de idempotencia ya se usó con otra solicitud.'],
    });
    expect(await notesEvents()).toBe(before);
  });

  it('keys belong to their user: another user with the same key acts', async () => {
    const before = await notesEvents();
    const response = await editNotes('Mesa junto a la ventana', 'nota-1', ownerToken);
    expect(response.statusCode).toBe(200);
    expect(response.headers['idempotent-replay']).toBeUndefined();
    expect(await notesEvents()).toBe(before + 1);
  });

  it('concurrent duplicates act once (the unique key decides)', async () => {
    const before = await notesEvents();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => editNotes('Llegan en grupo', 'nota-concurrente')),
    );
    expect(await notesEvents()).toBe(before + 1);
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    const succeeded = responses.filter((response) => response.statusCode === 200);
    expect(succeeded.length).toBeGreaterThanOrEqual(1);
    for (const response of succeeded) expect(response.json().data.notes).toBe('Llegan en grupo');
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().code).toBe('IDEMPOTENCY_IN_PROGRESS');
    }
    const replay = await editNotes('Llegan en grupo', 'nota-concurrente');
    expect(replay.headers['idempotent-replay']).toBe('true');
  });

  it('keys are kept 48 hours', async () => {
    const start = clock;
    try {
      const before = await notesEvents();
      await editNotes('Nota con fecha', 'nota-48h');
      clock = new Date(start.getTime() + 47 * 3_600_000);
      expect((await editNotes('Nota con fecha', 'nota-48h')).headers['idempotent-replay']).toBe('true');
      expect(await notesEvents()).toBe(before + 1);
      clock = new Date(start.getTime() + 49 * 3_600_000);
      const late = await editNotes('Nota con fecha', 'nota-48h');
      expect(late.statusCode).toBe(200);
      expect(late.headers['idempotent-replay']).toBeUndefined();
      expect(await notesEvents()).toBe(before + 2);
    } finally {
      clock = start;
    }
  });

  it('refuses a malformed key', async () => {
    const response = await editNotes('x', 'k'.repeat(201));
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['Idempotency-Key']);
  });
});

/** Runs `during` while a trigger makes matching writes fail, as a crash or a fault would. */
async function withFailingWrites(table: string, when: string, during: () => Promise<void>) {
  const { db } = t.database;
  await db.execute(
    sql.raw(`create or replace function fail_write() returns trigger language plpgsql as $$
      begin raise exception 'simulated failure'; end $$`),
  );
  await db.execute(
    sql.raw(`create trigger fail_write before insert or update on ${table} for each row
      when (${when}) execute function fail_write()`),
  );
  try {
    await during();
  } finally {
    await db.execute(sql.raw(`drop trigger fail_write on ${table}`));
  }
}

describe('Idempotency-Key across failures', () => {
  const MINUTE = 60_000;

  it('a crash between the commit and the stored answer, then replays: the change happens once', async () => {
    const start = clock;
    try {
      const before = await notesEvents();
      // The answer's write fails, as if the process died right after the handler's commit.
      await withFailingWrites('idempotency_keys', 'NEW.status_code IS NOT NULL', async () => {
        expect((await editNotes('Antes del corte', 'nota-corte')).statusCode).toBe(200);
      });
      expect(await notesEvents()).toBe(before + 1);

      const soon = await editNotes('Antes del corte', 'nota-corte');
      expect(soon.statusCode).toBe(409);
      expect(soon.json().code).toBe('IDEMPOTENCY_IN_PROGRESS');

      clock = new Date(start.getTime() + 11 * MINUTE);
      const late = await editNotes('Antes del corte', 'nota-corte');
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({
        message: 'Este cambio ya se había guardado. Actualiza para ver cómo quedó.',
        code: 'IDEMPOTENCY_APPLIED',
      });
      clock = new Date(start.getTime() + 47 * 60 * MINUTE);
      expect((await editNotes('Antes del corte', 'nota-corte')).json().code).toBe('IDEMPOTENCY_APPLIED');
      expect(await notesEvents()).toBe(before + 1);
    } finally {
      clock = start;
    }
  });

  it('a claim cut off before its change committed is in progress for 10 minutes, then acts', async () => {
    const start = clock;
    try {
      const before = await notesEvents();
      const [host] = await t.database.db
        .select({ userId: idempotencyKeys.userId })
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.key, 'nota-2'));
      const url = `/v1/waitlist/queue/${itemId}/notes`;
      const body = { notes: 'Nunca llegó' };
      const claimed = await claimKey(
        t.database.db,
        {
          scope: `user:${host?.userId}`,
          userId: host?.userId ?? null,
          key: 'nota-abandonada',
          method: 'PATCH',
          path: url,
          fingerprint: requestFingerprint('PATCH', url, body),
        },
        start,
      );
      expect(claimed.kind).toBe('claimed');

      clock = new Date(start.getTime() + 9 * MINUTE);
      const waiting = await editNotes('Nunca llegó', 'nota-abandonada');
      expect(waiting.statusCode).toBe(409);
      expect(waiting.json().code).toBe('IDEMPOTENCY_IN_PROGRESS');
      expect(await notesEvents()).toBe(before);

      clock = new Date(start.getTime() + 11 * MINUTE);
      const retried = await editNotes('Nunca llegó', 'nota-abandonada');
      expect(retried.statusCode).toBe(200);
      expect(retried.headers['idempotent-replay']).toBeUndefined();
      expect(await notesEvents()).toBe(before + 1);
    } finally {
      clock = start;
    }
  });

  it('a 5xx before the commit releases the key: the retry acts at once', async () => {
    const before = await notesEvents();
    await withFailingWrites('queue_events', "NEW.type = 'notes_updated'", async () => {
      expect((await editNotes('Falla el servidor', 'nota-500')).statusCode).toBe(500);
    });
    expect(await notesEvents()).toBe(before);
    const [kept] = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'nota-500'));
    expect(kept).toBeUndefined();

    const retried = await editNotes('Falla el servidor', 'nota-500');
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replay']).toBeUndefined();
    expect(await notesEvents()).toBe(before + 1);
  });
});
