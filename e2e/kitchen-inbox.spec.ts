import { chromium, expect, type Page, test } from '@playwright/test';
import { CHROMIUM_WITHOUT_AUTOPLAY } from './chromium-launch';
import {
  emulateBlockedAutoplay,
  gotoInbox,
  howlerPlaying,
  inboxTab,
  kitchenInbox,
  openKitchenInbox,
  orderCard,
  ordersOrigin,
  placePublicOrder,
  runOrderAction,
  signInAsKitchen,
} from './helpers/kitchen-page';
import { SCREEN_SIZES, SCREENSHOTS_TAG } from './helpers/screenshots';
import { ServerGate } from './helpers/server-gate';
import { waitForServiceWorkerControl } from './helpers/service-worker';
import { setShopNotifications } from './helpers/shop-notifications';

const SCREENSHOT_DIR = 'e2e/artifacts/screenshots';

test.beforeAll(() => setShopNotifications(false));
test.afterAll(() => setShopNotifications(true));

/** Confirms every received order on the screen, one by one, as the cook does. */
async function confirmAllReceived(page: Page): Promise<void> {
  await inboxTab(page, /^Recibidos/).click();
  const cards = page.getByRole('tabpanel').getByTestId('order-card');
  while ((await cards.count()) > 0) {
    const number = await cards.first().getAttribute('data-order-number');
    if (number === null) throw new Error('a card without its number');
    await runOrderAction(page, number, 'Confirmar');
    await expect(orderCard(page, number).filter({ visible: true })).toHaveCount(0);
  }
}

test.describe('the kitchen inbox', () => {
  test('a customer order shows within 2 s without a reload and rings until every received order is confirmed', async ({
    page,
  }) => {
    await openKitchenInbox(page);
    let navigations = 0;
    page.on('framenavigated', () => navigations++);

    const number = await placePublicOrder(page.request, 'pickup', 'Cliente Alerta');
    await expect(orderCard(page, number)).toBeVisible({ timeout: 2_000 });
    expect(navigations).toBe(0);
    await expect(inboxTab(page, /^Recibidos/)).toHaveAttribute('data-loud', 'true');
    await expect(kitchenInbox(page)).toHaveAttribute('data-alert-sound', 'playing');
    await expect.poll(() => howlerPlaying(page)).toBe(true);

    await confirmAllReceived(page);
    await expect(kitchenInbox(page)).toHaveAttribute('data-alert-sound', 'stopped');
    await expect.poll(() => howlerPlaying(page)).toBe(false);
    await expect(inboxTab(page, /^Confirmados/)).toContainText(/[1-9]/);
  });

  test("after 60 s without a click the fullscreen 'Pedidos recibidos' covers the screen; a click dismisses it", async ({
    page,
  }) => {
    await page.clock.install();
    await openKitchenInbox(page);
    await placePublicOrder(page.request, 'pickup', 'Cliente Pantalla');
    await page.clock.runFor(5_000);
    await expect(kitchenInbox(page)).toHaveAttribute('data-alert-sound', 'playing');
    const overlay = page.getByRole('button', { name: 'Pedidos recibidos' });
    await expect(overlay).toBeHidden();

    await page.clock.runFor(60_000);
    await expect(overlay).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/kitchen-inbox-alert-1280x720.png` });
    await overlay.click();
    await expect(overlay).toBeHidden();
    await expect(inboxTab(page, /^Recibidos/)).toHaveAttribute('aria-selected', 'true');

    // It comes back after another quiet minute while received orders remain.
    await page.clock.runFor(61_000);
    await expect(overlay).toBeVisible();
  });

  test('a delivery order goes Ready → Shipped → Delivered through its buttons and confirmations', async ({
    page,
  }) => {
    await openKitchenInbox(page);
    const number = await placePublicOrder(page.request, 'delivery', 'Cliente Domicilio');
    const card = orderCard(page, number);
    await expect(card).toBeVisible();
    await expect(card).toContainText('A domicilio');
    await expect(card).toContainText('Portón verde');

    await runOrderAction(page, number, 'Confirmar');
    await inboxTab(page, /^Confirmados/).click();
    await runOrderAction(page, number, 'Preparar');
    await inboxTab(page, /^En preparación/).click();
    await runOrderAction(page, number, 'Listo');
    await inboxTab(page, /^Listos/).click();
    await expect(card.getByRole('button', { name: 'Entregado', exact: true })).toHaveCount(0);
    await runOrderAction(page, number, 'Enviar');
    await inboxTab(page, /^En camino/).click();
    await runOrderAction(page, number, 'Entregado');
    await expect(card).toHaveCount(0);
  });

  test('a confirmation left alone cancels itself after 10 s and changes nothing', async ({ page }) => {
    await page.clock.install();
    await openKitchenInbox(page);
    const number = await placePublicOrder(page.request, 'pickup', 'Cliente Dudoso');
    await page.clock.runFor(2_000);
    await inboxTab(page, /^Recibidos/).click();
    await orderCard(page, number).getByRole('button', { name: 'Cancelar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '¿Cancelar el pedido?' });
    await expect(dialog).toContainText('Se cancelará en 10 s');
    await page.clock.runFor(10_500);
    await expect(dialog).toBeHidden();
    await expect(orderCard(page, number)).toBeVisible();
  });
});

test("when the browser blocks sound the 'Toca para activar el sonido' prompt shows and a tap starts it", async () => {
  const browser = await chromium.launch(CHROMIUM_WITHOUT_AUTOPLAY);
  try {
    const context = await browser.newContext({ locale: 'es-MX', timezoneId: 'America/Mexico_City' });
    await emulateBlockedAutoplay(context);
    // As a kitchen display opened in the morning: no tap ever happened on the site (Chromium lets a
    // page that follows a tap on the same site play sound); signInAsKitchen taps nothing.
    const page = await context.newPage();
    await signInAsKitchen(page);
    await gotoInbox(page);
    await placePublicOrder(page.request, 'pickup', 'Cliente Silencio');
    await expect(kitchenInbox(page)).toHaveAttribute('data-alert-sound', 'blocked');
    const prompt = page.getByRole('button', { name: 'Toca para activar el sonido' });
    await expect(prompt).toBeVisible();

    await prompt.click();
    await expect(prompt).toBeHidden();
    await expect(kitchenInbox(page)).toHaveAttribute('data-alert-sound', 'playing');
    await expect.poll(() => howlerPlaying(page)).toBe(true);
  } finally {
    await browser.close();
  }
});

test.describe('when the server goes away', () => {
  // The shared server behind a gate of its own, 100 ports above this run's: the test closes the
  // gate (to the tablet the server went away) and opens it again.
  const gate = new ServerGate(Number(process.env.E2E_PORT ?? 8090) + 100);

  test.beforeAll(async () => {
    await gate.open();
  });
  test.afterAll(async () => {
    await gate.close();
  });

  test("after 90 s without news 'Sin conexión con el servidor' shows and sounds; once back, it clears and catches up", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.clock.install();
    // An order waits in 'Recibidos' (the fullscreen alert below is about the waiting orders).
    await placePublicOrder(page.request, 'pickup', 'Cliente Esperando', gate.port);
    await openKitchenInbox(page, ordersOrigin(gate.port));
    // As on a kitchen display that has been open a while: the app's code is in the service worker.
    await waitForServiceWorkerControl(page);
    // The page's clock flows with real time: on a busy machine the worker's first install can take
    // most of a minute, so the last news must be fresh when the server stops, not from the load.
    await page.reload();
    const alarm = page.getByRole('alert').filter({ hasText: 'Sin conexión con el servidor' });
    await expect(page.getByTestId('updated-ago')).toHaveText(/^Actualizado (justo ahora|hace \d s)/);

    await gate.close();
    // The last refresh was at most a few seconds before the stop: a minute later all is quiet…
    await page.clock.runFor(60_000);
    await expect(alarm).toBeHidden();
    // …and 90 s after it the alarm is up.
    await page.clock.runFor(31_000);
    await expect(alarm).toBeVisible();
    // The fullscreen alert of the waiting orders says it too, rather than hiding it.
    await expect(page.getByRole('button', { name: 'Pedidos recibidos' })).toContainText(
      'Sin conexión con el servidor',
    );
    await expect(kitchenInbox(page)).toHaveAttribute('data-connection-alarm', 'playing');
    await expect(kitchenInbox(page)).toHaveAttribute('data-alert-sound', 'stopped');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/kitchen-inbox-offline-1280x720.png` });

    await gate.open();
    const number = await placePublicOrder(page.request, 'pickup', 'Cliente Regreso', gate.port);
    await page.clock.runFor(11_000);
    await expect(alarm).toBeHidden();
    await expect(kitchenInbox(page)).toHaveAttribute('data-connection-alarm', 'off');
    await expect(orderCard(page, number)).toBeVisible();
    await expect(kitchenInbox(page)).toHaveAttribute('data-alert-sound', 'playing');
  });
});

for (const viewport of SCREEN_SIZES) {
  const size = `${viewport.width}x${viewport.height}`;
  test.describe(`screenshots at ${size}`, { tag: SCREENSHOTS_TAG }, () => {
    test.use({ viewport });

    test('the inbox and an expanded card', async ({ page }) => {
      await openKitchenInbox(page);
      const number = await placePublicOrder(page.request, 'delivery', 'Cliente Captura');
      await inboxTab(page, /^Recibidos/).click();
      const card = orderCard(page, number);
      await expect(card).toBeVisible();
      await page.screenshot({ path: `${SCREENSHOT_DIR}/kitchen-inbox-${size}.png` });

      await card.getByRole('button', { name: 'Ver detalle' }).click();
      await expect(card.getByLabel('Detalle del pedido')).toBeVisible();
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENSHOT_DIR}/kitchen-inbox-detail-${size}.png` });
    });
  });
}
