import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import type { DemoUser } from './helpers/demo-users';
import { signInAs } from './helpers/login-page';

/** The shop module opens on the orders host (Chromium resolves *.localhost to 127.0.0.1). */
const ORDERS_ORIGIN = `http://orders.localhost:${Number(process.env.E2E_PORT ?? 8090)}`;
const SCREENSHOT_DIR = 'e2e/artifacts/screenshots';
const TABLET = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** A signed-in page on the orders host; the session cookie belongs to that host. */
async function ordersPage(
  browser: Browser,
  user: DemoUser,
  viewport = TABLET,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signInAs(page, user, ORDERS_ORIGIN);
  return { context, page };
}

async function screenshot(page: Page, screen: string): Promise<void> {
  const { width, height } = page.viewportSize() ?? TABLET;
  await page.screenshot({ path: `${SCREENSHOT_DIR}/shop-${screen}-${width}x${height}.png`, fullPage: true });
}

/** A choice of the settings' reception channel ('Sin recepción', 'Mostrador', 'WhatsApp'). */
function channel(page: Page, name: string) {
  return page
    .getByRole('radiogroup', { name: 'Canal de recepción de pedidos' })
    .getByText(name, { exact: true });
}

/** The amount on a receipt line of the detail ('Total' → '$175.00'). */
function amountOf(page: Page, section: string, label: string) {
  return page
    .getByRole('region', { name: section })
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::*[1]');
}

test('history: search by number finds the order, its detail shows products and totals, and it copies', async ({
  browser,
}) => {
  const { context, page } = await ordersPage(browser, 'kitchen');
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ORDERS_ORIGIN });
  await page.goto(`${ORDERS_ORIGIN}/orders`);
  await expect(page.getByRole('heading', { name: 'Historial de pedidos' })).toBeVisible();
  const newest = page.getByRole('link', { name: /^Abrir pedido / }).first();
  await expect(newest).toBeVisible();
  await expect(page.getByText(/^\d+ pedidos$/)).toBeVisible();
  await screenshot(page, 'history');

  // An older order: the second page, newest first, 20 a page.
  const orderButtons = page.getByRole('link', { name: /^Abrir pedido / });
  const newestLabel = await newest.getAttribute('aria-label');
  await page.getByRole('button', { name: 'Página siguiente' }).click();
  await expect(orderButtons.first()).not.toHaveAttribute('aria-label', newestLabel ?? '');
  await expect(orderButtons).toHaveCount(20);
  const number = ((await orderButtons.nth(3).getAttribute('aria-label')) ?? '').replace('Abrir pedido ', '');
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `Abrir pedido ${number}` }) });
  const total = await row.getByRole('cell').last().textContent();

  await page.getByRole('textbox', { name: 'Buscar por número de pedido' }).fill(number);
  const found = page.getByRole('link', { name: `Abrir pedido ${number}`, exact: true });
  const labels = () =>
    orderButtons.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
  await expect
    .poll(labels, { message: 'every result has the number searched' })
    .toEqual(expect.arrayContaining([`Abrir pedido ${number}`]));
  await expect.poll(async () => (await labels()).every((label) => label?.includes(number))).toBe(true);
  await found.click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await expect(page.getByRole('heading', { name: `Pedido #${number}` })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Productos' })
      .getByText(/^\d+ × .+/)
      .first(),
  ).toBeVisible();
  await expect(amountOf(page, 'Totales', 'Total')).toHaveText(total ?? '');
  await expect(amountOf(page, 'Totales', 'Subtotal')).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await screenshot(page, 'detail');

  await page.getByRole('button', { name: 'Opciones' }).click();
  await page.getByRole('menuitem', { name: 'Copiar pedido' }).click();
  await expect(page.getByText('Pedido copiado.')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(`Pedido #${number}`);
  expect(copied).toContain(`Total: ${total ?? ''}`);

  await page.getByRole('link', { name: 'Historial de pedidos' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await context.close();
});

test('history and detail on a phone: cards instead of the table', async ({ browser }) => {
  const { context, page } = await ordersPage(browser, 'kitchen', PHONE);
  await page.goto(`${ORDERS_ORIGIN}/orders`);
  const card = page.getByRole('link', { name: /^Abrir pedido / }).first();
  await expect(card).toBeVisible();
  await expect(page.getByRole('table')).toBeHidden();
  await screenshot(page, 'history');
  await card.click();
  await expect(page.getByRole('region', { name: 'Productos' })).toBeVisible();
  await screenshot(page, 'detail');
  await context.close();
});

const money = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });
const count = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 2 });

test("stats show today's figures, and the sales report runs by date and by customer", async ({ browser }) => {
  for (const viewport of [TABLET, PHONE]) {
    const { context, page } = await ordersPage(browser, 'owner', viewport);
    const summary = page.waitForResponse((response) => response.url().endsWith('/v1/pos/reporting/summary'));
    await page.goto(`${ORDERS_ORIGIN}/stats`);
    await expect(page.getByRole('heading', { name: 'Estadísticas' })).toBeVisible();
    const today = await page.getByLabel('Desde').inputValue();
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByLabel('Hasta')).toHaveValue(today);

    const answer = (await (await summary).json()) as {
      data: { values: { title: string; type: 'money' | 'number'; value: number }[] };
    };
    expect(answer.data.values.find((value) => value.title === 'Pedidos')?.value).toBeGreaterThan(0);
    for (const figure of answer.data.values) {
      const shown = figure.type === 'money' ? money.format(figure.value) : count.format(figure.value);
      await expect(
        page
          .getByRole('main')
          .getByText(figure.title, { exact: true })
          .locator('xpath=following-sibling::*[1]'),
      ).toHaveText(shown);
    }
    await screenshot(page, 'stats');

    await page.getByRole('link', { name: 'Reporte de ventas' }).click();
    await expect(page.getByText('No se ha seleccionado un tipo de reporte')).toBeVisible();
    await page.getByRole('combobox', { name: 'Tipo de reporte' }).click();
    await page.getByRole('option', { name: 'Ventas por fecha' }).click();
    await page.getByLabel('Desde').fill('2020-01-01');
    await page.getByRole('button', { name: 'Procesar' }).click();
    const table = page.getByRole('table');
    // The seed's two weeks of history: one row per day with orders, and the footer's totals.
    await expect(table.locator('tbody tr')).not.toHaveCount(0);
    expect(await table.locator('tbody tr').count()).toBeGreaterThan(7);
    await expect(table.locator('tfoot')).toContainText('$');

    await page.getByRole('combobox', { name: 'Tipo de reporte' }).click();
    await page.getByRole('option', { name: 'Ventas por cliente' }).click();
    await page.getByRole('button', { name: 'Procesar' }).click();
    await expect(table.getByRole('columnheader', { name: 'Cliente' })).toBeVisible();
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await screenshot(page, 'report');
    await context.close();
  }
});

test('settings: WhatsApp needs its number, a valid save persists, and the kitchen has no access', async ({
  browser,
}) => {
  const { context, page } = await ordersPage(browser, 'owner');
  await page.goto(`${ORDERS_ORIGIN}/settings/shop`);
  await expect(page.getByRole('heading', { name: 'Ajustes generales' })).toBeVisible();
  await screenshot(page, 'settings');

  await channel(page, 'WhatsApp').click();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Ingresa el número de WhatsApp que recibirá los pedidos.')).toBeVisible();

  await page.getByLabel('Número de WhatsApp').fill('55 1234 5678');
  await page.getByLabel('Tiempo promedio de preparación').fill('25');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Los datos se guardaron correctamente.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('radio', { name: 'WhatsApp' })).toBeChecked();
  await expect(page.getByLabel('Número de WhatsApp')).toHaveValue(/5512345678$/);
  await expect(page.getByLabel('Tiempo promedio de preparación')).toHaveValue('25 min');

  // Back to Mostrador, so the kitchen screen of other specs keeps receiving orders.
  await channel(page, 'Mostrador').click();
  await expect(page.getByLabel('Número de WhatsApp')).toBeHidden();
  await page.getByLabel('Tiempo promedio de preparación').fill('10');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Los datos se guardaron correctamente.')).toBeVisible();
  await context.close();

  const phone = await ordersPage(browser, 'owner', PHONE);
  await phone.page.goto(`${ORDERS_ORIGIN}/settings/shop`);
  await expect(phone.page.getByRole('button', { name: 'Guardar' })).toBeVisible();
  await screenshot(phone.page, 'settings');
  await phone.context.close();

  const kitchen = await ordersPage(browser, 'kitchen');
  await kitchen.page.goto(`${ORDERS_ORIGIN}/settings/shop`);
  await expect(kitchen.page.getByText('Sin acceso')).toBeVisible();
  await expect(kitchen.page.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
  await kitchen.context.close();
});
