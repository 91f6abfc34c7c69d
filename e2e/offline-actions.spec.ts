import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, request, test } from '@playwright/test';
import type { QueueItem } from '../src/domain/contract/waitlist';
import { DEMO_PASSWORD, demoUsers } from './helpers/demo-users';
import { hostessEntry, hostessHeading } from './helpers/hostess-page';
import { signInAs } from './helpers/login-page';
import { type PageChange as Change, sendFromPage } from './helpers/outbox-page';
import { waitForServiceWorkerControl } from './helpers/service-worker';

// The changes are sent by the page itself (fetch with an Idempotency-Key, as the list's buttons,
// the drawer and the register dialog send them), so this spec exercises the service worker's
// outbox whatever the buttons look like.

const NOTES = 'Mesa junto a la ventana';
const CONFLICT = 'Este registro ya fue completado o cancelado; no admite más acciones.';

async function todaysEntries(api: APIRequestContext): Promise<QueueItem[]> {
  const answer = await api.get('/v1/waitlist/hostess/status-data?timezone=America/Mexico_City');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { entries: QueueItem[] } }).data.entries;
}

async function messageCount(api: APIRequestContext, queueId: number): Promise<number> {
  const answer = await api.post('/v1/messaging/message/search', {
    data: { limit: 1, filters: { queueId: { $eq: queueId } } },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { pagination: { total_items: number } }).pagination.total_items;
}

async function registerParty(api: APIRequestContext, n: number): Promise<QueueItem> {
  const stamp = String(Date.now()).slice(-7);
  const answer = await api.post('/v1/waitlist/hostess/register', {
    data: {
      type: 'waitlist',
      name: `Mesa ${n} sin red ${stamp}`,
      phone: `+5255${n}${stamp}`,
      group_size: 2,
    },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { item: QueueItem } }).data.item;
}

/** Another device of the same business: its own session, its own connection. */
async function anotherDevice(baseURL: string): Promise<APIRequestContext> {
  const device = await request.newContext({ baseURL });
  const login = await device.post('/v1/user/account/login', {
    data: { email: demoUsers.host, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  return device;
}

test('changes made offline are queued, survive a reload, reach the server once, and a refused one is a conflict', async ({
  page,
  context,
  baseURL,
}) => {
  await signInAs(page, 'host');
  await page.goto('/hostess');
  await expect(hostessHeading(page)).toBeVisible();
  await waitForServiceWorkerControl(page);

  const walkIn = `Pedro Sin Conexión ${String(Date.now()).slice(-7)}`;
  // Four parties of its own, so neither the seed nor a retry after a half-run changes what it acts on.
  const [first, second, third, doomed] = await Promise.all([
    registerParty(page.request, 1),
    registerParty(page.request, 2),
    registerParty(page.request, 3),
    registerParty(page.request, 4),
  ]);
  for (const item of [first, second, third, doomed])
    await expect(hostessEntry(page, item.name)).toBeVisible();
  const messagesBefore = await Promise.all(
    [first, second, third].map((item) => messageCount(page.request, item.id)),
  );

  const action = (item: QueueItem, verb: string): Change => ({
    method: 'POST',
    path: `/v1/waitlist/queue/${item.id}/${verb}`,
    key: randomUUID(),
  });
  const changes: Change[] = [
    action(first, 'notify'),
    action(first, 'ready'),
    action(first, 'complete'),
    action(second, 'ready'),
    action(third, 'cancel'),
    {
      method: 'PATCH',
      path: `/v1/waitlist/queue/${second.id}/notes`,
      body: { notes: NOTES },
      key: randomUUID(),
    },
    {
      method: 'POST',
      path: '/v1/waitlist/hostess/register',
      body: { type: 'waitlist', name: walkIn, phone: '+525512340000', group_size: 2 },
      key: randomUUID(),
    },
    // Refused on replay: another device cancels this entry meanwhile.
    action(doomed, 'ready'),
  ];

  await context.setOffline(true);
  for (const change of changes) {
    const answer = await sendFromPage(page, change);
    expect(answer.status).toBe(202);
    expect(answer.body).toMatchObject({ queued: true, outbox_id: expect.any(String) });
  }
  await expect(page.getByText('8 cambios pendientes')).toBeVisible();
  await expect(hostessEntry(page, walkIn).getByText('Pendiente de enviar')).toBeVisible();

  // A reload while offline still shows every change as pending.
  await page.reload();
  await expect(hostessHeading(page)).toBeVisible();
  await expect(page.getByText('8 cambios pendientes')).toBeVisible();
  for (const item of [first, second, third, doomed]) {
    await expect(hostessEntry(page, item.name).getByText('Pendiente de enviar')).toBeVisible();
  }
  await expect(hostessEntry(page, walkIn)).toBeVisible();
  await expect(hostessEntry(page, second.name).getByText(NOTES)).toBeVisible();

  const device = await anotherDevice(baseURL!);
  try {
    const canceled = await device.post(`/v1/waitlist/queue/${doomed.id}/cancel`, {
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(canceled.ok()).toBe(true);

    await context.setOffline(false);
    const conflict = page.getByRole('listitem', { name: `Listo · ${doomed.name}` });
    await expect(conflict.getByText(CONFLICT)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('1 cambio rechazado', { exact: false })).toBeVisible();
    await expect(page.getByText(/cambios? pendientes?/)).toHaveCount(0);

    // The server holds the intended state.
    const after = new Map((await todaysEntries(device)).map((item) => [item.id, item]));
    expect(after.get(first.id)?.status).toBe('completed');
    expect(after.get(second.id)).toMatchObject({ status: 'ready', notes: NOTES });
    expect(after.get(third.id)?.status).toBe('canceled');
    expect(after.get(doomed.id)?.status).toBe('canceled');
    expect([...after.values()].filter((item) => item.name === walkIn)).toHaveLength(1);

    // Sending every change again with its key acts no more: no second message, no second entry.
    const messagesAfter = await Promise.all(
      [first, second, third].map((item) => messageCount(page.request, item.id)),
    );
    for (const change of changes.slice(0, 7)) {
      const again = await page.request.fetch(change.path, {
        method: change.method,
        headers: { 'Idempotency-Key': change.key },
        data: change.body,
      });
      expect(again.headers()['idempotent-replay']).toBe('true');
    }
    expect(
      await Promise.all([first, second, third].map((item) => messageCount(page.request, item.id))),
    ).toEqual(messagesAfter);
    expect(messagesAfter.every((count, i) => count >= messagesBefore[i]!)).toBe(true);
    expect((await todaysEntries(device)).filter((item) => item.name === walkIn)).toHaveLength(1);
  } finally {
    await device.dispose();
  }
});
