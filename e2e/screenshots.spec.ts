import { expect, type Page, test } from '@playwright/test';
import { hostessEntry, hostessHeading } from './helpers/hostess-page';
import { logInAs } from './helpers/login-page';
import { SCREEN_SIZES } from './helpers/screenshots';
import { drawer, tabBar } from './helpers/shell';

const SCREENSHOT_DIR = 'e2e/artifacts/screenshots';

async function saveScreenshot(page: Page, screen: string, size: string): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${screen}-${size}.png` });
}

for (const viewport of SCREEN_SIZES) {
  const size = `${viewport.width}x${viewport.height}`;

  test.describe(`the shell at ${size} (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('login, Listado de hoy as the owner, and Tus negocios', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Usar celular o correo' })).toBeVisible();
      await saveScreenshot(page, 'login', size);

      await logInAs(page, 'owner');
      await expect(hostessHeading(page)).toBeVisible();
      await expect(hostessEntry(page, 'María González')).toBeVisible();
      if (viewport.name === 'phone') {
        await expect(tabBar(page)).toBeVisible();
        await expect(tabBar(page).getByRole('link', { name: 'Listado de hoy' })).toBeVisible();
        await expect(drawer(page)).not.toBeInViewport();
      } else {
        await expect(drawer(page)).toBeInViewport();
        await expect(drawer(page).getByRole('link', { name: 'Listado de hoy' })).toBeVisible();
        await expect(tabBar(page)).toHaveCount(0);
      }
      await expect(page.getByText('En vivo', { exact: true })).toBeVisible();
      await saveScreenshot(page, 'hostess', size);

      await page.goto('/select-location');
      await expect(page.getByRole('heading', { name: 'Tus negocios' })).toBeVisible();
      await expect(page.getByRole('button', { name: /Taquería Demo Coyoacán/ })).toBeVisible();
      await saveScreenshot(page, 'tus-negocios', size);
    });
  });
}
