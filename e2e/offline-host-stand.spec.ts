import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { QueueItem } from '../src/domain/contract/waitlist';
import {
  hostessEntries,
  hostessEntry,
  hostessHeading,
  queueDrawer,
  runEntryAction,
} from './helpers/hostess-page';
import { signInAs } from './helpers/login-page';
import { sendFromPage } from './helpers/outbox-page';
import { waitForServiceWorkerControl } from './helpers/service-worker';

// Issue 17, points 1–3: the host stand with the network cut (context.setOffline cuts the service
// worker's network too).

// Each test waits for the service worker, and the last one for a replay (up to 30 s).
test.describe.configure({ timeout: 180_000 });

async function todaysEntries(api: APIRequestContext): Promise<QueueItem[]> {
  const answer = await api.get('/v1/waitlist/hostess/status-data?timezone=America/Mexico_City');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { entries: QueueItem[] } }).data.entries;
}

/** A walk-in registered while offline: the outbox answers 202 and the list shows it. */
async function registerOffline(page: Page, name: string): Promise<void> {
  const answer = await sendFromPage(page, {
    method: 'POST',
    path: '/v1/waitlist/hostess/register',
    body: { type: 'waitlist', name, phone: '+525512340077', group_size: 2 },
    key: randomUUID(),
  });
  expect(answer.status).toBe(202);
  await expect(hostessEntry(page, name).getByText('Pendiente de enviar')).toBeVisible();
}

async function openHostStand(page: Page): Promise<void> {
  await signInAs(page, 'host');
  await page.goto('/hostess');
  await expect(hostessHeading(page)).toBeVisible({ timeout: 30_000 });
  await expect(hostessEntries(page).first()).toBeVisible({ timeout: 30_000 });
  await waitForServiceWorkerControl(page);
}

test('logout offline with a queued change asks at once and says the change will be lost', async ({
  page,
  context,
}) => {
  await openHostStand(page);
  await context.setOffline(true);
  await registerOffline(page, 'Rita Antes de Salir');

  await page.getByRole('button', { name: /^Menú de usuario/ }).click();
  const questions: string[] = [];
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.accept();
  });
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  // Before the fix the question came only once the connection returned.
  await expect
    .poll(() => questions, { timeout: 15_000 })
    .toEqual([
      'Hay 1 cambio sin enviar al servidor. Si cierras sesión, se perderán: se borrarán de este dispositivo sin enviarse. ¿Cerrar sesión de todos modos?',
    ]);
  await expect(page).toHaveURL(/\/login/);

  // Signed in again online: nothing of the lost change is left, and it never reached the server.
  await context.setOffline(false);
  await signInAs(page, 'host');
  await page.goto('/hostess');
  await expect(hostessHeading(page)).toBeVisible();
  await expect(hostessEntries(page).first()).toBeVisible();
  await expect(page.getByText(/cambios? pendientes?/)).toHaveCount(0);
  expect((await todaysEntries(page.request)).some((item) => item.name === 'Rita Antes de Salir')).toBe(false);
});

test('an offline notes edit leaves the time of the last sync as it was, also after a reload', async ({
  page,
  context,
}) => {
  await openHostStand(page);
  const [entry] = (await todaysEntries(page.request)).filter((item) => item.status === 'pending');
  expect(entry).toBeDefined();
  // 'Actualizado hace 10 s' or more: the list's last answer came before the network was cut.
  const syncLine = page.getByText(/^Actualizado hace ([1-5]\d s|\d+ min)/);

  await context.setOffline(true);
  await expect(syncLine).toBeVisible({ timeout: 30_000 });
  await hostessEntry(page, entry!.name).getByText(entry!.name, { exact: true }).click();
  const drawer = queueDrawer(page, entry!.name);
  await drawer.getByLabel('Notas').fill('Llegó sin conexión');
  await drawer.getByRole('button', { name: 'Guardar notas' }).click();
  await drawer.getByRole('button', { name: 'Cerrar' }).click();

  await expect(hostessEntry(page, entry!.name).getByText('Llegó sin conexión')).toBeVisible();
  await expect(hostessEntry(page, entry!.name).getByText('Pendiente de enviar')).toBeVisible();
  await expect(syncLine).toBeVisible();
  await expect(page.getByText(/^Actualizado justo ahora/)).toHaveCount(0);

  // An offline start on a busy tablet: allow it more than the default 10 s.
  await page.reload();
  await expect(hostessHeading(page)).toBeVisible({ timeout: 30_000 });
  await expect(hostessEntry(page, entry!.name).getByText('Llegó sin conexión')).toBeVisible({
    timeout: 30_000,
  });
  await expect(syncLine).toBeVisible();
  await expect(page.getByText(/^Actualizado justo ahora/)).toHaveCount(0);
});

test('a walk-in registered offline takes actions and notes, and they reach the server on its id', async ({
  page,
  context,
}) => {
  const name = 'Pedro Recién Llegado';
  await openHostStand(page);
  await context.setOffline(true);
  await registerOffline(page, name);

  await runEntryAction(page, name, 'Listo');
  await expect(page.getByText('Verifique su conexión a internet.')).toHaveCount(0);
  await expect(page.getByText('2 cambios pendientes', { exact: false })).toBeVisible();

  // Its drawer opens from the outbox (the server does not have it yet).
  await hostessEntry(page, name).getByText(name, { exact: true }).click();
  const drawer = queueDrawer(page, name);
  await expect(drawer.getByRole('tab', { name: 'Información' })).toBeVisible();
  await drawer.getByLabel('Notas').fill('Mesa para dos');
  await drawer.getByRole('button', { name: 'Guardar notas' }).click();
  await expect(page.getByText('3 cambios pendientes', { exact: false })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText(/cambios? pendientes?/)).toHaveCount(0, { timeout: 30_000 });
  const registered = (await todaysEntries(page.request)).filter((item) => item.name === name);
  expect(registered).toHaveLength(1);
  expect(registered[0]).toMatchObject({ status: 'ready', notes: 'Mesa para dos' });
  // The open drawer followed the walk-in to its server id.
  await expect(drawer.getByRole('tab', { name: 'Información' })).toBeVisible();
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the header's 'En vivo' badge shows whole, not cut to 'En…'", async ({ page }) => {
    // A business with a long name, as a new owner's often is: the header has no room to spare.
    await page.route('**/v1/user/account/settings', async (route) => {
      const response = await route.fetch();
      const json = (await response.json()) as { data: { location: { name: string } | null } };
      if (json.data.location) json.data.location.name = 'Taquería y Cenaduría La Esquina de Doña Lupita';
      await route.fulfill({ response, json });
    });
    await signInAs(page, 'host');
    await page.goto('/hostess');
    const live = page.getByRole('status').filter({ hasText: 'En vivo' });
    await expect(live).toBeVisible({ timeout: 30_000 });
    const label = live.locator('.mantine-Badge-label');
    const cut = await label.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(cut).toBe(false);
    await page.screenshot({ path: 'e2e/artifacts/host-stand-header-390.png' });
  });
});
