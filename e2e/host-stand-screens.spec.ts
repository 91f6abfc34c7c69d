import { expect, type Page, test } from '@playwright/test';
import { hostessEntry, hostessHeading, queueDrawer, registerDialog } from './helpers/hostess-page';
import { logInAs } from './helpers/login-page';
import { SCREENSHOTS_TAG } from './helpers/screenshots';

const SCREENS_DIR = 'e2e/artifacts/screens';

const viewports = [
  { name: 'tablet', width: 1280, height: 800 },
  { name: 'tablet-portrait', width: 800, height: 1280 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function save(page: Page, screen: string, size: string): Promise<void> {
  await page.screenshot({ path: `${SCREENS_DIR}/${screen}-${size}.png` });
}

for (const viewport of viewports) {
  const size = `${viewport.width}x${viewport.height}`;

  test.describe(`the host stand at ${size} (${viewport.name})`, { tag: SCREENSHOTS_TAG }, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('list, register dialog and drawer', async ({ page }) => {
      await logInAs(page, 'host');
      await expect(hostessHeading(page)).toBeVisible();
      await expect(hostessEntry(page, 'María González')).toBeVisible();
      await save(page, 'hostess-list', size);

      await page.getByRole('button', { name: 'Registrar', exact: true }).click();
      await expect(registerDialog(page)).toBeVisible();
      await save(page, 'register-walk-in', size);
      await registerDialog(page).getByText('Reservación', { exact: true }).click();
      await expect(registerDialog(page).getByText('Duración')).toBeVisible();
      await save(page, 'register-booking', size);
      await registerDialog(page).getByRole('button', { name: 'Cerrar', exact: true }).click();
      await expect(registerDialog(page)).toBeHidden();

      await hostessEntry(page, 'María González')
        .getByRole('button', { name: /^María González/ })
        .click();
      const drawer = queueDrawer(page, 'María González');
      await expect(drawer.getByRole('tab', { name: 'Información' })).toBeVisible();
      await save(page, 'drawer-info', size);
      await drawer.getByRole('tab', { name: 'Actividad y mensajes' }).click();
      await expect(drawer.getByText('Mensajes por SMS')).toBeVisible();
      await save(page, 'drawer-activity', size);
    });
  });
}
