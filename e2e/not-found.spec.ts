import { expect, test } from '@playwright/test';
import { hostessHeading } from './helpers/hostess-page';
import { signInAs } from './helpers/login-page';

const UNKNOWN_PATH = '/esta-pagina-no-existe';

test('an unknown path shows “Página no encontrada” and its button leads home', async ({ page }) => {
  await signInAs(page, 'host');
  await page.goto(UNKNOWN_PATH);
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();

  await page.getByRole('link', { name: 'Ir al inicio' }).click();
  await expect(hostessHeading(page)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/hostess');
});

test('a logged-out visitor of an unknown path sees the not-found page, then the login', async ({ page }) => {
  await page.goto(UNKNOWN_PATH);
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();

  await page.getByRole('link', { name: 'Ir al inicio' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
});
