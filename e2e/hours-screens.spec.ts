import { expect, type Page, test } from '@playwright/test';
import { logInAs } from './helpers/login-page';
import { SCREEN_SIZES, SCREENSHOTS_TAG } from './helpers/screenshots';

/**
 * The hours screens (Regulares, Especiales with a closed date and an invalid range), a person's
 * Horarios tab and Mi perfil, at 1280x800 and 390x844, into e2e/artifacts/screenshots/ (to look
 * at: not compared to a reference). Nothing is saved: the demo stays as it is.
 */
const SCREENSHOT_DIR = 'e2e/artifacts/screenshots';

async function shoot(page: Page, screen: string, size: string): Promise<void> {
  // Mantine's transitions (dialogs, notifications) settle before the picture.
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${screen}-${size}.png`, fullPage: true });
}

for (const viewport of SCREEN_SIZES) {
  const size = `${viewport.width}x${viewport.height}`;

  test.describe(`hours and profile screens at ${size} (${viewport.name})`, { tag: SCREENSHOTS_TAG }, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('Horarios (Regulares, Especiales), a person’s Horarios, Mi perfil', async ({ page }) => {
      await logInAs(page, 'owner');
      await page.goto('/settings/hours');
      await expect(page.getByRole('tab', { name: 'Regulares' })).toBeVisible();
      await expect(page.getByLabel('Abre').first()).toBeVisible();
      await shoot(page, 'settings-location-hours', size);

      await page.getByRole('tab', { name: 'Especiales' }).click();
      // A new date, then a second range overlapping the first on it.
      await page.getByRole('button', { name: 'Agregar fecha' }).click();
      const day = page.getByRole('article').last();
      await day.getByLabel('Fecha', { exact: true }).fill('2030-12-24');
      await day.getByRole('button', { name: 'Agregar horario' }).click();
      await day.getByLabel('Abre').last().selectOption('17:00');
      await day.getByLabel('Cierra').last().selectOption('12:00');
      await page.getByRole('button', { name: 'Guardar' }).click();
      await expect(page.getByText('Por favor, corrige los errores.')).toBeVisible();
      await shoot(page, 'settings-location-hour-overrides', size);

      await page.getByRole('tab', { name: 'Regulares' }).click();
      await expect(page.getByRole('dialog', { name: 'Confirmar salida' })).toBeVisible();
      await shoot(page, 'settings-hours-confirm-leave', size);
      await page.getByRole('button', { name: 'Salir sin guardar' }).click();

      await page.goto('/settings/users');
      await page.getByRole('link', { name: 'Hugo Anfitrión' }).click();
      await expect(page.getByRole('heading', { name: 'Hugo Anfitrión' })).toBeVisible();
      await page.goto(`${new URL(page.url()).pathname}/hours`);
      await expect(page.getByRole('button', { name: 'Agregar horario' })).toBeVisible();
      await shoot(page, 'settings-user-hours', size);

      await page.goto('/settings/account');
      await expect(page.getByLabel('Celular')).toBeVisible();
      await shoot(page, 'settings-user-account', size);
    });
  });
}
