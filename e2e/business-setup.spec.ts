import { type Browser, expect, type Page, test } from '@playwright/test';
import { toE164 } from '../src/domain/rules/phone';
import { hostessEntry, hostessHeading, registerDialog, runEntryAction } from './helpers/hostess-page';
import { howlerPlaying, inboxTab, kitchenInbox, orderCard, ordersOrigin } from './helpers/kitchen-page';
import { signInWith } from './helpers/login-page';
import { recordedMessages } from './helpers/recorded-messages';
import { answerPreference, registerBusiness, signUpByPhone } from './helpers/sign-up-page';

/**
 * Issue 21's journey: a new owner signs up and goes through onboarding, puts the business on the
 * map in its profile (the preview and the public page change), builds a menu (two categories, a
 * product with variants and a modifier), a delivery method by distance with two zones, cash
 * payment and the shop's reception; a customer orders it on /pedir/{username} and it rings on the
 * owner's kitchen inbox. Then the owner's hours and a special closed day change what the public
 * booking page offers, and an edited message template is what the next 'Notificar' sends.
 * Every step goes through the screens, as the owner does; every run uses a new phone and link.
 */
const run = `${Date.now() % 1_000_000}`;
const owner = { name: 'Rosa Fundadora', phone: `58${run.padStart(8, '0')}`, password: 'Prueba123' };
const business = {
  name: 'Fonda La Nueva',
  username: `fonda_nueva_${run}`,
  whatsapp: '5587650000',
  category: 'Restaurante',
};
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** The fonda's point, and a customer about 1 km north of it (the first zone). */
const SHOP_POINT = { latitude: 19.4194, longitude: -99.1617 };
const CUSTOMER_POINT = { latitude: 19.4284, longitude: -99.1617 };
const ABOUT = 'Comida corrida casera desde 1998.';
const guest = { name: 'Cliente Mesa', phone: `57${run.padStart(8, '0')}` };
const UPCOMING_TEMPLATE = 'Hola {name}, ya casi te toca en {business}: acércate a la entrada.';

/** A date a few days ahead in Mexico City (YYYY-MM-DD), far from today's edge. */
function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'America/Mexico_City',
  });
}
const BOOKING_DAY = daysAhead(3);
/** The booking page's time chips (es-MX: '9:00 a.m.'). */
const NINE_AM = /^9:00\sa\.\s?m\.$/;
const ONE_PM = /^1:00\sp\.\s?m\.$/;

/** Signs the owner in on the orders host's login screen (cookies are per host). */
async function signInOnOrdersHost(page: Page): Promise<void> {
  await page.goto(`${ordersOrigin()}/login`);
  await signInWith(page, owner.phone, owner.password);
}

/** 'Guardar' in the open drawer or dialog, and the drawer closes with the catalog's toast. */
async function saveDrawer(page: Page): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByText('Los datos se guardaron correctamente.').first()).toBeVisible();
}

async function createCategory(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Crear categoría' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Nombre' }).fill(name);
  await saveDrawer(page);
  await expect(page.getByRole('button', { name: `Abrir ${name}` })).toBeVisible();
}

/** The public booking page's free times for BOOKING_DAY, as the customer sees them. */
async function bookingTimes(page: Page): Promise<void> {
  await page.goto(`/r/${business.username}/reservar`);
  await expect(page.getByRole('heading', { name: business.name })).toBeVisible();
  await page.getByLabel('Fecha').fill(BOOKING_DAY);
}

async function newPage(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, ...options });
  return context.newPage();
}

// A step that cannot go on fails at once instead of waiting out the journey's timeout.
test.use({ actionTimeout: 15_000 });

test('a new owner sets up the business and a customer orders, books and gets its messages', async ({
  browser,
}) => {
  // About twenty screens on a machine shared with other runs.
  test.setTimeout(300_000);
  const page = await newPage(browser);
  const customer = await newPage(browser, {
    viewport: PHONE,
    permissions: ['geolocation'],
    geolocation: CUSTOMER_POINT,
  });

  await test.step('signs up by phone and goes through onboarding', async () => {
    await signUpByPhone(page, owner);
    await registerBusiness(page, business);
    await answerPreference(page, '¿Quieres recibir citas o reservaciones?', 'Sí');
    await answerPreference(page, '¿Quieres atender por turnos con una lista de espera?', 'Sí');
    await answerPreference(page, '¿Quieres que tus clientes se registren en línea desde tu enlace?', 'Sí');
    await answerPreference(page, '¿Quieres un kiosco para que tus clientes se registren en tu local?', 'No');
    await answerPreference(page, '¿Atiendes a grupos de personas?', 'Sí');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { name: '¡Tu negocio está listo!' })).toBeVisible();
    await page.getByRole('button', { name: 'Comenzar' }).click();
    await expect(hostessHeading(page)).toBeVisible();
  });

  await test.step('edits the profile: the preview waits for the save, then it and the public page change', async () => {
    await page.goto('/settings/profile');
    const preview = page.getByRole('region', { name: 'Vista previa del perfil' });
    await expect(preview.getByText(business.name).first()).toBeVisible();
    await page.getByRole('textbox', { name: 'Acerca de' }).fill(ABOUT);
    await page.getByRole('textbox', { name: 'Latitud' }).fill(String(SHOP_POINT.latitude));
    await page.getByRole('textbox', { name: 'Longitud' }).fill(String(SHOP_POINT.longitude));
    await expect(page.getByText('Guarda para actualizar')).toBeVisible();
    await expect(preview.getByText(ABOUT)).toHaveCount(0);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(preview.getByText(ABOUT)).toBeVisible();
    await expect(page.getByText('Guarda para actualizar')).toHaveCount(0);

    await customer.goto(`/r/${business.username}`);
    await expect(customer.getByRole('heading', { name: business.name })).toBeVisible();
    await expect(customer.getByText(ABOUT)).toBeVisible();
  });

  await test.step('builds the menu on the orders host: two categories, a modifier, a product with variants', async () => {
    await signInOnOrdersHost(page);
    await page.goto(`${ordersOrigin()}/settings/products/categories`);
    await createCategory(page, 'Guisados');
    await createCategory(page, 'Bebidas');

    await page.goto(`${ordersOrigin()}/settings/products/modifiers`);
    await page.getByRole('button', { name: 'Crear modificador' }).click();
    const modifier = page.getByRole('dialog');
    await modifier.getByRole('textbox', { name: 'Nombre' }).fill('Tortillas');
    await modifier.getByLabel('Opción 1', { exact: true }).fill('De maíz');
    await modifier.getByLabel('Opción 2', { exact: true }).fill('De harina');
    await modifier.getByLabel('Precio de la opción 2').fill('5');
    await saveDrawer(page);

    await page.goto(`${ordersOrigin()}/settings/products`);
    await page.getByRole('button', { name: 'Crear producto' }).click();
    const product = page.getByRole('dialog');
    await product.getByRole('textbox', { name: 'Nombre' }).fill('Mole poblano');
    await product.getByRole('textbox', { name: /Precio con IVA incluido/ }).fill('90');
    await product.getByRole('combobox', { name: 'Categoría' }).click();
    await page.getByRole('option', { name: 'Guisados' }).click();
    await product.getByRole('button', { name: 'Agregar variante' }).click();
    await product.getByLabel('Nombre de la variante 1').fill('Media orden');
    await product.getByLabel('Precio de la variante 1').fill('60');
    await product.getByRole('button', { name: 'Agregar variante' }).click();
    await product.getByLabel('Nombre de la variante 2').fill('Orden completa');
    await product.getByLabel('Precio de la variante 2').fill('95');
    await product.getByRole('combobox', { name: 'Modificadores' }).click();
    await page.getByRole('option', { name: 'Tortillas' }).click();
    await saveDrawer(page);
    await expect(page.getByRole('button', { name: 'Abrir Mole poblano' })).toBeVisible();
  });

  await test.step('adds cash payment, a delivery method with two distance zones, and opens the shop', async () => {
    await page.goto(`${ordersOrigin()}/settings/payment-methods`);
    await page.getByRole('button', { name: 'Nuevo' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Nombre' }).fill('Efectivo');
    await saveDrawer(page);

    await page.goto(`${ordersOrigin()}/settings/delivery-methods`);
    await page.getByRole('button', { name: 'Nuevo' }).click();
    const delivery = page.getByRole('dialog');
    await delivery.getByRole('textbox', { name: 'Nombre' }).fill('Envío a domicilio');
    await delivery.getByText('Por distancia', { exact: true }).click();
    await delivery.getByLabel('Hasta (km) de la zona 1').fill('2');
    await delivery.getByLabel('Costo de la zona 1').fill('30');
    await delivery.getByRole('button', { name: 'Agregar zona' }).click();
    await expect(delivery.getByLabel('Desde (km) de la zona 2')).toHaveValue('2');
    await expect(delivery.getByLabel('Hasta (km) de la zona 2')).toHaveValue('3');
    await delivery.getByLabel('Hasta (km) de la zona 2').fill('5');
    await delivery.getByLabel('Costo de la zona 2').fill('50');
    await saveDrawer(page);

    await page.goto(`${ordersOrigin()}/settings/shop`);
    await page.getByRole('radio', { name: 'Mostrador' }).check();
    await page.getByRole('switch', { name: 'Pedidos para recoger' }).check();
    await page.getByRole('switch', { name: 'Pedidos a domicilio' }).check();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(/se guardaron correctamente/).first()).toBeVisible();
  });

  await test.step('a customer orders the mole for delivery and it rings on the kitchen inbox', async () => {
    await page.goto(`${ordersOrigin()}/inbox`);
    await expect(page.getByRole('tablist', { name: 'Pedidos por estatus' })).toBeVisible();
    await inboxTab(page, /^Recibidos/).click();

    await customer.goto(`/pedir/${business.username}`);
    await expect(customer.getByRole('heading', { name: business.name })).toBeVisible();
    await customer.getByRole('button', { name: 'Mole poblano', exact: true }).click();
    const sheet = customer.getByRole('dialog', { name: 'Mole poblano' });
    await sheet.getByRole('radio', { name: /Orden completa/ }).check();
    await sheet.getByRole('checkbox', { name: /De harina/ }).check();
    await sheet.getByRole('button', { name: /^Agregar \$/ }).click();
    await customer.getByRole('button', { name: /^Ver pedido/ }).click();
    await expect(customer.getByText('Mole poblano · Orden completa · De harina')).toBeVisible();
    await customer.getByText('A domicilio', { exact: true }).click();
    await customer.getByRole('textbox', { name: /Calle y número/ }).fill('Calle Orizaba 45');
    await customer.getByRole('button', { name: 'Usar mi ubicación' }).click();
    await expect(customer.getByText('Envío a tu ubicación: $30.00')).toBeVisible();
    await expect(customer.getByTestId('order-total')).toHaveText('$130.00');
    await customer.getByRole('textbox', { name: /Nombre/ }).fill('Cliente Fonda');
    await customer.getByRole('textbox', { name: /Celular/ }).fill('5512340000');
    await customer.getByRole('button', { name: 'Enviar pedido' }).click();
    await expect(customer).toHaveURL(/\/pedido\/[A-Za-z0-9_-]+$/);
    await expect(customer.getByText('Forma de pago: Efectivo')).toBeVisible();
    const heading = await customer
      .getByText(/^Pedido \d+$/)
      .first()
      .textContent();
    const number = heading?.replace('Pedido ', '').trim() ?? '';

    await expect(orderCard(page, number)).toBeVisible({ timeout: 2_000 });
    await expect(orderCard(page, number)).toContainText('Mole poblano');
    await expect(kitchenInbox(page)).toHaveAttribute('data-alert-sound', 'playing');
    expect(await howlerPlaying(page)).toBe(true);
  });

  await test.step('its hours and a special closed day change the public booking page', async () => {
    await bookingTimes(customer);
    // Onboarding opened the business from 13:00 to 22:00.
    await expect(customer.getByText(ONE_PM)).toBeVisible();

    await page.goto('/settings/hours');
    const hours = page.getByRole('article', { name: 'Horario 1' });
    await hours.getByLabel('Abre').selectOption('09:00');
    await hours.getByLabel('Cierra').selectOption('12:00');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Los horarios se guardaron correctamente.')).toBeVisible();
    await bookingTimes(customer);
    await expect(customer.getByText(NINE_AM)).toBeVisible();
    await expect(customer.getByText(ONE_PM)).toHaveCount(0);

    await page.getByRole('tab', { name: 'Especiales' }).click();
    await page.getByRole('button', { name: 'Agregar fecha' }).click();
    const day = page.getByRole('article', { name: 'Día especial 1' });
    await day.getByLabel('Fecha', { exact: true }).fill(BOOKING_DAY);
    await day.getByRole('switch', { name: 'Abierto' }).uncheck();
    await expect(day.getByRole('switch', { name: 'Cerrado' })).not.toBeChecked();
    // The regular hours' toast may still be up: wait for this save's own answer, then its toast.
    const overridesSaved = page.waitForResponse(
      (response) => /\/hour-overrides\b/.test(response.url()) && response.request().method() === 'PATCH',
    );
    await page.getByRole('button', { name: 'Guardar' }).click();
    expect((await overridesSaved).ok()).toBe(true);
    await expect(page.getByText('Los horarios se guardaron correctamente.').last()).toBeVisible();
    await bookingTimes(customer);
    await expect(
      customer.getByText('No hay horarios disponibles para este día. Prueba con otra fecha.'),
    ).toBeVisible();
  });

  await test.step("an edited 'Turno próximo' message is what the next 'Notificar' sends", async () => {
    await page.goto('/settings/waitlist/notifications');
    await page.getByRole('textbox', { name: 'Turno próximo' }).fill(UPCOMING_TEMPLATE);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Los datos se guardaron correctamente.').first()).toBeVisible();

    await page.goto('/hostess');
    await page.getByRole('button', { name: 'Registrar', exact: true }).click();
    const dialog = registerDialog(page);
    await dialog
      .getByRole('group', { name: 'Tamaño del grupo' })
      .getByRole('button', { name: '2', exact: true })
      .click();
    await dialog.getByRole('textbox', { name: 'Cliente' }).fill(guest.name);
    await page.getByRole('option', { name: `Nuevo cliente: ${guest.name}` }).click();
    await dialog.getByRole('textbox', { name: 'Celular' }).fill(guest.phone);
    await dialog.getByRole('button', { name: 'Registrar', exact: true }).click();
    await expect(dialog).toBeHidden();
    await runEntryAction(page, guest.name, 'Notificar');
    await expect(hostessEntry(page, guest.name).getByText('Notificado', { exact: true })).toBeVisible();
    await expect
      .poll(() =>
        recordedMessages()
          .filter((message) => message.to === toE164(guest.phone))
          .map((m) => m.body),
      )
      .toContain(`Hola ${guest.name}, ya casi te toca en ${business.name}: acércate a la entrada.`);
  });

  await customer.context().close();
  await page.context().close();
});
