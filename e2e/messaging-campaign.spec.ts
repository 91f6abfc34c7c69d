import { expect, type Page, test } from '@playwright/test';
import { logInAs, signInAs } from './helpers/login-page';
import { SCREEN_SIZES, SCREENSHOTS_TAG } from './helpers/screenshots';

/** The demo's group 'Eventos': Juan López and Alejandra Torres, both subscribed. */
const GROUP = 'Eventos';
const GROUP_PHONES = ['55 2345 6704', '55 2345 6707'];

async function createCampaign(page: Page, name: string, mode: 'Enviar ahora' | 'Guardar como borrador') {
  await page.goto('/messaging/campaigns');
  await page.getByRole('link', { name: 'Campaña', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Campaña de SMS' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nombre de la campaña' }).fill(name);
  await page.getByPlaceholder('Elige uno o más grupos').click();
  await page.getByRole('option', { name: GROUP }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: 'Mensaje' }).fill('Hola ');
  await page.getByRole('button', { name: 'Primer nombre' }).click();
  await page.getByRole('textbox', { name: 'Mensaje' }).press('End');
  await page.getByRole('textbox', { name: 'Mensaje' }).pressSequentially(', este sabado 2x1 en tacos.');
  await expect(page.getByText('Alcance estimado: 2 clientes')).toBeVisible();
  await page.getByRole('radio', { name: mode }).check();
  await page.getByRole('button', { name: mode === 'Enviar ahora' ? 'Guardar y enviar' : 'Guardar' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('the owner sends a campaign to a group now, and its messages appear with their statuses', async ({
  page,
}) => {
  const name = `Sábado de tacos ${Date.now()}`;
  await signInAs(page, 'owner');
  await createCampaign(page, name, 'Enviar ahora');

  // The view reads the campaign again while it waits or sends.
  const summary = page.getByRole('region', { name: 'Resumen' });
  await expect(summary.getByText('Terminada')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Editar campaña' })).toBeDisabled();

  await page.getByRole('tab', { name: 'Mensajes' }).click();
  await expect(page).toHaveURL(/\/messaging\/campaigns\/\d+\/messages$/);
  const table = page.getByRole('table');
  for (const phone of GROUP_PHONES) {
    const row = table.getByRole('row').filter({ hasText: phone });
    await expect(row).toHaveCount(1);
    await expect(row.getByText(/^(Enviado|En espera|Enviando)$/)).toBeVisible();
  }
  await expect(table.getByText('Hola Juan, este sabado 2x1 en tacos.')).toBeVisible();
  await expect(table.getByText('Hola Alejandra, este sabado 2x1 en tacos.')).toBeVisible();
});

test.describe('messaging screens', { tag: SCREENSHOTS_TAG }, () => {
  for (const size of SCREEN_SIZES) {
    test(`at ${size.width}x${size.height}`, async ({ page }) => {
      await page.setViewportSize(size);
      const shot = (screen: string) =>
        page.screenshot({
          path: `e2e/artifacts/screens/messaging-${screen}-${size.width}x${size.height}.png`,
        });
      await logInAs(page, 'owner');
      await page.goto('/messaging/campaigns/new');
      await page.getByRole('textbox', { name: 'Mensaje' }).fill('Promoción: {first_name}, 2x1 en tacos 🌮');
      await page.getByRole('textbox', { name: 'Teléfonos adicionales' }).fill('5511112222\n5533334444');
      await page.getByRole('radio', { name: 'Programar envío' }).check();
      await expect(page.getByText(/Alcance estimado/)).toBeVisible();
      await shot('editor');
      await page.getByText('WhatsApp', { exact: true }).click();
      await expect(page.getByText('Plantilla de WhatsApp: campaign_message (Aprobada)')).toBeVisible();
      await shot('editor-whatsapp');
      await page.getByRole('button', { name: 'Fecha y hora de envío' }).click();
      await shot('editor-date-picker');
      await page.keyboard.press('Escape');
      await createCampaign(page, `Borrador ${size.width}`, 'Guardar como borrador');
      await shot('campaign-view');
      await page.getByRole('tab', { name: 'Mensajes' }).click();
      await expect(page.getByText('No hay resultados')).toBeVisible();
      await shot('campaign-messages');
      await page.goto('/messaging/campaigns');
      await expect(page.getByLabel('Cargando')).toHaveCount(0);
      await shot('campaigns');
      await page.goto('/messaging/messages');
      await expect(page.getByLabel('Cargando')).toHaveCount(0);
      await page.getByRole('button', { name: 'Mensaje', exact: true }).click();
      await shot('messages');
    });
  }
});
