import { expect, test } from '@playwright/test';
import { hostessEntries, hostessEntriesLabelled, hostessEntry, hostessHeading } from './helpers/hostess-page';
import { logInAs } from './helpers/login-page';

test('the host signs in and sees today’s seeded entries with their labels', async ({ page }) => {
  await logInAs(page, 'host');

  await expect(page).toHaveURL((url) => url.pathname === '/hostess');
  await expect(hostessHeading(page)).toBeVisible();
  await expect(hostessEntry(page, 'María González').getByText('Presente', { exact: true })).toBeVisible();
  await expect(hostessEntry(page, 'José Hernández').getByText('Confirmado', { exact: true })).toBeVisible();

  for (const label of ['Cancelado', 'Retraso', 'Confirmando', 'Notificado']) {
    await expect(hostessEntriesLabelled(page, label).first(), `an entry labelled ${label}`).toBeVisible();
  }
  await expect(
    hostessEntries(page)
      .getByText(/^Pagado \$\d[\d,]*\.\d{2}$/)
      .first(),
    'an entry with its paid amount',
  ).toBeVisible();
  expect(await hostessEntries(page).count()).toBeGreaterThanOrEqual(8);
});
