import { expect, type Page, test } from '@playwright/test';
import { logInAs } from './helpers/login-page';
import { SCREEN_SIZES, SCREENSHOTS_TAG } from './helpers/screenshots';

const SCREENS_DIR = 'e2e/artifacts/screens';

async function shot(page: Page, screen: string, size: string): Promise<void> {
  await page.screenshot({ path: `${SCREENS_DIR}/${screen}-${size}.png`, fullPage: true });
}

for (const viewport of SCREEN_SIZES) {
  const size = `${viewport.width}x${viewport.height}`;

  test.describe(`agenda screens at ${size} (${viewport.name})`, { tag: SCREENSHOTS_TAG }, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('calendar (month, week), visit history, stats and the visits report', async ({ page }) => {
      await logInAs(page, 'owner');
      await page.goto('/calendar/month');
      await expect(page.locator('.fc-dayGridMonth-view')).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: /de \d{4}$/ })).toBeVisible();
      await shot(page, 'calendar-month', size);

      await page.goto('/calendar/week');
      await expect(page.locator('.fc-timeGridWeek-view')).toBeVisible();
      await shot(page, 'calendar-week', size);

      await page.getByRole('button', { name: 'Guía de uso' }).click();
      await expect(page.getByRole('tab', { name: 'Citas y reservaciones' })).toBeVisible();
      await shot(page, 'guide', size);
      await page.keyboard.press('Escape');

      await page.goto('/items');
      await expect(page.getByRole('heading', { name: 'Historial de visitas', level: 1 })).toBeVisible();
      await expect(page.getByRole('table')).toBeVisible();
      await shot(page, 'items', size);

      await page.goto('/stats');
      await expect(page.getByText('Sentados a tiempo')).toBeVisible();
      await shot(page, 'stats', size);

      await page.goto('/stats/waitlist-report');
      await expect(page.getByText('Selecciona los filtros para mostrar los resultados')).toBeVisible();
      await page.getByRole('button', { name: 'Procesar' }).click();
      await expect(page.getByRole('table').or(page.getByText('No hay resultados'))).toBeVisible();
      await shot(page, 'waitlist-report', size);
    });

    test('the customer pages', async ({ page }) => {
      await page.goto('/r/taqueria-demo/registro');
      await expect(page.getByRole('heading', { name: 'Taquería Demo' })).toBeVisible();
      await shot(page, 'public-registration', size);

      await page.getByRole('textbox', { name: /Nombre/ }).fill(`Captura ${viewport.name}`);
      // One phone per size: a phone with a turn still open gets that turn back.
      await page
        .getByRole('textbox', { name: /Celular/ })
        .fill(viewport.name === 'phone' ? '5511112222' : '5511112233');
      await page
        .getByLabel(/Tamaño del grupo/)
        .first()
        .click();
      await page.getByRole('option', { name: '2 personas' }).click();
      await page.getByRole('button', { name: 'Anotarme en la lista' }).click();
      await expect(page.getByText(`Hola, Captura ${viewport.name}`)).toBeVisible();
      await shot(page, 'public-turn', size);
    });
  });
}
