import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_LOCATIONS } from '../server/db/seed/demo-business';
import { logInAs, signInAs } from './helpers/login-page';
import { SCREEN_SIZES, SCREENSHOTS_TAG } from './helpers/screenshots';

const USERNAME = DEMO_LOCATIONS.main.username;
const SCREENS_DIR = 'e2e/artifacts/screens';

/** The question being written: the builder's last one. */
const lastQuestion = (page: Page) => page.getByRole('textbox', { name: /^Pregunta/ }).last();

async function addQuestion(page: Page, type: string, title: string, options: string[] = []): Promise<void> {
  await page.getByRole('button', { name: 'Agregar pregunta' }).click();
  await page.getByRole('menuitem', { name: type }).click();
  await lastQuestion(page).fill(title);
  for (const [index, text] of options.entries()) {
    if (index >= 2) await page.getByRole('button', { name: 'Agregar opción' }).last().click();
    await page
      .getByRole('textbox', { name: `Opción ${index + 1}` })
      .last()
      .fill(text);
  }
}

/** Mantine's stars are radios drawn by their labels: the label takes the click. */
async function chooseStars(page: Page, stars: string): Promise<void> {
  const id = await page.getByRole('radio', { name: stars }).getAttribute('id');
  await page.locator(`label[for="${id}"]`).click();
}

const cell = (table: Locator, text: string) => table.getByRole('cell', { name: text, exact: true });

test('the owner builds a survey with every kind of question, a customer answers it, the owner reads it', async ({
  page,
  browser,
  baseURL,
}) => {
  // Eight questions typed one by one on a shared two-core machine.
  test.setTimeout(150_000);
  await signInAs(page, 'owner');
  await page.goto('/survey/forms/create');
  await page.getByRole('textbox', { name: /^Título/ }).fill('Tu visita de hoy');
  await addQuestion(page, 'Opción única', '¿Qué pediste?', ['Tacos', 'Pozole']);
  await addQuestion(page, 'Opción múltiple', '¿Qué tomaste?', ['Agua', 'Café', 'Refresco']);
  await addQuestion(page, 'Calificación (estrellas)', 'Califica el servicio');
  await page.getByRole('switch', { name: 'Obligatoria' }).last().check();
  await addQuestion(page, 'Sí o no', '¿Volverías?');
  await addQuestion(page, 'Número', '¿Cuántos eran?');
  await addQuestion(page, 'Texto corto', 'Tu platillo favorito');
  await addQuestion(page, 'Texto largo', '¿Qué podemos mejorar?');
  await addQuestion(page, 'Datos de contacto', 'Tus datos');
  await page.getByRole('checkbox', { name: 'Nombre obligatorio' }).check();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Los datos se guardaron correctamente.')).toBeVisible();
  await expect(page).toHaveURL(/\/survey\/forms\/\d+$/);
  const id = page.url().split('/').pop();

  await page.goto('/survey/forms');
  const row = page.getByRole('row').filter({ hasText: 'Tu visita de hoy' });
  await row.getByRole('button', { name: 'Activar' }).click();
  await expect(page.getByText('El estatus se cambió correctamente.')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Desactivar' })).toBeVisible();

  // The customer, on a phone, from the link: no login.
  const phone = await browser.newContext({ baseURL, locale: 'es-MX', viewport: { width: 390, height: 844 } });
  const customer = await phone.newPage();
  await customer.goto(`/r/${USERNAME}/encuesta/${id}`);
  await expect(customer.getByText('Responde esta breve encuesta')).toBeVisible();
  await customer.getByRole('button', { name: 'Enviar respuestas' }).click();
  await expect(customer.getByText('Responde esta pregunta.').first()).toBeVisible();
  await customer.getByRole('radio', { name: 'Tacos' }).check();
  await customer.getByRole('checkbox', { name: 'Agua' }).check();
  await customer.getByRole('checkbox', { name: 'Café' }).check();
  await chooseStars(customer, '4 estrellas');
  await customer.getByRole('radio', { name: 'Sí' }).check();
  await customer.getByRole('textbox', { name: '¿Cuántos eran?' }).fill('3');
  await customer.getByRole('textbox', { name: 'Tu platillo favorito' }).fill('Pastor');
  await customer.getByRole('textbox', { name: '¿Qué podemos mejorar?' }).fill('Más salsa verde.');
  await customer.getByRole('textbox', { name: /^Nombre/ }).fill('Ana Encuesta');
  await customer.getByRole('textbox', { name: /^Teléfono/ }).fill('5512345678');
  await customer.getByRole('button', { name: 'Enviar respuestas' }).click();
  await expect(customer.getByText('Gracias por responder la encuesta')).toBeVisible();
  await phone.close();

  await page.goto(`/survey/forms/${id}/summary`);
  await expect(page.getByText('1 de 1 personas respondieron')).toHaveCount(8);
  await expect(page.getByText('Promedio').first()).toBeVisible();

  await page.getByRole('tab', { name: 'Respuestas' }).click();
  const table = page.getByRole('table');
  await expect(cell(table, 'Tacos')).toBeVisible();
  await expect(cell(table, 'Agua, Café')).toBeVisible();
  await expect(cell(table, 'Más salsa verde.')).toBeVisible();
  await expect(cell(table, 'Ana Encuesta')).toBeVisible();
});

test.describe('survey screens', { tag: SCREENSHOTS_TAG }, () => {
  for (const size of SCREEN_SIZES) {
    test(`builder, summary and public page at ${size.width}x${size.height}`, async ({ page }) => {
      await page.setViewportSize(size);
      await logInAs(page, 'owner');
      await page.goto('/survey/forms');
      await page.getByRole('link', { name: 'Abrir encuesta Tu visita a la taquería' }).click();
      await expect(page.getByRole('textbox', { name: /^Título/ })).toBeVisible();
      await page.screenshot({
        path: `${SCREENS_DIR}/survey-builder-${size.width}x${size.height}.png`,
        fullPage: true,
      });
      await page.getByRole('tab', { name: 'Resumen' }).click();
      await expect(page.getByText('5 de 5 personas respondieron').first()).toBeVisible();
      await expect(page.getByLabel('Cargando gráfica')).toHaveCount(0);
      await page.screenshot({
        path: `${SCREENS_DIR}/survey-summary-${size.width}x${size.height}.png`,
        fullPage: true,
      });
      const id = page.url().split('/').at(-2);
      await page.goto(`/r/${USERNAME}/encuesta/${id}`);
      await expect(page.getByText('Responde esta breve encuesta')).toBeVisible();
      await page.screenshot({
        path: `${SCREENS_DIR}/survey-public-${size.width}x${size.height}.png`,
        fullPage: true,
      });
    });
  }
});
