import { expect, type Page, test } from '@playwright/test';
import { hostessEntry, hostessHeading, registerDialog, runEntryAction } from './helpers/hostess-page';
import { logInAs, signInAs } from './helpers/login-page';
import { recordedMessages } from './helpers/recorded-messages';
import { SCREEN_SIZES, SCREENSHOTS_TAG } from './helpers/screenshots';

const NAME = 'Si una visita se completa, entonces enviar encuesta';

async function pick(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** The owner's form filled with 'Si una visita se completa, entonces enviar encuesta'. */
async function fillSurveyAfterVisit(page: Page) {
  await page.goto('/settings/automations/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Nueva automatización' })).toBeVisible();
  await pick(page, 'Evento', 'Una visita se completa');
  await pick(page, 'Acción', 'Enviar encuesta');
  await expect(page.getByRole('textbox', { name: 'Nombre' })).toHaveValue(NAME);
  await pick(page, 'Encuesta', /.+/);
}

test('a recipe sends the survey after a visit is completed on the host stand', async ({ page }) => {
  await signInAs(page, 'owner');
  await fillSurveyAfterVisit(page);
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/automations\/\d+$/);
  await expect(page.getByRole('combobox', { name: 'Evento' })).toBeDisabled();
  const recipeId = new URL(page.url()).pathname.split('/').pop()!;
  try {
    // The owner works the host stand too (same session: one sign-in less).
    const host = page;
    await host.goto('/hostess');
    await expect(hostessHeading(host)).toBeVisible();
    const name = `Visita E2E ${Date.now()}`;
    const phone = `55${String(Date.now()).slice(-8)}`;
    await host.getByRole('button', { name: 'Registrar', exact: true }).click();
    const dialog = registerDialog(host);
    await dialog.getByRole('button', { name: '2', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Cliente' }).fill(name);
    await host.getByRole('option', { name: `Nuevo cliente: ${name}` }).click();
    await dialog.getByRole('textbox', { name: 'Celular' }).fill(phone);
    await dialog.getByRole('button', { name: 'Registrar', exact: true }).click();
    await expect(dialog).toBeHidden();
    await runEntryAction(host, name, 'Listo');
    await expect(
      hostessEntry(host, name).getByRole('button', { name: 'Completar', exact: true }),
    ).toBeVisible();
    await runEntryAction(host, name, 'Completar');

    // The automation's job sends the survey link through the message queue to the SMS provider.
    await expect
      .poll(
        () =>
          recordedMessages().filter(
            (message) => message.to === `+52${phone}` && message.body.includes('/encuesta/'),
          ).length,
        { timeout: 30_000 },
      )
      .toBe(1);
  } finally {
    // The demo business is shared by the journeys after this one: their completed visits send no survey.
    const paused = await page.request.patch(`/v1/automation/recipe/${recipeId}/status`, {
      data: { status: 'inactive' },
    });
    expect(paused.ok()).toBe(true);
  }
});

test.describe('automation screens', { tag: SCREENSHOTS_TAG }, () => {
  for (const size of SCREEN_SIZES) {
    test(`at ${size.width}x${size.height}`, async ({ page }) => {
      await page.setViewportSize(size);
      const shot = (screen: string) =>
        page.screenshot({
          path: `e2e/artifacts/screens/automations-${screen}-${size.width}x${size.height}.png`,
        });
      await logInAs(page, 'owner');
      await fillSurveyAfterVisit(page);
      await shot('form');
      await page.goto('/settings/automations');
      await expect(page.getByRole('heading', { level: 1, name: 'Automatización' })).toBeVisible();
      await expect(page.getByLabel('Cargando')).toHaveCount(0);
      await shot('list');
    });
  }
});
