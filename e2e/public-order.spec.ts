import { type Browser, type BrowserContextOptions, expect, type Page, test } from '@playwright/test';
import { howlerPlaying, inboxTab, kitchenInbox, openKitchenInbox, orderCard } from './helpers/kitchen-page';
import { SCREENSHOTS_TAG } from './helpers/screenshots';
import { setShopNotifications } from './helpers/shop-notifications';

/**
 * The customer's order page (/pedir/taqueria-demo) on a phone, never logged in: the demo shop
 * (Envío a domicilio by distance from Roma Norte: 2 km $25, 4 km $40, 6 km $60, minimum $100;
 * Efectivo), its menu, cart, checkout and the order status page (/pedido/{code}).
 */
const SHOP_URL = '/pedir/taqueria-demo';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** About 1 km north of the shop's point (19.4194, -99.1617): the first zone. */
const INSIDE_ZONE = { latitude: 19.4284, longitude: -99.1617 };
/** About 9 km north: beyond the last zone. */
const OUTSIDE_ZONE = { latitude: 19.5, longitude: -99.1617 };
const SCREENSHOTS = 'e2e/artifacts/screenshots';

test.beforeAll(() => setShopNotifications(false));
test.afterAll(() => setShopNotifications(true));

async function customerPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, ...options });
  const page = await context.newPage();
  await page.goto(SHOP_URL);
  await expect(page.getByRole('heading', { name: 'Taquería Demo' })).toBeVisible();
  return page;
}

/** Opens a product's sheet, picks its variant and options, and adds it. */
async function addProduct(
  page: Page,
  product: string,
  choices: { variant?: RegExp; options?: RegExp[] } = {},
) {
  await page.getByRole('button', { name: product, exact: true }).click();
  const sheet = page.getByRole('dialog', { name: product });
  await expect(sheet).toBeVisible();
  if (choices.variant) await sheet.getByRole('radio', { name: choices.variant }).check();
  for (const option of choices.options ?? []) await sheet.getByRole('checkbox', { name: option }).check();
  await sheet.getByRole('button', { name: /^Agregar \$/ }).click();
  await expect(sheet).toBeHidden();
}

async function openCheckout(page: Page) {
  await page.getByRole('button', { name: /^Ver pedido/ }).click();
  await expect(page.getByRole('button', { name: 'Enviar pedido' })).toBeVisible();
}

async function fillContact(page: Page, name: string) {
  await page.getByRole('textbox', { name: /Nombre/ }).fill(name);
  await page.getByRole('textbox', { name: /Celular/ }).fill('5512349876');
}

async function chooseDelivery(page: Page) {
  await page.getByText('A domicilio', { exact: true }).click();
  await page.getByRole('textbox', { name: /Calle y número/ }).fill('Av. Álvaro Obregón 120');
  await page.getByRole('textbox', { name: /Referencias/ }).fill('Portón verde');
  await page.getByRole('button', { name: 'Usar mi ubicación' }).click();
  await expect(page.getByRole('button', { name: 'Ubicación compartida' })).toBeVisible();
}

test('a delivery order with a variant, a salsa and an agua fresca lands on its status page at the server total', async ({
  browser,
}) => {
  const page = await customerPage(browser, { permissions: ['geolocation'], geolocation: INSIDE_ZONE });
  await expect(page.getByRole('button', { name: 'Tacos al pastor' })).toContainText('Desde $60.00');
  // The order size is required: adding without it says so and keeps the sheet open; 'Elige
  // hasta 2' stops a third salsa.
  await page.getByRole('button', { name: 'Tacos al pastor', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Tacos al pastor' });
  await sheet.getByRole('button', { name: /^Agregar \$/ }).click();
  await expect(sheet.getByText('Elige una opción de este producto.')).toBeVisible();
  await sheet.getByRole('radio', { name: /Orden de 5/ }).check();
  await expect(sheet.getByText('Elige una opción de este producto.')).toHaveCount(0);
  await sheet.getByRole('checkbox', { name: /Verde/ }).check();
  await sheet.getByRole('checkbox', { name: /Habanero/ }).check();
  await expect(sheet.getByRole('checkbox', { name: /Roja/ })).toBeDisabled();
  await sheet.getByRole('checkbox', { name: /Verde/ }).uncheck();
  await sheet.getByRole('button', { name: /^Agregar \$/ }).click();
  await expect(sheet).toBeHidden();
  await addProduct(page, 'Agua fresca', { variant: /Chica/ });
  await expect(page.getByRole('button', { name: /^Ver pedido/ })).toContainText('$125.00');

  await openCheckout(page);
  await expect(page.getByText('Tacos al pastor · Orden de 5 · Habanero')).toBeVisible();
  await chooseDelivery(page);
  await expect(page.getByText('Envío a tu ubicación: $25.00')).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText('$150.00');
  await page.getByRole('textbox', { name: /Pagaré con/ }).fill('200');
  await expect(page.getByText('Cambio: $50.00')).toBeVisible();
  await fillContact(page, 'Cliente Domicilio');
  await page.getByRole('button', { name: 'Enviar pedido' }).click();

  await expect(page).toHaveURL(/\/pedido\/[A-Za-z0-9_-]+$/);
  await expect(page.getByTestId('order-stage')).toHaveText('Recibido');
  await expect(page.getByText('En camino')).toBeVisible();
  await expect(page.getByTestId('order-shipping')).toHaveText('$25.00');
  await expect(page.getByTestId('order-total')).toHaveText('$150.00');
  await expect(page.getByText('Forma de pago: Efectivo')).toBeVisible();

  // The order was placed: the cart of this shop starts empty again, and the next checkout
  // remembers who and where.
  await page.goto(SHOP_URL);
  await expect(page.getByRole('button', { name: /^Ver pedido/ })).toHaveCount(0);
  await addProduct(page, 'Flan');
  await openCheckout(page);
  await expect(page.getByRole('textbox', { name: /Nombre/ })).toHaveValue('Cliente Domicilio');
  await expect(page.getByRole('textbox', { name: /Celular/ })).toHaveValue('5512349876');
  await page.getByText('A domicilio', { exact: true }).click();
  await expect(page.getByRole('textbox', { name: /Calle y número/ })).toHaveValue('Av. Álvaro Obregón 120');
});

test('a pickup order scheduled for tomorrow', async ({ browser }) => {
  const page = await customerPage(browser);
  await addProduct(page, 'Gringa');
  await openCheckout(page);
  await expect(page.getByText('Para recoger', { exact: true })).toBeVisible();
  await page.getByText('Programar', { exact: true }).click();
  const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'America/Mexico_City',
  });
  await page.getByLabel(/Fecha/).fill(tomorrow);
  await page.getByLabel(/Hora/).fill('13:30');
  await fillContact(page, 'Cliente Recoge');
  await page.getByRole('button', { name: 'Enviar pedido' }).click();

  await expect(page).toHaveURL(/\/pedido\/[A-Za-z0-9_-]+$/);
  await expect(page.getByTestId('order-stage')).toHaveText('Recibido');
  await expect(page.getByText(/Programado para: .*1:30 p\.\s?m\./)).toBeVisible();
  await expect(page.getByText('Para recoger · Pedido el')).toBeVisible();
  await expect(page.getByText('En camino')).toHaveCount(0);
  await expect(page.getByTestId('order-total')).toHaveText('$55.00');
});

test('an address outside the delivery zone is refused in Spanish and the cart is kept', async ({
  browser,
}) => {
  const page = await customerPage(browser, { permissions: ['geolocation'], geolocation: OUTSIDE_ZONE });
  await addProduct(page, 'Tacos al pastor', { variant: /Orden de 5/, options: [/Verde/] });
  await addProduct(page, 'Horchata');
  await openCheckout(page);
  await chooseDelivery(page);
  await expect(page.getByText('Tu ubicación está fuera de la zona de entrega.')).toBeVisible();
  await fillContact(page, 'Cliente Lejos');
  await page.getByRole('button', { name: 'Enviar pedido' }).click();

  await expect(page.getByText('La dirección está fuera de la zona de entrega.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${SHOP_URL}$`));
  await expect(page.getByText('Tacos al pastor · Orden de 5 · Verde')).toBeVisible();
  await expect(page.getByText('Horchata', { exact: true })).toBeVisible();
});

test('the category chips jump to their category and mark the one being read', async ({ browser }) => {
  const page = await customerPage(browser);
  const chips = page.getByRole('navigation', { name: 'Categorías' });
  await expect(chips.getByRole('button', { name: 'Tacos' })).toHaveAttribute('aria-current', 'location');
  await expect(page.getByRole('heading', { name: 'Postres' })).not.toBeInViewport();
  await chips.getByRole('button', { name: 'Postres' }).click();
  await expect(page.getByRole('heading', { name: 'Postres' })).toBeInViewport();
  await expect(chips.getByRole('button', { name: 'Postres' })).toHaveAttribute('aria-current', 'location');
  await expect(chips).toBeInViewport();
});

test('the cart survives a reload', async ({ browser }) => {
  const page = await customerPage(browser);
  await addProduct(page, 'Flan');
  await addProduct(page, 'Tacos al pastor', { variant: /Orden de 3/, options: [/Verde/, /Roja/] });
  await expect(page.getByRole('button', { name: /^Ver pedido/ })).toContainText('$100.00');

  await page.reload();
  await expect(page.getByRole('button', { name: /^Ver pedido/ })).toContainText('$100.00');
  await openCheckout(page);
  await expect(page.getByText('Tacos al pastor · Orden de 3 · Verde · Roja')).toBeVisible();
  await page.getByRole('button', { name: 'Quitar Flan' }).click();
  await expect(page.getByTestId('order-total')).toHaveText('$60.00');
  await page.reload();
  await expect(page.getByRole('button', { name: /^Ver pedido/ })).toContainText('$60.00');
});

test('sending again after a lost answer repeats the same Idempotency-Key', async ({ browser }) => {
  const page = await customerPage(browser);
  await addProduct(page, 'Quesadilla');
  await openCheckout(page);
  await fillContact(page, 'Cliente Reintento');

  const keys: string[] = [];
  await page.route('**/v1/public/shop/taqueria-demo/order', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    // The first attempt fails on the way (the connection drops): the customer taps again.
    if (keys.length === 1) await route.abort('connectionreset');
    else await route.continue();
  });
  await page.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${SHOP_URL}$`));
  await page.getByRole('button', { name: 'Enviar pedido' }).click();

  await expect(page).toHaveURL(/\/pedido\/[A-Za-z0-9_-]+$/);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
});

test('an unknown shop or order link says so in Spanish', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/pedir/no-existe-este-negocio');
  await expect(page.getByText('Negocio no encontrado.')).toBeVisible();
  await page.goto('/pedido/codigo-que-no-existe');
  await expect(page.getByText('Pedido no encontrado.')).toBeVisible();
  await context.close();
});

for (const [size, viewport] of [
  ['390x844', PHONE],
  ['1280x800', DESKTOP],
] as const) {
  test(`screenshots of the menu, product sheet, checkout and order status at ${size}`, {
    tag: SCREENSHOTS_TAG,
  }, async ({ browser }) => {
    const page = await customerPage(browser, {
      viewport,
      permissions: ['geolocation'],
      geolocation: INSIDE_ZONE,
    });
    await addProduct(page, 'Agua fresca', { variant: /Grande/ });
    // The menu seen from its top (closing the sheet gave the focus back to the product's card).
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SCREENSHOTS}/public-order-menu-${size}.png`, animations: 'disabled' });

    await page.getByRole('button', { name: 'Tacos al pastor', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Tacos al pastor' });
    // The order size is required: adding without it says so and keeps the sheet open.
    await sheet.getByRole('button', { name: /^Agregar \$/ }).click();
    await expect(sheet.getByText('Elige una opción de este producto.')).toBeVisible();
    await sheet.getByRole('radio', { name: /Orden de 5/ }).check();
    await expect(sheet.getByText('Elige una opción de este producto.')).toHaveCount(0);
    await sheet.getByRole('checkbox', { name: /Verde/ }).check();
    await sheet.getByRole('checkbox', { name: /Habanero/ }).check();
    // 'Elige hasta 2': a third salsa cannot be ticked.
    await expect(sheet.getByRole('checkbox', { name: /Roja/ })).toBeDisabled();
    await page.screenshot({ path: `${SCREENSHOTS}/public-order-sheet-${size}.png` });
    await sheet.getByRole('button', { name: /^Agregar \$/ }).click();

    await openCheckout(page);
    await chooseDelivery(page);
    await fillContact(page, 'Cliente Captura');
    await page.screenshot({ path: `${SCREENSHOTS}/public-order-checkout-${size}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Enviar pedido' }).click();

    await expect(page.getByTestId('order-stage')).toHaveText('Recibido');
    await page.screenshot({ path: `${SCREENSHOTS}/public-order-status-${size}.png`, fullPage: true });
  });
}

test("an order placed on the customer's page rings on the kitchen's inbox within 2 s", async ({
  browser,
}) => {
  const kitchenContext = await browser.newContext({ viewport: DESKTOP });
  const kitchen = await kitchenContext.newPage();
  await openKitchenInbox(kitchen);
  await inboxTab(kitchen, /^Recibidos/).click();

  const customer = await customerPage(browser);
  await addProduct(customer, 'Gringa');
  await openCheckout(customer);
  await fillContact(customer, 'Cliente Cocina');
  await customer.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(customer).toHaveURL(/\/pedido\/[A-Za-z0-9_-]+$/);
  const heading = await customer
    .getByText(/^Pedido \d+$/)
    .first()
    .textContent();
  const number = heading?.replace('Pedido ', '').trim() ?? '';
  expect(number).toMatch(/^\d+$/);

  // The card shows without a reload within 2 s of the order's answer, and the alert rings.
  await expect(orderCard(kitchen, number)).toBeVisible({ timeout: 2_000 });
  await expect(kitchenInbox(kitchen)).toHaveAttribute('data-alert-sound', 'playing');
  expect(await howlerPlaying(kitchen)).toBe(true);
  await kitchenContext.close();
  await customer.context().close();
});
