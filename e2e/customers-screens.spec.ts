import { expect, type Page, test } from '@playwright/test';
import { signInOnLoginScreen } from './helpers/login-page';
import { SCREEN_SIZES, SCREENSHOTS_TAG } from './helpers/screenshots';

const DIR = 'e2e/artifacts/screenshots';

async function shot(page: Page, name: string) {
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
  await page.screenshot({ path: `${DIR}/customers-${name}-${width}x${height}.png` });
}

for (const size of SCREEN_SIZES) {
  test(`customers screens at ${size.width}x${size.height}`, { tag: SCREENSHOTS_TAG }, async ({ browser }) => {
    const context = await browser.newContext({ viewport: size });
    const page = await context.newPage();
    await page.goto('/login');
    await signInOnLoginScreen(page, 'owner');

    await page.goto('/customers/items');
    await expect(page.getByRole('heading', { name: 'Clientes', level: 1 })).toBeVisible();
    await expect(page.getByText(/clientes?$/).first()).toBeVisible();
    await shot(page, 'list');
    await page
      .getByRole('button', { name: /^Abrir / })
      .first()
      .click({ force: true });
    await expect(page.getByRole('button', { name: 'Guardar' })).toBeVisible();
    await shot(page, 'dialog');
    await page.getByRole('tab', { name: 'Actividad y mensajes' }).click();
    await expect(page.getByText('Transacciones de lealtad')).toBeVisible();
    await page.waitForTimeout(1000);
    await shot(page, 'activity');
    await page.keyboard.press('Escape');

    await page.goto('/customers/tags');
    await expect(page.getByRole('heading', { name: 'Grupos', level: 1 })).toBeVisible();
    await shot(page, 'groups');
    await page.getByRole('button', { name: 'Nuevo grupo' }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Ingresa el nombre del grupo.')).toBeVisible();
    await shot(page, 'group-dialog');
    await page.keyboard.press('Escape');

    await page.goto('/customers/import');
    await expect(page.getByRole('heading', { name: 'Importar clientes', level: 1 })).toBeVisible();
    await page.getByLabel('Nombre de la fila 1').fill('Cliente de prueba');
    await page.getByLabel('WhatsApp de la fila 1').fill('123');
    await page.getByRole('button', { name: 'Importar clientes' }).click();
    await expect(page.getByText('Con errores: 1')).toBeVisible();
    await shot(page, 'import');
    await context.close();
  });
}
