// The kitchen tablet loses its network (issue 17 points 8 and 9): with no service worker the
// inbox must stay, sound its connection alarm and catch up by itself; with one, missed orders
// must show at the network's return, not at the next reconnect poll.
import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import {
  howlerPlaying,
  kitchenInbox,
  orderCard,
  ordersOrigin,
  placePublicOrder,
  signInAsKitchen,
} from './helpers/kitchen-page';
import { waitForServiceWorkerControl } from './helpers/service-worker';
import { setShopNotifications } from './helpers/shop-notifications';

const SCREENSHOT_DIR = 'e2e/artifacts/screenshots';
/** The network stays cut this long (fake clock): past the 90 s after which the alarm sounds. */
const CUT_MS = 100_000;
/** The earliest the reconnect poll (every 10 s) showed a missed order after the network came back. */
const RECONNECT_POLL_SHOWS_AFTER_MS = 5_000;

// The customer orders from their own phone: their requests never go through the tablet's network.
let customer: APIRequestContext;
test.beforeAll(async () => {
  await setShopNotifications(false);
  customer = await request.newContext();
});
test.afterAll(async () => {
  await customer.dispose();
  await setShopNotifications(true);
});

/**
 * Signs in and opens the inbox. Its first render may take longer than the helpers' usual wait on
 * a busy machine; nothing timed by this spec depends on it.
 */
async function openInbox(page: Page): Promise<void> {
  await signInAsKitchen(page);
  await page.goto(`${ordersOrigin()}/inbox`);
  await expect(page.getByRole('tablist', { name: 'Pedidos por estatus' })).toBeVisible({ timeout: 60_000 });
}

function connectionAlarm(page: Page) {
  return page.getByRole('alert').filter({ hasText: 'Sin conexión con el servidor' });
}

test.describe('without a service worker (plain http on a LAN, a first visit)', () => {
  test.use({ serviceWorkers: 'block' });

  test('a 100 s network cut keeps the inbox, sounds the alarm, and orders placed meanwhile show when it returns, without a reload', async ({
    page,
    context,
  }) => {
    test.setTimeout(240_000);
    await page.clock.install();
    await openInbox(page);
    expect(await page.evaluate(() => navigator.serviceWorker?.controller ?? null)).toBeNull();
    let navigations = 0;
    page.on('framenavigated', () => navigations++);

    await context.setOffline(true);
    await page.clock.runFor(CUT_MS);
    const number = await placePublicOrder(customer, 'pickup', 'Cliente Sin Red');

    await expect(connectionAlarm(page)).toBeVisible();
    await expect(page.getByText('No se pudo abrir esta pantalla')).toHaveCount(0);
    await expect(page.getByText('Sin conexión', { exact: true })).toBeVisible();
    await expect(kitchenInbox(page)).toHaveAttribute('data-connection-alarm', 'playing');
    await expect.poll(() => howlerPlaying(page)).toBe(true);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/kitchen-inbox-no-sw-offline-1280x720.png` });

    await context.setOffline(false);
    await expect(orderCard(page, number)).toBeVisible({ timeout: 5_000 });
    await expect(connectionAlarm(page)).toBeHidden();
    await expect(kitchenInbox(page)).toHaveAttribute('data-connection-alarm', 'off');
    await expect(kitchenInbox(page)).toHaveAttribute('data-alert-sound', 'playing');
    expect(navigations).toBe(0);
  });
});

test.describe('with the service worker', () => {
  test('orders missed during a cut show on the network coming back, not at the next reconnect poll, and the stream is live again', async ({
    page,
    context,
  }) => {
    test.setTimeout(240_000);
    await page.clock.install();
    await openInbox(page);
    await waitForServiceWorkerControl(page);
    await expect(page.getByRole('status').filter({ hasText: 'En vivo' })).toBeVisible();

    await context.setOffline(true);
    await page.clock.runFor(CUT_MS);
    await expect(connectionAlarm(page)).toBeVisible();
    const number = await placePublicOrder(customer, 'pickup', 'Cliente Regreso Red');

    // Timed in the page, from the browser's `online` event to the card's appearance.
    await page.evaluate((orderNumber) => {
      const times = { online: 0, card: 0 };
      (window as unknown as { networkBack: typeof times }).networkBack = times;
      window.addEventListener('online', () => {
        times.online = performance.now();
      });
      new MutationObserver((_, observer) => {
        if (document.querySelector(`[data-order-number="${orderNumber}"]`)) {
          times.card = performance.now();
          observer.disconnect();
        }
      }).observe(document.body, { childList: true, subtree: true });
    }, number);
    await context.setOffline(false);
    await expect(orderCard(page, number)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('status').filter({ hasText: 'En vivo' })).toBeVisible();
    const times = await page.evaluate(
      () => (window as unknown as { networkBack: { online: number; card: number } }).networkBack,
    );
    expect(times.online).toBeGreaterThan(0);
    // The 10 s reconnect poll would show it 7.5–8.5 s after the event; well under that, it was the
    // `online` event's refetch. How fast that is (the 1 s target) is a figure, not a test here.
    expect(times.card - times.online).toBeLessThan(RECONNECT_POLL_SHOWS_AFTER_MS);
  });
});
