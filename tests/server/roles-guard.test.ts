import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  for (const [role, email] of Object.entries({
    owner: DEMO.owner,
    host: DEMO.host,
    kitchen: DEMO.kitchen,
    reader: DEMO.reader,
  })) {
    tokens[role] = await loginAs(t.app, email);
  }
});
afterAll(async () => {
  await t?.close();
});

const FORBIDDEN = { message: 'No tienes permiso para realizar esta acción.', code: 'FORBIDDEN' };

function call(role: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: bearer(tokens[role] ?? ''), payload });
}

describe('role guard per route (spec 01 §6)', () => {
  it('status-data (visits): owner and host pass; reader and kitchen get 403', async () => {
    for (const role of ['owner', 'host']) {
      expect((await call(role, 'GET', '/v1/waitlist/hostess/status-data')).statusCode, role).toBe(200);
    }
    for (const role of ['reader', 'kitchen']) {
      const response = await call(role, 'GET', '/v1/waitlist/hostess/status-data');
      expect(response.statusCode, role).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
  });

  it('queue items (search, detail): the reader passes, the kitchen does not', async () => {
    const reader = await call('reader', 'POST', '/v1/waitlist/queue/search', { limit: 1 });
    expect(reader.statusCode).toBe(200);
    const id = reader.json().data[0].id as number;
    expect((await call('reader', 'GET', `/v1/waitlist/queue/${id}`)).statusCode).toBe(200);
    expect((await call('kitchen', 'POST', '/v1/waitlist/queue/search', { limit: 1 })).statusCode).toBe(403);
    expect((await call('kitchen', 'GET', `/v1/waitlist/queue/${id}`)).statusCode).toBe(403);
  });

  it('editing notes is an operation: the reader gets 403 and nothing changes', async () => {
    const item = (await call('host', 'POST', '/v1/waitlist/queue/search', { limit: 1 })).json().data[0];
    const response = await call('reader', 'PATCH', `/v1/waitlist/queue/${item.id}/notes`, {
      notes: 'No debe guardarse',
    });
    expect(response.statusCode).toBe(403);
    const after = await call('host', 'GET', `/v1/waitlist/queue/${item.id}`);
    expect(after.json().data.notes).toBe(item.notes);
  });

  it('the role check comes before validation: a forbidden bad body is a 403, not a 422', async () => {
    const response = await call('kitchen', 'PATCH', '/v1/waitlist/queue/1/notes', { notes: 5 });
    expect(response.statusCode).toBe(403);
  });

  it('calls of the shell need only a session', async () => {
    for (const url of ['/v1/user/account/settings', '/v1/subscription/subscription/info']) {
      expect((await call('kitchen', 'GET', url)).statusCode, url).toBe(200);
    }
  });
});
