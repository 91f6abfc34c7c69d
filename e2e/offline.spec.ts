import { expect, test } from '@playwright/test';
import { hostessEntry, hostessHeading } from './helpers/hostess-page';
import { signInAs } from './helpers/login-page';
import { waitForServiceWorkerControl } from './helpers/service-worker';

test('after one online visit the app reloads offline and shows the last list', async ({ page, context }) => {
  await signInAs(page, 'host');
  await page.goto('/hostess');
  await expect(hostessEntry(page, 'María González')).toBeVisible();
  await expect(page.getByText('Sin conexión', { exact: true })).toHaveCount(0);
  await waitForServiceWorkerControl(page);
  // The query cache reaches localStorage after a short throttle: wait until it holds the list.
  await page.waitForFunction(
    () => localStorage.getItem('mostrador-cache')?.includes('María González') === true,
  );

  await context.setOffline(true);
  await page.reload();

  await expect(hostessHeading(page)).toBeVisible();
  await expect(hostessEntry(page, 'María González').getByText('Presente', { exact: true })).toBeVisible();
  await expect(hostessEntry(page, 'José Hernández')).toBeVisible();
  await expect(page.getByText('Sin conexión', { exact: true })).toBeVisible();
});

test('an offline start keeps the saved list, so the next offline start shows it too', async ({
  page,
  context,
}) => {
  await signInAs(page, 'host');
  await page.goto('/hostess');
  await expect(hostessEntry(page, 'María González')).toBeVisible();
  await waitForServiceWorkerControl(page);
  await page.waitForFunction(
    () => localStorage.getItem('mostrador-cache')?.includes('María González') === true,
  );

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Sin conexión', { exact: true })).toBeVisible();
  // Wait until the list's refetch has failed for good (retries included) and that state is saved.
  await page.waitForFunction(() => {
    const saved = JSON.parse(localStorage.getItem('mostrador-cache') ?? '{}') as {
      clientState?: { queries: { queryKey: unknown[]; state: { status: string } }[] };
    };
    return (
      saved.clientState?.queries.some(
        (query) => query.queryKey[1] === 'status-data' && query.state.status === 'error',
      ) === true
    );
  });

  await page.reload();
  await expect(hostessHeading(page)).toBeVisible();
  await expect(hostessEntry(page, 'María González')).toBeVisible();
  await expect(page.getByText('No se pudo cargar el listado')).toHaveCount(0);
});
