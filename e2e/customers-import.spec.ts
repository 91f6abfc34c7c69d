import { expect, test } from '@playwright/test';
import { signInAs } from './helpers/login-page';

/** Five customers copied from a spreadsheet with its title row; the fourth has a bad phone. */
const SHEET = [
  'Nombre\tWhatsApp\tCorreo electrónico',
  'Importada Uno\t55 9870 0001\tuno@correo.mx',
  'Importada Dos\t5598700002\t',
  'Importada Tres\t+52 55 9870 0003\ttres@correo.mx',
  'Importada Mala\t12345\t',
  'Importada Cinco\t5598700005\t',
].join('\n');

test('customers pasted from a spreadsheet are imported, the bad row is reported, and they are listed', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAs(page, 'owner');
  await page.goto('/customers/items');
  await page.getByRole('link', { name: 'Importar' }).click();
  await expect(page.getByRole('heading', { name: 'Importar clientes', level: 1 })).toBeVisible();

  await page.evaluate((text) => navigator.clipboard.writeText(text), SHEET);
  await page.getByLabel('Nombre de la fila 1').click();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(page.getByLabel('Nombre de la fila 1')).toHaveValue('Importada Uno');
  await expect(page.getByLabel('WhatsApp de la fila 4')).toHaveValue('12345');
  await page.getByRole('button', { name: 'Importar clientes' }).click();

  await expect(page.getByText('Se importaron 4 clientes. 1 no pudieron ser importados.')).toBeVisible();
  const result = page.getByRole('status').filter({ hasText: 'Resultado de la importación' });
  await expect(result.getByText('Correctos: 4')).toBeVisible();
  await expect(result.getByText('Con errores: 1')).toBeVisible();
  await expect(result.getByRole('row', { name: /^4 Ingresa un número de 10 dígitos/ })).toBeVisible();

  await page.getByRole('link', { name: 'Clientes' }).first().click();
  await page.getByLabel('Buscar por nombre o teléfono').fill('Importada');
  await page.keyboard.press('Enter');
  const names = page.locator('table').getByRole('button', { name: /^Abrir Importada/ });
  await expect(names).toHaveText(['Importada Cinco', 'Importada Dos', 'Importada Tres', 'Importada Uno']);
});
