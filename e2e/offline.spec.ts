import { expect, test } from '@playwright/test';
import { hostessEntry, hostessHeading } from './helpers/hostess-page';
import { logInAs } from './helpers/login-page';
import { waitForServiceWorkerControl } from './helpers/service-worker';

test('after one online visit the app reloads offline and shows the last list', async ({ page, context }) => {
  await logInAs(page, 'host');
  await expect(hostessEntry(page, 'María González')).toBeVisible();
  await expect(page.getByText('Sin conexión')).toHaveCount(0);
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
