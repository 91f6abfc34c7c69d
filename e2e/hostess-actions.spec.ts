import { expect, type Page, test } from '@playwright/test';
import type { QueueItem } from '../src/domain/contract/waitlist';
import { hostessEntry, hostessHeading, registerDialog, runEntryAction } from './helpers/hostess-page';
import { signInAs } from './helpers/login-page';

/** The item as the server has it now (POST /v1/waitlist/queue/search by name, the host's session). */
async function serverItem(page: Page, name: string): Promise<QueueItem> {
  const answer = await page.request.post('/v1/waitlist/queue/search', {
    data: { filters: { name: { $contains: name } }, limit: 20 },
  });
  expect(answer.ok(), `queue search: HTTP ${answer.status()}`).toBe(true);
  const { data } = (await answer.json()) as { data: QueueItem[] };
  expect(data, `one item named ${name}`).toHaveLength(1);
  return data[0] as QueueItem;
}

test('the host registers a walk-in, notifies, marks ready and completes it', async ({ page }) => {
  const name = `Cliente E2E ${Date.now()}`;
  const phone = `55${String(Date.now()).slice(-8)}`;

  await signInAs(page, 'host');
  await page.goto('/hostess');
  await expect(hostessHeading(page)).toBeVisible();

  await page.getByRole('button', { name: 'Registrar', exact: true }).click();
  const dialog = registerDialog(page);
  await expect(dialog).toBeVisible();
  const sizes = dialog.getByRole('group', { name: 'Tamaño del grupo' });
  if (await sizes.isVisible()) await sizes.getByRole('button', { name: '3', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Cliente' }).fill(name);
  await page.getByRole('option', { name: `Nuevo cliente: ${name}` }).click();
  await expect(dialog.getByRole('textbox', { name: 'Nombre' })).toHaveValue(name);
  await dialog.getByRole('textbox', { name: 'Celular' }).fill(phone);
  await dialog.getByRole('button', { name: 'Registrar', exact: true }).click();
  await expect(dialog).toBeHidden();

  await expect(hostessEntry(page, name)).toBeVisible();
  const registered = await serverItem(page, name);
  expect(registered).toMatchObject({ type: 'waitlist', status: 'pending', phone: `+52${phone}` });

  await runEntryAction(page, name, 'Notificar');
  await expect(hostessEntry(page, name).getByText('Notificado', { exact: true })).toBeVisible();
  await expect.poll(async () => (await serverItem(page, name)).status).toBe('notified');

  await runEntryAction(page, name, 'Listo');
  await expect(
    hostessEntry(page, name).getByRole('button', { name: 'Completar', exact: true }),
  ).toBeVisible();
  await expect.poll(async () => (await serverItem(page, name)).status).toBe('ready');

  await runEntryAction(page, name, 'Completar');
  await expect(
    page.getByRole('list', { name: 'Registros finalizados' }).getByRole('listitem').filter({ hasText: name }),
  ).toBeVisible();
  const completed = await serverItem(page, name);
  expect(completed.status).toBe('completed');
  expect(completed.notified_at).not.toBeNull();
  expect(completed.ready_at).not.toBeNull();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
