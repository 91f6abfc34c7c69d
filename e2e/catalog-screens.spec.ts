import { type Browser, expect, type Page, test } from '@playwright/test';
import { signInOnLoginScreen } from './helpers/login-page';
import { SCREEN_SIZES, SCREENSHOTS_TAG } from './helpers/screenshots';

const PORT = Number(process.env.E2E_PORT ?? 8090);
const ORDERS_ORIGIN = `http://orders.localhost:${PORT}`;
const WAITLIST_ORIGIN = `http://localhost:${PORT}`;
const DIR = 'e2e/artifacts/screenshots';

async function signedIn(browser: Browser, origin: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${origin}/login`);
  await signInOnLoginScreen(page, 'owner');
  return page;
}

async function shot(page: Page, name: string) {
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
  await page.screenshot({ path: `${DIR}/catalog-${name}-${width}x${height}.png` });
}

for (const size of SCREEN_SIZES) {
  test(`catalog screens at ${size.width}x${size.height}`, { tag: SCREENSHOTS_TAG }, async ({ browser }) => {
    const page = await signedIn(browser, ORDERS_ORIGIN, size);
    await page.goto(`${ORDERS_ORIGIN}/settings/products`);
    await expect(page.getByRole('heading', { name: 'Productos' })).toBeVisible();
    await expect(page.getByText(/productos?$/).first()).toBeVisible();
    await shot(page, 'products');
    await page
      .getByRole('button', { name: /^Abrir / })
      .first()
      .click({ force: true });
    await expect(page.getByRole('button', { name: 'Guardar' })).toBeVisible();
    await shot(page, 'product-form');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Crear producto' }).click();
    await page.getByRole('button', { name: 'Agregar variante' }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Ingresa el nombre de la variante.')).toBeVisible();
    await shot(page, 'product-form-errors');
    await page.keyboard.press('Escape');

    await page.goto(`${ORDERS_ORIGIN}/settings/products/modifiers`);
    await expect(page.getByRole('heading', { name: 'Modificadores' })).toBeVisible();
    await shot(page, 'modifiers');
    await page.getByRole('button', { name: 'Crear modificador' }).click();
    await expect(page.getByLabel('Opción 3', { exact: true })).toBeVisible();
    await shot(page, 'modifier-sheet');
    await page.keyboard.press('Escape');

    await page.goto(`${ORDERS_ORIGIN}/settings/products/categories`);
    await expect(page.getByRole('heading', { name: 'Categorías' })).toBeVisible();
    await shot(page, 'categories');
    await page.getByRole('button', { name: 'Crear categoría' }).click();
    await expect(page.getByLabel(/^Orden/)).toBeVisible();
    await shot(page, 'category-dialog');

    const waitlist = await signedIn(browser, WAITLIST_ORIGIN, size);
    await waitlist.goto(`${WAITLIST_ORIGIN}/settings/services`);
    await expect(waitlist.getByRole('heading', { name: 'Servicios' })).toBeVisible();
    await shot(waitlist, 'services');
    await waitlist.getByRole('button', { name: 'Crear servicio' }).click();
    await expect(waitlist.getByLabel(/Duración/)).toBeVisible();
    await shot(waitlist, 'service-dialog');
  });
}
