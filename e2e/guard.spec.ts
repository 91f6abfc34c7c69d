import { expect, test } from '@playwright/test';
import { signInOnLoginScreen } from './helpers/login-page';

test('a logged-out visit of a protected route leads to the login, then back to that route', async ({
  page,
}) => {
  await page.goto('/customers/items');

  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(page.getByRole('heading', { name: 'Inicia sesión' })).toBeVisible();

  await signInOnLoginScreen(page, 'owner');

  await expect(page).toHaveURL((url) => url.pathname === '/customers/items');
  await expect(page.getByRole('heading', { name: 'Clientes', level: 1 })).toBeVisible();
});
